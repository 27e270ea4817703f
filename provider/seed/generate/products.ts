import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/contract/languages';
import { toSlug } from '../../domain/slug';
import { TEXTS } from '../texts';
import type { ProductContext } from '../texts/types';
import type { ProductPlan } from './product-plans';
import { nearbyRadiusKm } from './sales-conditions';
import type { CatalogueRows } from './rows';

type ProductRows = Pick<CatalogueRows, 'products' | 'productTranslations' | 'productStops'>;

export function productRows(plans: ProductPlan[]): ProductRows {
  const takenSlugs = new Map<ContentLanguage, Set<string>>(CONTENT_LANGUAGES.map((lang) => [lang, new Set()]));
  return {
    products: plans.map((plan) => ({
      id: plan.id,
      locationId: plan.city.seed.id,
      type: plan.type,
      status: plan.status,
      cityRank: plan.cityRank,
      topRank: null,
      durationValue: plan.durationValue,
      durationUnit: plan.durationUnit,
      vehicle: plan.vehicle,
      liveGuideLanguages: plan.liveGuides,
      audioGuideLanguages: plan.audioGuides,
      loops: plan.loops,
      frequencyMinutes: plan.frequencyMinutes,
      firstDeparture: plan.firstDeparture,
      lastDeparture: plan.lastDeparture,
      voucherValidityMonths: plan.voucherMonths,
      voucherType: plan.voucherType,
      studentCardRequired: plan.options.some((o) => o.units.some((u) => u.type === 'student')),
      meetingLandmarkId: (plan.stops[0] ?? plan.headline).id,
      isNew: plan.isNew,
      routeColor: plan.routeColor,
      nearbyRadiusKm: nearbyRadiusKm(plan),
    })),
    productTranslations: plans.flatMap((plan) =>
      CONTENT_LANGUAGES.map((lang) => {
        const name = productName(plan, lang);
        return { ...productTexts(plan, lang), productId: plan.id, lang, name, slug: uniqueSlug(name, takenSlugs.get(lang)!) };
      }),
    ),
    productStops: plans.flatMap((plan) =>
      plan.stops.map((stop, index) => ({
        productId: plan.id,
        position: index + 1,
        landmarkId: stop.id,
        isMain: plan.mainStops.has(stop.id),
        arrivalMinutes: plan.arrivalMinutes[index] ?? 0,
      })),
    ),
  };
}

export function productName(plan: ProductPlan, lang: ContentLanguage): string {
  const patterns = TEXTS[lang].productNames[plan.type];
  const pattern = patterns[plan.nameVariant % patterns.length];
  if (!pattern) throw new Error(`No ${lang} name pattern for ${plan.type}`);
  return pattern({ city: plan.city.names[lang], landmark: plan.headline.names[lang] });
}

export function productContext(plan: ProductPlan, lang: ContentLanguage): ProductContext {
  const texts = TEXTS[lang];
  const stops = plan.stops.map((s) => s.names[lang]);
  const main = plan.stops.filter((s) => plan.mainStops.has(s.id)).map((s) => s.names[lang]);
  return {
    city: plan.city.names[lang],
    country: plan.city.countryNames[lang],
    stops,
    highlights: plan.type === 'attraction' || plan.type === 'combo' ? [plan.headline.names[lang], ...main.slice(1)] : main,
    meetingPoint: stops[0] ?? plan.city.names[lang],
    durationMinutes: plan.durationUnit === 'hour' ? plan.durationValue * 60 : plan.durationUnit === 'day' ? plan.durationValue * 1440 : plan.durationValue,
    loopMinutes: plan.loopMinutes,
    frequencyMinutes: plan.frequencyMinutes,
    firstDeparture: plan.firstDeparture,
    lastDeparture: plan.lastDeparture,
    validityHours: plan.options[0]?.validityHours ?? null,
    voucherMonths: plan.voucherMonths,
    liveGuides: plan.liveGuides.map((code) => texts.common.languages[code]),
    audioGuideCount: plan.audioGuides.length,
    studentCardRequired: plan.options.some((o) => o.units.some((u) => u.type === 'student')),
    minPassengers: plan.options[0]?.minPassengers ?? 1,
  };
}

function productTexts(plan: ProductPlan, lang: ContentLanguage) {
  const texts = TEXTS[lang];
  const sections = texts.product[plan.type];
  const context = productContext(plan, lang);
  const meetingStop = context.meetingPoint;
  const announcement = plan.announcement === null ? undefined : texts.common.importantAnnouncements[plan.announcement];
  return {
    overview: sections.overview(context),
    highlights: sections.highlights(context),
    included: sections.included(context),
    knowBeforeYouGo: [
      ...sections.knowBeforeYouGo(context),
      ...texts.common.knowBeforeYouGo({
        voucherMonths: plan.voucherMonths,
        studentCardRequired: context.studentCardRequired,
        minPassengers: context.minPassengers,
      }),
    ],
    routeDescription: sections.route(context),
    schedule: sections.schedule(context),
    cancellationPolicy: texts.common.cancellationPolicy,
    meetingPoint: texts.common.meetingPoint({ place: meetingStop, city: context.city }),
    cruisePassengerInfo: plan.cruiseInfo ? texts.common.cruisePassengerInfo({ city: context.city, stop: meetingStop }) : null,
    importantAnnouncement: announcement ? announcement({ city: context.city, stop: context.stops.at(-1) ?? meetingStop }) : null,
  };
}

/** The name's slug, suffixed when another product of the language already has it. */
function uniqueSlug(name: string, taken: Set<string>): string {
  const slug = toSlug(name);
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}
