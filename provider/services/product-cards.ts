import { and, eq, type SQL } from 'drizzle-orm';
import type { ProductCard } from '../api/contract/products';
import type { RequestContext } from '../api/request-context';
import { locationTranslations, optionUnits, productOptions, products, productTranslations } from '../db/schema';
import { anyOf, preparedRead } from '../db/prepared';
import type { Database } from '../db/types';
import { groupBy } from '../domain/group-by';
import { responseLang } from './hreflangs';
import { memberAmount } from './cart/member-price';
import { mainImages, productImage } from './media';
import { leadUnit, price, retail, savingsPercent } from './money';

interface CardQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
}

/** Products as list cards, in the request's language and currency. */
export async function productCards(db: Database, context: RequestContext, query: CardQuery): Promise<ProductCard[]> {
  const lang = context.language;
  const base = db
    .select({
      id: products.id,
      type: products.type,
      status: products.status,
      locationId: products.locationId,
      durationValue: products.durationValue,
      durationUnit: products.durationUnit,
      vehicle: products.vehicle,
      rating: products.rating,
      reviewCount: products.reviewCount,
      isNew: products.isNew,
      memberDiscountPercent: products.memberDiscountPercent,
      name: productTranslations.name,
      url: productTranslations.slug,
      locationName: locationTranslations.name,
      locationUrl: locationTranslations.slug,
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, lang)))
    .where(query.where)
    .orderBy(...query.orderBy);
  const rows = query.limit === undefined ? await base : await base.limit(query.limit);
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.id);
  const [hreflangs, prices, images] = await Promise.all([productHreflangs(db, ids), fromPrices(db, ids, context), mainImages(db, 'product', rows, lang)]);
  return rows.map((row) => {
    const fromPrice = prices.get(row.id);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      lang: responseLang(lang),
      type: row.type,
      status: row.status,
      locationId: row.locationId,
      locationName: row.locationName,
      locationUrl: row.locationUrl,
      image: images.get(row.id) ?? productImage(row.id, row.name),
      duration: { value: row.durationValue, unit: row.durationUnit },
      vehicle: row.vehicle,
      rating: row.rating,
      reviewCount: row.reviewCount,
      priceFrom: fromPrice?.price ?? null,
      retailFrom: fromPrice?.retail ?? null,
      savingsPercent: savingsPercent(fromPrice?.price ?? null, fromPrice?.retail ?? null),
      // The member price of the same ticket: the teaser beside the public one.
      memberPriceFrom: fromPrice && row.memberDiscountPercent ? memberAmount(fromPrice.price, row.memberDiscountPercent) : null,
      memberDiscountPercent: row.memberDiscountPercent,
      isNew: row.isNew,
      hreflangs: hreflangs.get(row.id) ?? [],
    };
  });
}

/** Spec §3: each language's product slug with its city's slug. */
export async function productHreflangs(db: Database, ids: number[]): Promise<Map<number, ProductCard['hreflangs']>> {
  const rows = await preparedRead(db, 'product_hreflangs', (db) =>
    db
      .select({ productId: productTranslations.productId, lang: productTranslations.lang, urlName: productTranslations.slug, locationName: locationTranslations.slug })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, productTranslations.lang)))
      .where(anyOf(productTranslations.productId, 'ids'))
      .orderBy(productTranslations.productId, productTranslations.lang),
  ).execute({ ids });
  const result = new Map<number, ProductCard['hreflangs']>();
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push({ lang: responseLang(row.lang as RequestContext['language']), locationName: row.locationName, urlName: row.urlName });
    result.set(row.productId, list);
  }
  return result;
}

/** Each product's lowest lead-unit price across its options, and that unit's ticket office price. */
export async function fromPrices(db: Database, ids: number[], context: RequestContext) {
  const units = await preparedRead(db, 'product_from_prices', (db) =>
    db
      .select({
        productId: productOptions.productId,
        optionId: optionUnits.optionId,
        position: optionUnits.position,
        priceEur: optionUnits.priceEur,
        priceGbp: optionUnits.priceGbp,
        priceUsd: optionUnits.priceUsd,
        retailEur: optionUnits.retailEur,
        retailGbp: optionUnits.retailGbp,
        retailUsd: optionUnits.retailUsd,
      })
      .from(optionUnits)
      .innerJoin(productOptions, eq(productOptions.id, optionUnits.optionId))
      .where(anyOf(productOptions.productId, 'ids')),
  ).execute({ ids });
  const byOption = groupBy(units, (unit) => unit.optionId);
  const result = new Map<number, { price: ReturnType<typeof price>; retail: ReturnType<typeof retail> }>();
  for (const optionUnitsOfOne of byOption.values()) {
    const lead = leadUnit(optionUnitsOfOne);
    if (!lead) continue;
    const current = result.get(lead.productId);
    const candidate = price(lead, context.currency);
    if (!current || candidate.amount < current.price.amount) {
      result.set(lead.productId, { price: candidate, retail: retail(lead, context.currency) });
    }
  }
  return result;
}
