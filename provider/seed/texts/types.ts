import type { LandmarkKind, ProductType, ServiceUpdateSeverity, UnitType } from '../../domain/catalogue';

/**
 * Everything the catalogue generator writes in words, in one language. Each language
 * module implements this interface; the generator picks variants with its seeded
 * random numbers, so the same seed gives the same texts.
 *
 * Times arrive as 'HH:MM' (24 h) and each language formats them its own way.
 */
export interface SeedTexts {
  /** Passenger type names, e.g. 'Adult', 'Person with disability'. */
  unitTypes: Record<UnitType, string>;
  /** Generic name of a product type, e.g. 'Hop-on hop-off bus tour'. */
  productTypes: Record<ProductType, string>;
  /** Landmark kinds as a word, for alt texts and lists, e.g. 'Museum'. */
  landmarkKinds: Record<LandmarkKind, string>;

  /** Several name patterns per product type; `landmark` is the product's headline sight. */
  productNames: Record<ProductType, ((c: NameContext) => string)[]>;
  product: Record<ProductType, ProductTexts>;
  /** Shared by every product type. */
  common: CommonProductTexts;
  options: OptionTexts;

  location: LocationTexts;
  serviceUpdates: ((c: { city: string; landmark: string }) => TitledText & { severity: ServiceUpdateSeverity })[];
  /** Questions of the whole shop (worldwide scope). */
  faqsGeneral: QuestionAnswer[];
  /** Extra questions of a country's site (Spain, Portugal) or a city's site (Paris, London). */
  faqsScope: (c: { place: string }) => QuestionAnswer[];
  /** Questions about one product. */
  faqsProduct: (c: FaqContext) => QuestionAnswer[];
  healthNotifications: TitledText[];
  /** Sections of the general terms of use. */
  terms: TitledText[];
  reviews: ReviewTexts;
  /** Image alternative texts. */
  images: {
    location: (c: { city: string }) => string;
    product: (c: { name: string }) => string;
  };
}

export interface NameContext {
  city: string;
  landmark: string;
}

export interface TitledText {
  title: string;
  body: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** What a product's texts may mention. Names are in the text's language. */
export interface ProductContext {
  city: string;
  country: string;
  /** The route's stops in order (tours), or the sight itself (attractions). */
  stops: string[];
  /** The two or three sights the product is built around. */
  highlights: string[];
  /** Where the tour starts or the visitor meets the guide. */
  meetingPoint: string;
  /** Length of the tour or visit, in minutes (a day ticket says 1440). */
  durationMinutes: number;
  /** One full loop of a hop-on hop-off route, in minutes. */
  loopMinutes: number;
  /** Minutes between departures, when buses or boats leave regularly. */
  frequencyMinutes: number | null;
  firstDeparture: string;
  lastDeparture: string;
  /** Ticket validity in hours for open-dated passes (24, 48, 72), else null. */
  validityHours: number | null;
  /** Months the voucher can be exchanged for a ticket (12 by default). */
  voucherMonths: number;
  /** Live guide languages as names in this language, e.g. ['English', 'Spanish']. */
  liveGuides: string[];
  /** Audio guide languages count. */
  audioGuideCount: number;
  studentCardRequired: boolean;
  minPassengers: number;
}

export interface ProductTexts {
  overview: (c: ProductContext) => string;
  /** Four to six bullet points. */
  highlights: (c: ProductContext) => string[];
  /** What the price includes, three to six bullet points. */
  included: (c: ProductContext) => string[];
  /** How the route or visit goes. */
  route: (c: ProductContext) => string;
  /** Operating days and times. */
  schedule: (c: ProductContext) => string;
  /** Practical advice, three to six bullet points, before the common ones. */
  knowBeforeYouGo: (c: ProductContext) => string[];
}

export interface CommonProductTexts {
  /**
   * How cancelling works, as one paragraph. The terms themselves differ per option (each
   * option's policy, stated by lib/format/cancellation-policy.ts), so this names none.
   */
  cancellationPolicy: string;
  /** Where to meet, as one paragraph. */
  meetingPoint: (c: { place: string; city: string }) => string;
  /** For cities where cruise ships call. */
  cruisePassengerInfo: (c: { city: string; stop: string }) => string;
  /** Short notices a few products carry. */
  importantAnnouncements: ((c: { city: string; stop: string }) => string)[];
  /** Bullet points added to every product's 'know before you go'. */
  knowBeforeYouGo: (c: { voucherMonths: number; studentCardRequired: boolean; minPassengers: number }) => string[];
  /** Names of the languages tours are guided in, keyed by ISO 639-1 code. */
  languages: Record<GuideLanguage, string>;
}

export const GUIDE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'zh', 'ru', 'ar', 'ko'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

export interface OptionTexts {
  /** '24-hour ticket' for 24, '48-hour ticket' for 48… */
  hoursTicket: (hours: number) => string;
  hoursTicketDescription: (hours: number) => string;
  /** '48-hour ticket + night tour' */
  premiumTicket: (hours: number) => string;
  premiumTicketDescription: string;
  /** Timed departures. */
  morningTour: string;
  afternoonTour: string;
  departureDescription: (c: { minutes: number }) => string;
  dayCruise: string;
  sunsetCruise: string;
  cruiseDescription: (c: { minutes: number }) => string;
  standardEntry: string;
  standardEntryDescription: string;
  timedEntry: string;
  timedEntryDescription: string;
  skipTheLine: string;
  skipTheLineDescription: string;
  privateHalfDay: string;
  privateFullDay: string;
  privateDescription: (c: { hours: number }) => string;
  comboTicket: string;
  comboDescription: (c: { attraction: string; hours: number }) => string;
  /** Package groups: their names, and the names of their choices. */
  groups: {
    tourLanguage: string;
    cruiseDeparture: string;
    entryTime: string;
    pickup: string;
    hotelPickup: string;
    meetAtStart: string;
    morning: string;
    afternoon: string;
  };
}

export interface LocationTexts {
  /** Two or three paragraphs about the city, separated by blank lines. */
  about: (c: { city: string; country: string; landmarks: string[]; waterfront: boolean }) => string;
  /** Practical information: hours, frequency, tickets, accessibility. */
  serviceInformation: (c: { city: string; first: string; last: string; frequencyMinutes: number; stop: string }) => string;
}

export interface FaqContext {
  product: string;
  city: string;
  meetingPoint: string;
  voucherMonths: number;
  durationMinutes: number;
  hopOnHopOff: boolean;
}

export interface ReviewTexts {
  /** Short titles per star rating (index 0 = 1 star … 4 = 5 stars), at least five each. */
  titles: [string[], string[], string[], string[], string[]];
  /** Opening sentences per rating, at least five each; `product` is a generic product type name. */
  openings: [ReviewPart[], ReviewPart[], ReviewPart[], ReviewPart[], ReviewPart[]];
  /** Middle sentences per rating, at least eight each, mentioning a sight or the guide. */
  details: [ReviewPart[], ReviewPart[], ReviewPart[], ReviewPart[], ReviewPart[]];
  /** Closing sentences per rating, at least five each. */
  closings: [string[], string[], string[], string[], string[]];
  /** First names reviewers in this language commonly have, at least 40. */
  firstNames: string[];
  /** Countries (ISO alpha-2) reviewers writing in this language come from, most frequent first. */
  countries: string[];
}

export type ReviewPart = (c: { city: string; sight: string; product: string }) => string;
