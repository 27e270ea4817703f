import { CONTENT_LANGUAGES, type LocalisedText } from '../../api/contract/languages';
import { UNIT_TYPES } from '../../domain/catalogue';
import { COUNTRIES } from '../data/places';
import { TEXTS } from '../texts';
import { contentRows } from './content';
import { couponRows } from './coupons';
import { generateGeography, planCities } from './geography';
import { inventoryRows } from './inventory';
import { localiseNames } from './localise';
import { mediaRows } from './media';
import { memberDiscountPercent } from './member-prices';
import { optionRows } from './options';
import { partnerOfferRows } from './partner-offers';
import { planProducts } from './product-plans';
import { productRows } from './products';
import { reviewRows } from './reviews';
import type { CatalogueRows } from './rows';

/** Bump when the generator's output changes: databases seeded by an older version are re-seeded. */
export const SEED_VERSION = '7';

/**
 * The whole demo catalogue as rows. Deterministic: the same anchor date gives the
 * same rows. Dates (availability, sales, reviews) are laid out around the anchor.
 */
export function generateCatalogue(anchor: string): CatalogueRows {
  const cities = planCities();
  const plans = planProducts(cities);
  const geography = generateGeography(cities);
  const products = productRows(plans);
  const options = optionRows(plans, anchor);
  const { reviews, summaries } = reviewRows(plans, anchor);

  // Popularity: the most reviewed products lead the top list.
  const ranked = [...products.products].sort(
    (a, b) => (summaries.get(b.id)?.reviewCount ?? 0) - (summaries.get(a.id)?.reviewCount ?? 0) || a.id - b.id,
  );
  const topRank = new Map(ranked.map((product, index) => [product.id, index + 1]));
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  for (const product of products.products) {
    Object.assign(product, summaries.get(product.id), { topRank: topRank.get(product.id) ?? null, memberDiscountPercent: memberDiscountPercent(planOf.get(product.id)!) });
  }

  const country = (iso: string) => {
    const found = COUNTRIES.find((c) => c.isoCode === iso);
    if (!found) throw new Error(`The seed needs country ${iso}`);
    return localiseNames(found.names);
  };

  return {
    ...geography,
    ...products,
    ...options,
    unitTypeNames: UNIT_TYPES.flatMap((unitType) => CONTENT_LANGUAGES.map((lang) => ({ unitType, lang, name: TEXTS[lang].unitTypes[unitType] }))),
    inventoryAllocations: inventoryRows(options, anchor),
    reviews,
    ...contentRows(cities, plans, { spain: country('ES'), portugal: country('PT') }, anchor),
    coupons: couponRows(anchor),
    ...partnerOfferRows(cities),
    ...mediaRows(cities, plans, productNamesOf(products.productTranslations)),
    catalogueMeta: [
      { key: 'seed_version', value: SEED_VERSION },
      { key: 'seed_anchor', value: anchor },
    ],
  };
}

/** Each product's name in every language, from its translation rows. */
function productNamesOf(translations: CatalogueRows['productTranslations']): Map<number, LocalisedText> {
  const names = new Map<number, LocalisedText>();
  for (const row of translations) names.set(row.productId, { ...names.get(row.productId), [row.lang]: row.name } as LocalisedText);
  return names;
}
