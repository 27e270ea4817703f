import type { Language } from './languages';
import { localised, same, SHELL_KNOWN_PAGES, type Slugs } from './shell-known-pages';

/**
 * The shop's static pages and their slug in each language (spec §2 "Localised slugs"
 * and the same-slug pages). `route` is the folder under app/[site]/[lang]/ that renders the
 * page; the proxy rewrites the localised slug to it.
 */
export const PAGES = {
  home: SHELL_KNOWN_PAGES.home,
  about: { route: 'about', slugs: localised({ de: 'uber-uns', es: 'nosotros', en: 'about-us', fr: 'a-propos-de-nous', it: 'chi-siamo' }) },
  faq: {
    route: 'faq',
    slugs: localised({
      de: 'haufig-gestellte-fragen',
      es: 'preguntas-frecuentes',
      en: 'frequently-asked-questions',
      fr: 'foire-aux-questions',
      it: 'domande-frequenti',
    }),
  },
  terms: {
    route: 'terms',
    slugs: localised({ de: 'nutzungsbedingungen', es: 'terminos-y-condiciones', en: 'terms-of-use', fr: 'conditions-utilisation', it: 'termini-di-utilizzo' }),
  },
  contact: { route: 'contact', slugs: localised({ de: 'kontakt', es: 'contacto', en: 'contact', fr: 'contacter', it: 'contatti' }) },
  privacy: {
    route: 'privacy',
    slugs: localised({
      de: 'datenschutzbestimmungen-zur-verwendung-von-cookies',
      es: 'politica-privacidad-cookies',
      en: 'privacy-cookies-policy',
      fr: 'politique-confidentialite-et-cookies',
      it: 'informativa-privacy-e-cookies',
    }),
  },
  basket: SHELL_KNOWN_PAGES.basket,
  payment: SHELL_KNOWN_PAGES.payment,
  paymentConfirmed: SHELL_KNOWN_PAGES.paymentConfirmed,
  // "Manage my booking": look up, cancel, change the date. Private (a token opens it): never in the sitemap.
  manageBooking: {
    route: 'manage-booking',
    slugs: localised({ de: 'buchung-verwalten', es: 'gestionar-reserva', en: 'manage-booking', fr: 'gerer-ma-reservation', it: 'gestisci-prenotazione' }),
  },
  // The mobile voucher of the confirmation email (`/{lang}/voucher?token=…`): never in the sitemap.
  voucher: { route: 'voucher', slugs: same('voucher') },
  allDestinations: {
    route: 'all-destinations',
    slugs: localised({ de: 'reiseziele', es: 'destinos', en: 'destinations', fr: 'destinations', it: 'destinazioni' }),
  },
  register: { route: 'register', slugs: localised({ de: 'register', es: 'registro', en: 'register', fr: 'register', it: 'register' }) },
  agentArea: { route: 'agent-area', slugs: same('agent-area') },
  careers: { route: 'careers', slugs: same('careers') },
  covid19News: { route: 'covid19-news', slugs: same('covid19-news') },
  // The travel-health questions of spec §2's dynamic route /{lang}/covid-19-faq.
  covidFaq: { route: 'covid-19-faq', slugs: same('covid-19-faq') },
  deletePersonalData: { route: 'delete-personal-data', slugs: same('delete-personal-data') },
  eventspromos: { route: 'eventspromos', slugs: same('eventspromos') },
  hardRockCafe: { route: 'hard-rock-cafe', slugs: same('hard-rock-cafe') },
  healthCheck: { route: 'health-check', slugs: same('health-check') },
  imagineYourself: { route: 'imagine-yourself', slugs: same('imagine-yourself') },
  login: { route: 'login', slugs: same('login') },
  // The two city slugs of spec §2 lead to the city page, found by its slug like any path without a city id.
  london: { route: 'resolve/london', slugs: same('london') },
  paris: { route: 'resolve/paris', slugs: same('paris') },
  memberArea: SHELL_KNOWN_PAGES.memberArea,
  newsletter: { route: 'newsletter', slugs: same('newsletter') },
  passwordReset: { route: 'password-reset', slugs: same('password-reset') },
  supportChat: { route: 'support-chat', slugs: same('support-chat') },
  travelers: { route: 'travelers', slugs: same('travelers') },
  termsEventspromos: { route: 'terms-and-conditions-eventspromos', slugs: same('terms-and-conditions-eventspromos') },
  // The shop's own: where a failed data load lands (spec §2 /oops/400), and the static page benchmarks compare with.
  oops: { route: 'oops', slugs: same('oops') },
  baseline: { route: 'baseline', slugs: same('baseline') },
} as const satisfies Record<string, { route: string; slugs: Slugs }>;

export type PageKey = keyof typeof PAGES;

/** The city sub-page with a localised slug: /{lang}/{id}/{location}/{slug}. */
export const SERVICE_UPDATE = {
  route: 'service-update',
  slugs: localised({
    de: 'dienste-aktualisierung',
    es: 'avisos-del-servicio',
    en: 'service-update',
    fr: 'services-mise-a-jour',
    it: 'servizi-aggiornament',
  }),
};

/** The path of a static page in a language: `pagePath('fr', 'basket')` → '/fr/panier-achats'. */
export function pagePath(language: Language, page: PageKey): string {
  return `/${language}/${PAGES[page].slugs[language]}`;
}

/** The pages the shell and the islands link to (header, notices, search, basket, areas): their paths travel with the page, not this table (issue 18). */
const SHELL_PAGES = [
  'home',
  'basket',
  'login',
  'register',
  'passwordReset',
  'memberArea',
  'agentArea',
  'supportChat',
  'privacy',
  'terms',
  'contact',
  'allDestinations',
  'travelers',
  'manageBooking',
  'voucher',
] as const satisfies readonly PageKey[];
export type ShellPaths = Record<(typeof SHELL_PAGES)[number], string>;

export function shellPaths(language: Language): ShellPaths {
  return Object.fromEntries(SHELL_PAGES.map((page) => [page, pagePath(language, page)])) as ShellPaths;
}

/** Which page a first path segment names, in which languages, and whether it is the internal route name. */
export interface SlugMatch {
  page: PageKey;
  /** Languages whose slug this is. */
  languages: Language[];
}

const BY_SEGMENT = new Map<string, SlugMatch>();
for (const [page, { route, slugs }] of Object.entries(PAGES) as [PageKey, (typeof PAGES)[PageKey]][]) {
  for (const [language, slug] of Object.entries(slugs) as [Language, string][]) {
    const match = BY_SEGMENT.get(slug) ?? { page, languages: [] };
    match.languages.push(language);
    BY_SEGMENT.set(slug, match);
  }
  if (!BY_SEGMENT.has(route)) BY_SEGMENT.set(route, { page, languages: [] });
}

/** The page a segment is a slug (or internal route name) of, if any. */
export function pageOfSegment(segment: string): SlugMatch | undefined {
  return BY_SEGMENT.get(segment);
}
