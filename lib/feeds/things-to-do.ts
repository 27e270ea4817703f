import 'server-only';
import type { AxiosInstance } from 'axios';
import { getLocationProducts, getProduct } from '@/lib/api/catalogue';
import type { ApiContext } from '@/lib/api/context';
import { getTopLocations } from '@/lib/api/locations';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { productPath } from '@/lib/i18n/paths';
import { ALL_DESTINATIONS_LIMIT } from '@/lib/ui/constants';
import type { Money } from '@/provider/api/contract/common';
import type { Product } from '@/provider/api/contract/products';
import type { SiteConfig } from '@/sites';
import type { ThingsToDoFeed, ThingsToDoOption, ThingsToDoProduct } from './things-to-do-schema';

/** How many provider calls run at once while the feed is built. */
const BATCH = 8;
/** Google reads up to this many related places per option; a tour's best-known sights come first. */
const RELATED_LOCATIONS = 10;
const SECONDS = { minute: 60, hour: 3600, day: 86_400 } as const;

export interface ThingsToDoInput {
  site: SiteConfig;
  language: Language;
  /** The site's name in the language, as the operator Google shows. */
  operatorName: string;
  now: Date;
}

/**
 * Google's "Things to do" product feed for one site and language: every product on sale in
 * the site's scope, each option with its page on the site, its adult price in the site's
 * first currency, its cancellation terms and meeting point. One shard, sent as a snapshot.
 */
export async function thingsToDoFeed(client: AxiosInstance, input: ThingsToDoInput): Promise<ThingsToDoFeed> {
  const { site, language, now } = input;
  const context: ApiContext = { language, currency: site.currencies[0] };
  const cities = await getTopLocations(client, { limit: ALL_DESTINATIONS_LIMIT, scope: site.scopeId }, context);
  if (!cities.ok) throw new Error(`Things to do feed: destinations failed: ${cities.error.message}`);
  const productIds = (
    await inBatches(cities.data, async (city) => {
      const cards = await getLocationProducts(client, city.id, context);
      if (!cards.ok) throw new Error(`Things to do feed: products of city ${city.id} failed: ${cards.error.message}`);
      return cards.data.filter((card) => card.status === 'active').map((card) => card.id);
    })
  ).flat();
  const products = await inBatches(productIds, async (id) => {
    const product = await getProduct(client, id, context);
    if (!product.ok) throw new Error(`Things to do feed: product ${id} failed: ${product.error.message}`);
    return feedProduct(product.data, input);
  });
  return {
    feed_metadata: { shard_id: 0, total_shards_count: 1, processing_instruction: 'PROCESS_AS_SNAPSHOT', nonce: Math.floor(now.getTime() / 1000) },
    products: products.filter((product): product is ThingsToDoProduct => product !== null),
  };
}

/** A product as the feed lists it, or null when none of its options has a price to show. */
export function feedProduct(product: Product, { site, language, operatorName }: ThingsToDoInput): ThingsToDoProduct | null {
  const texts = localizedIn(language);
  const landingPage = { url: `${site.origin}${productPath(language, product.locationId, product.locationUrl, product.id, product.url)}` };
  const options = product.options.flatMap((option): ThingsToDoOption[] => {
    const unit = option.units.find((u) => u.type === 'adult') ?? [...option.units].sort((a, b) => a.price.amount - b.price.amount)[0];
    if (!unit) return [];
    const { cancellation } = option;
    return [
      {
        id: String(option.id),
        title: texts(option.name),
        ...(option.description.trim() ? { description: texts(option.description) } : {}),
        landing_page: landingPage,
        cancellation_policy: {
          refund_conditions: cancellation.refundable ? [{ min_duration_before_start_time_sec: cancellation.cutoffMinutes * 60, refund_percent: cancellation.refundPercent }] : [],
        },
        price_options: [{ id: `${option.id}-${unit.type}`, title: unit.name, price: googleMoney(unit.price) }],
        meeting_point: {
          location: { place_info: { name: product.meetingPoint.name, ...product.meetingPoint.coordinates } },
          ...(product.meetingPoint.text.trim() ? { description: texts(product.meetingPoint.text) } : {}),
        },
        related_locations: product.pointsOfInterest.slice(0, RELATED_LOCATIONS).map((place) => ({
          location: { location: { place_info: { name: place.name, ...place.coordinates } } },
          relation_type: 'RELATION_TYPE_RELATED_NO_ADMISSION' as const,
        })),
        duration_sec: option.duration.value * SECONDS[option.duration.unit],
      },
    ];
  });
  if (options.length === 0) return null;
  const features = [
    ...product.highlights.map((value) => ['TEXT_FEATURE_HIGHLIGHT', value] as const),
    ...product.included.map((value) => ['TEXT_FEATURE_INCLUSION', value] as const),
    ...product.knowBeforeYouGo.map((value) => ['TEXT_FEATURE_MUST_KNOW', value] as const),
  ].filter(([, value]) => value.trim());
  return {
    id: String(product.id),
    title: texts(product.name),
    description: texts(product.overview.trim() || product.name),
    product_features: features.map(([feature_type, value]) => ({ feature_type, value: texts(value) })),
    ...(product.reviewCount > 0 ? { rating: { average_value: product.rating, rating_count: product.reviewCount } } : {}),
    related_media: product.images.map((image) => ({ url: new URL(image.url, site.origin).href, type: 'MEDIA_TYPE_PHOTO' as const })),
    use_media_order: true,
    options,
    operator: { name: texts(operatorName), phone_number: site.contact.phone },
    inventory_type: 'INVENTORY_TYPE_OPERATOR_DIRECT',
    confirmation_type: 'CONFIRMATION_TYPE_INSTANT',
  };
}

/** Minor units (cents, pence) as Google's Money: whole units and nanos. */
export function googleMoney({ amount, currency }: Money) {
  return { currency_code: currency, units: Math.floor(amount / 100), nanos: (amount % 100) * 10_000_000 };
}

function localizedIn(language: Language) {
  const languageCode = LANGUAGES[language].htmlLang;
  return (text: string) => ({ localized_texts: [{ language_code: languageCode, text }] });
}

async function inBatches<T, R>(items: T[], load: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) results.push(...(await Promise.all(items.slice(i, i + BATCH).map(load))));
  return results;
}
