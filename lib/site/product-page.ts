import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import type { Money } from '@/provider/api/contract/common';
import type { Product } from '@/provider/api/contract/products';
import { getProduct } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { fromPriceOf, inEveryCurrency, type FromPrice, type InEveryCurrency } from '@/lib/api/prices';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import { locationPath, productPath } from '@/lib/i18n/paths';
import { foundOrOops, idOrNotFound } from './load';
import { pageContext } from './page-context';

/** The route of a product page: `/{site}/{lang}/{id}/{location}/{product}/{slug}`. */
export interface ProductRouteParams {
  params: Promise<{ site: string; lang: string; id: string; location: string; product: string; slug?: string }>;
}

/** A passenger type's price in every currency. */
export type UnitPrices = InEveryCurrency<{ price: Money; retail: Money | null }>;

/**
 * The product a page is about, in every currency, and the page's context. A product of
 * another city is a 404 (its id does not match the address); a slug that is not the
 * product's (or its city's) slug in the page's language redirects to the right address.
 */
export const loadProductPage = cache(async (site: string, lang: string, id: string, city: string, productId: string, slug: string | undefined) => {
  const context = await pageContext({ params: Promise.resolve({ site, lang }) });
  const locationId = idOrNotFound(id);
  const byCurrency = foundOrOops(
    await inEveryCurrency((api) => getProduct(http, idOrNotFound(productId), api), context.api),
    `Product ${productId}`,
  );
  const product = byCurrency[1];
  if (product.locationId !== locationId) notFound();
  const canonical = productPath(context.language, product.locationId, product.locationUrl, product.id, product.url);
  if (decode(city) !== product.locationUrl || slug === undefined || decode(slug) !== product.url) permanentRedirect(canonical);
  return {
    ...context,
    product,
    canonical,
    cityHref: locationPath(context.language, product.locationId, product.locationUrl),
    prices: fromPrices(byCurrency),
    unitPrices: unitPrices(byCurrency),
  };
});

export async function productPage({ params }: ProductRouteParams) {
  const { site, lang, id, location, product, slug } = await params;
  return loadProductPage(site, lang, id, location, product, slug);
}

/** The product's from-price (and member price, when it has one) in each currency. */
function fromPrices(byCurrency: InEveryCurrency<Product>): InEveryCurrency<FromPrice> {
  return fromPriceOf({ 1: [byCurrency[1]], 2: [byCurrency[2]], 3: [byCurrency[3]] }, byCurrency[1].id);
}

/** Prices of each option's passenger types, keyed `{optionId}:{unitType}`. */
function unitPrices(byCurrency: InEveryCurrency<Product>): Map<string, UnitPrices> {
  const prices = new Map<string, UnitPrices>();
  for (const option of byCurrency[1].options) {
    for (const unit of option.units) {
      const key = `${option.id}:${unit.type}`;
      const entry = Object.fromEntries(
        CURRENCY_IDS_IN_ORDER.map((c) => {
          const match = byCurrency[c].options.find((o) => o.id === option.id)?.units.find((u) => u.type === unit.type);
          return [c, { price: match?.price ?? unit.price, retail: match?.retail ?? null }];
        }),
      ) as UnitPrices;
      prices.set(key, entry);
    }
  }
  return prices;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
