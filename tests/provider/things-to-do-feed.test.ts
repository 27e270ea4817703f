import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/feeds/things-to-do/[site]/[file]/route';
import { getLocationProducts, getProduct } from '@/lib/api/catalogue';
import { createInProcessAdapter } from '@/lib/api/in-process-adapter';
import { thingsToDoFeedSchema, type ThingsToDoFeed } from '@/lib/feeds/things-to-do-schema';
import { googleMoney, thingsToDoFeed } from '@/lib/feeds/things-to-do';
import { SITES } from '@/sites';
import fr from '@/messages/fr.json';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

/** The route's client talks to this file's provider. */
const current = vi.hoisted(() => ({ fetch: null as ((request: Request) => Response | Promise<Response>) | null }));
vi.mock('@/lib/api/http', async () => {
  const { createInProcessAdapter: adapter } = await import('@/lib/api/in-process-adapter');
  return { http: axios.create({ baseURL: 'http://provider.in-process/api/v2', adapter: adapter(async () => (request) => current.fetch!(request)) }) };
});

let database: TestDatabase;
const client = axios.create({ baseURL: 'http://provider.in-process/api/v2', adapter: createInProcessAdapter(async () => (request) => current.fetch!(request)) });
const NOW = new Date('2026-05-04T08:00:00Z');
let paris: ThingsToDoFeed;

beforeAll(async () => {
  database = await createTestDatabase();
  const provider = providerOn(database.handle);
  current.fetch = (request) => provider.app.fetch(request);
  paris = await thingsToDoFeed(client, { site: SITES.paris, language: 'fr', operatorName: fr.sites.paris.name, now: NOW });
});
afterAll(() => database.dispose());

function feedRequest(site: string, file: string) {
  return GET(new Request(`https://shop.test/feeds/things-to-do/${site}/${file}`), { params: Promise.resolve({ site, file }) });
}

describe('the "Things to do" feed', () => {
  it('has every field Google requires of an operator-direct listing, in every product and option', () => {
    const parsed = thingsToDoFeedSchema(SITES.paris.origin).safeParse(paris);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(paris.feed_metadata).toEqual({ shard_id: 0, total_shards_count: 1, processing_instruction: 'PROCESS_AS_SNAPSHOT', nonce: NOW.getTime() / 1000 });
  });

  it('lists each product on sale in the site’s scope, titled in the feed’s language and linked to its page there', async () => {
    const cards = await getLocationProducts(client, 41, { language: 'fr' });
    if (!cards.ok) throw new Error(cards.error.message);
    const onSale = cards.data.filter((card) => card.status === 'active');
    expect(paris.products.map((p) => p.id).sort()).toEqual(onSale.map((card) => String(card.id)).sort());
    for (const card of onSale) {
      const product = paris.products.find((p) => p.id === String(card.id))!;
      expect(product.title.localized_texts).toEqual([{ language_code: 'fr', text: card.name }]);
      expect(product.operator.name.localized_texts[0]!.text).toBe(fr.sites.paris.name);
      for (const option of product.options) expect(option.landing_page.url).toBe(`https://paris.opentoptours.example/fr/41/${card.locationUrl}/${card.id}/${card.url}`);
    }
  });

  it('prices each option at its adult ticket in the site’s first currency, in units and nanos, with its cancellation terms', async () => {
    const product = await getProduct(client, 4103, { language: 'fr', currency: 1 });
    if (!product.ok) throw new Error(product.error.message);
    const listed = paris.products.find((p) => p.id === '4103')!;
    for (const option of product.data.options) {
      const adult = option.units.find((unit) => unit.type === 'adult')!;
      const entry = listed.options.find((o) => o.id === String(option.id))!;
      expect(entry.price_options[0]!.price).toEqual({
        currency_code: 'EUR',
        units: Math.floor(adult.price.amount / 100),
        nanos: (adult.price.amount % 100) * 10_000_000,
      });
      expect(entry.price_options[0]!.title).toBe(adult.name);
      expect(entry.meeting_point?.location.place_info).toEqual({ name: product.data.meetingPoint.name, ...product.data.meetingPoint.coordinates });
    }
    // The reference ticket (option 41031) is on the standard terms: free cancellation up to 24 hours before.
    expect(listed.options.find((o) => o.id === '41031')!.cancellation_policy.refund_conditions).toEqual([{ min_duration_before_start_time_sec: 86_400, refund_percent: 100 }]);
    expect(listed.related_media?.every((media) => media.url.startsWith('https://paris.opentoptours.example/'))).toBe(true);
  });

  it('writes money as Google reads it', () => {
    expect(googleMoney({ amount: 2450, currency: 'GBP' })).toEqual({ currency_code: 'GBP', units: 24, nanos: 500_000_000 });
    expect(googleMoney({ amount: 7, currency: 'USD' })).toEqual({ currency_code: 'USD', units: 0, nanos: 70_000_000 });
  });

  it('is served per site and language, in the site’s currency and kept in caches', async () => {
    const response = await feedRequest('london', 'en.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toContain('s-maxage=86400');
    const feed = thingsToDoFeedSchema(SITES.london.origin).parse(await response.json());
    expect(feed.products.length).toBeGreaterThan(0);
    expect(new Set(feed.products.flatMap((p) => p.options.map((o) => o.price_options[0]!.price.currency_code)))).toEqual(new Set(['GBP']));
  });

  it.each([
    ['nowhere', 'en.json'],
    ['paris', 'de.json'],
    ['london', 'xx.json'],
    ['paris', 'fr.xml'],
    ['paris', 'fr'],
  ])('answers 404 for %s/%s', async (site, file) => {
    const response = await feedRequest(site, file);
    expect(response.status).toBe(404);
  });
});
