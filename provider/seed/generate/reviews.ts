import type { ContentLanguage } from '../../api/contract/languages';
import { addDays } from '../../domain/dates';
import { randomFor, type Random } from '../random';
import { TEXTS } from '../texts';
import type { ProductPlan } from './product-plans';
import type { CatalogueRows } from './rows';

type ReviewLanguage = Exclude<ContentLanguage, 'us'>;
const REVIEW_LANGUAGES: ReviewLanguage[] = ['en', 'es', 'fr', 'de', 'it'];
const BASE_WEIGHTS = [40, 18, 14, 14, 14];

/** Travellers write in the local language more often where it is spoken. */
const LOCAL: Record<string, ReviewLanguage> = {
  ES: 'es', MX: 'es', AR: 'es', PE: 'es', CO: 'es', CL: 'es', FR: 'fr', BE: 'fr', DE: 'de', AT: 'de', CH: 'de', IT: 'it',
};

/** Reviews for every product, more for popular ones; returns them with each product's average and count. */
export function reviewRows(plans: ProductPlan[], anchor: string) {
  const reviews: CatalogueRows['reviews'] = [];
  const summaries = new Map<number, { rating: number; reviewCount: number }>();
  for (const plan of plans) {
    const random = randomFor('reviews', plan.id);
    const count = Math.round((16 + 160 / Math.sqrt(plan.city.seed.topRank) / plan.cityRank ** 0.6) * random.float(0.7, 1.3));
    // Some products are simply better liked than others.
    const quality = random.pick([
      [1, 2, 6, 25, 66],
      [2, 4, 9, 27, 58],
      [4, 7, 14, 30, 45],
    ]);
    const local = LOCAL[plan.city.seed.country];
    const weights = REVIEW_LANGUAGES.map((lang, i) => (BASE_WEIGHTS[i] ?? 0) + (lang === local ? 40 : 0));
    let total = 0;
    for (let i = 0; i < count; i++) {
      const lang = REVIEW_LANGUAGES[random.weighted(weights)] ?? 'en';
      const rating = random.weighted(quality) + 1;
      total += rating;
      reviews.push({
        id: reviews.length + 1,
        productId: plan.id,
        locationId: plan.city.seed.id,
        lang,
        ...review(plan, lang, rating, random),
        rating,
        publishedOn: addDays(anchor, -random.int(1, 900)),
        verified: random.chance(0.85),
      });
    }
    summaries.set(plan.id, { rating: count ? Math.round((total / count) * 10) / 10 : 0, reviewCount: count });
  }
  return { reviews, summaries };
}

function review(plan: ProductPlan, lang: ReviewLanguage, rating: number, random: Random) {
  const texts = TEXTS[lang].reviews;
  const band = rating - 1;
  const typeName = TEXTS[lang].productTypes[plan.type];
  const context = {
    city: plan.city.names[lang],
    sight: random.pick(plan.stops).names[lang],
    // German capitalises nouns; elsewhere a type name mid-sentence starts lower-case.
    product: lang === 'de' ? typeName : typeName.charAt(0).toLowerCase() + typeName.slice(1),
  };
  const parts = [
    random.pick(texts.openings[band] ?? [])(context),
    random.pick(texts.details[band] ?? [])(context),
    ...(random.chance(0.5) ? [random.pick(texts.details[band] ?? [])(context)] : []),
    random.pick(texts.closings[band] ?? []),
  ];
  const country = texts.countries[Math.min(random.weighted(texts.countries.map((_, i) => 1 / (i + 1))), texts.countries.length - 1)];
  return {
    author: `${random.pick(texts.firstNames)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
    countryCode: country ?? 'GB',
    title: random.pick(texts.titles[band] ?? []),
    body: [...new Set(parts)].join(' '),
  };
}
