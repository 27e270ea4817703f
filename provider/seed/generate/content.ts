import { CONTENT_LANGUAGES, type LocalisedText } from '../../api/contract/languages';
import { SCOPES } from '../../domain/catalogue';
import { addDays } from '../../domain/dates';
import { randomFor } from '../random';
import { TEXTS } from '../texts';
import type { QuestionAnswer } from '../texts/types';
import type { CityPlan } from './geography';
import type { ProductPlan } from './product-plans';
import { productContext, productName } from './products';
import type { CatalogueRows } from './rows';

type ContentRows = Pick<
  CatalogueRows,
  | 'faqs'
  | 'faqTranslations'
  | 'serviceUpdates'
  | 'serviceUpdateTranslations'
  | 'healthNotifications'
  | 'healthNotificationTranslations'
  | 'termsSections'
  | 'termsSectionTranslations'
>;

export function contentRows(cities: CityPlan[], plans: ProductPlan[], countryNames: { spain: LocalisedText; portugal: LocalisedText }, anchor: string): ContentRows {
  const rows: ContentRows = {
    faqs: [],
    faqTranslations: [],
    serviceUpdates: [],
    serviceUpdateTranslations: [],
    healthNotifications: [],
    healthNotificationTranslations: [],
    termsSections: [],
    termsSectionTranslations: [],
  };

  const addFaqs = (owner: { scopeId: number } | { productId: number }, build: (lang: (typeof CONTENT_LANGUAGES)[number]) => QuestionAnswer[]) => {
    const perLanguage = CONTENT_LANGUAGES.map((lang) => [lang, build(lang)] as const);
    const count = perLanguage[0]?.[1].length ?? 0;
    for (let i = 0; i < count; i++) {
      const id = rows.faqs.length + 1;
      rows.faqs.push({ id, position: i + 1, scopeId: null, productId: null, ...owner });
      for (const [lang, items] of perLanguage) {
        const item = items[i];
        if (item) rows.faqTranslations.push({ faqId: id, lang, ...item });
      }
    }
  };

  const paris = cities.find((c) => c.seed.id === 41);
  const london = cities.find((c) => c.seed.id === 95);
  addFaqs({ scopeId: SCOPES.worldwide }, (lang) => TEXTS[lang].faqsGeneral);
  addFaqs({ scopeId: SCOPES.spain }, (lang) => TEXTS[lang].faqsScope({ place: countryNames.spain[lang] }));
  addFaqs({ scopeId: SCOPES.portugal }, (lang) => TEXTS[lang].faqsScope({ place: countryNames.portugal[lang] }));
  if (paris) addFaqs({ scopeId: SCOPES.paris }, (lang) => TEXTS[lang].faqsScope({ place: paris.names[lang] }));
  if (london) addFaqs({ scopeId: SCOPES.london }, (lang) => TEXTS[lang].faqsScope({ place: london.names[lang] }));
  for (const plan of plans) {
    addFaqs({ productId: plan.id }, (lang) => {
      const context = productContext(plan, lang);
      return TEXTS[lang].faqsProduct({
        product: productName(plan, lang),
        city: context.city,
        meetingPoint: context.meetingPoint,
        voucherMonths: plan.voucherMonths,
        durationMinutes: plan.type === 'hop_on_hop_off' ? plan.loopMinutes : context.durationMinutes,
        hopOnHopOff: plan.type === 'hop_on_hop_off',
      });
    });
  }

  for (const city of cities) {
    const random = randomFor('service-updates', city.seed.id);
    if (!random.chance(0.3)) continue;
    const templates = random.sample(TEXTS.en.serviceUpdates.map((_, i) => i), random.int(1, 2));
    for (const index of templates) {
      const id = rows.serviceUpdates.length + 1;
      const landmark = random.pick(city.landmarks);
      const first = TEXTS.en.serviceUpdates[index]?.({ city: '', landmark: '' });
      const startsOn = addDays(anchor, -random.int(0, 10));
      rows.serviceUpdates.push({
        id,
        locationId: city.seed.id,
        severity: first?.severity ?? 'info',
        startsOn,
        endsOn: first?.severity === 'info' ? null : addDays(anchor, random.int(7, 40)),
      });
      for (const lang of CONTENT_LANGUAGES) {
        const update = TEXTS[lang].serviceUpdates[index]?.({ city: city.names[lang], landmark: landmark.names[lang] });
        if (update) rows.serviceUpdateTranslations.push({ serviceUpdateId: id, lang, title: update.title, body: update.body });
      }
    }
  }

  TEXTS.en.healthNotifications.forEach((_, i) => {
    rows.healthNotifications.push({ id: i + 1, position: i + 1, publishedOn: addDays(anchor, -30 * (i + 1)) });
    for (const lang of CONTENT_LANGUAGES) {
      const item = TEXTS[lang].healthNotifications[i];
      if (item) rows.healthNotificationTranslations.push({ notificationId: i + 1, lang, ...item });
    }
  });

  TEXTS.en.terms.forEach((_, i) => {
    rows.termsSections.push({ id: i + 1, position: i + 1 });
    for (const lang of CONTENT_LANGUAGES) {
      const section = TEXTS[lang].terms[i];
      if (section) rows.termsSectionTranslations.push({ sectionId: i + 1, lang, ...section });
    }
  });
  return rows;
}
