import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationReviewPageSchema } from '@/provider/api/contract/content';
import { LocationSchema, MAX_LOCATIONS_LIMIT, TopLocationSlimListSchema } from '@/provider/api/contract/locations';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

async function topSlim(search: string, headers: Record<string, string> = {}) {
  const response = await call(`/api/v2/location/top/slim${search}`, { headers });
  expect(response.status).toBe(200);
  return TopLocationSlimListSchema.parse(await response.json());
}

async function expectBadRequest(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = ErrorSchema.parse(await response.json());
  expect(body.error).toBe('BAD_REQUEST');
  expect(body.message).toContain(field);
}

describe('GET /api/v2/location/top/slim', () => {
  it('lists the top destinations by rank, Paris and London first', async () => {
    const locations = await topSlim('');
    expect(locations.slice(0, 2)).toEqual([
      { id: 41, name: 'Paris', url: 'paris', lang: 'EN' },
      { id: 95, name: 'London', url: 'london', lang: 'EN' },
    ]);
    expect(locations.length).toBeGreaterThanOrEqual(110);
  });

  it('honours the limit', async () => {
    expect(await topSlim('?limit=5')).toHaveLength(5);
    expect(await topSlim('?limit=1')).toHaveLength(1);
  });

  it('answers in the language of the language header, with that language’s slug', async () => {
    const [paris, london] = await topSlim('?limit=2', { 'x-language': 'it' });
    expect(paris).toEqual({ id: 41, name: 'Parigi', url: 'parigi', lang: 'IT' });
    expect(london).toEqual({ id: 95, name: 'Londra', url: 'londra', lang: 'IT' });
    const [, londres] = await topSlim('?limit=2', { 'x-language': 'es' });
    expect(londres).toMatchObject({ name: 'Londres', url: 'londres', lang: 'ES' });
  });

  it('reads US English as English text tagged US, and an unknown language as English', async () => {
    const [us] = await topSlim('?limit=1', { 'x-language': 'us' });
    expect(us).toEqual({ id: 41, name: 'Paris', url: 'paris', lang: 'US' });
    const [unknown] = await topSlim('?limit=1', { 'x-language': 'xx' });
    expect(unknown).toMatchObject({ name: 'Paris', lang: 'EN' });
  });

  it('finds cities by any language’s name, ignoring case and accents, prefix matches first', async () => {
    expect((await topSlim('?query=LOND'))[0]).toMatchObject({ id: 95, name: 'London' });
    expect((await topSlim('?query=londra', { 'x-language': 'de' }))[0]).toMatchObject({ id: 95, name: 'London' });
    expect((await topSlim('?query=seville'))[0]).toMatchObject({ name: 'Seville' });
    expect((await topSlim('?query=s%C3%A9ville', { 'x-language': 'fr' }))[0]).toMatchObject({ name: 'Séville' });
    expect((await topSlim('?query=firenze'))[0]).toMatchObject({ name: 'Florence' });
    // Only names containing the text match.
    const par = await topSlim('?query=par');
    expect(par[0]).toMatchObject({ id: 41 });
    for (const city of par) expect(city.name.toLowerCase()).toMatch(/par/);
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    expect(await topSlim('?query=%25')).toEqual([]);
    expect(await topSlim('?query=_')).toEqual([]);
    expect(await topSlim('?query=%5C')).toEqual([]);
  });

  it('returns an empty list when nothing matches, and treats a blank query as none', async () => {
    expect(await topSlim('?query=atlantis')).toEqual([]);
    expect(await topSlim('?query=%20%20&limit=3')).toHaveLength(3);
  });

  it('rejects a limit that is not a whole number in range with a 400 naming the field', async () => {
    for (const limit of ['abc', '100000', '0', '-1', '2.5', '']) {
      await expectBadRequest(await call(`/api/v2/location/top/slim?limit=${limit}`), 'limit');
    }
    expect(await topSlim(`?limit=${MAX_LOCATIONS_LIMIT}`)).not.toHaveLength(0);
  });

  it('rejects an over-long query and an unknown currency', async () => {
    await expectBadRequest(await call(`/api/v2/location/top/slim?query=${'a'.repeat(101)}`), 'query');
    await expectBadRequest(
      await call('/api/v2/location/top/slim', { headers: { 'x-currency': '9' } }),
      'x-currency',
    );
    expect(await topSlim('?limit=1', { 'x-currency': '2' })).toHaveLength(1);
  });
});

describe('scopes', () => {
  it('lists only the destinations of a site’s scope', async () => {
    const spain = await topSlim('?scope=1762&limit=300');
    expect(spain.length).toBeGreaterThanOrEqual(28);
    expect(spain.map((l) => l.id)).toEqual(expect.arrayContaining([2, 3, 4]));
    expect(spain.map((l) => l.id)).not.toContain(41);
    expect(await topSlim('?scope=41')).toEqual([{ id: 41, name: 'Paris', url: 'paris', lang: 'EN' }]);
    expect((await topSlim('?scope=1980&query=par')).length).toBe(0);
    expect((await call('/api/v2/location/top/slim?scope=77')).status).toBe(404);
  });
});

describe('GET /api/v2/location/{id}/review', () => {
  const reviewsOf = async (search: string, language = 'en') => {
    const response = await call(`/api/v2/location/41/review${search}`, { headers: { 'x-language': language } });
    expect(response.status).toBe(200);
    return LocationReviewPageSchema.parse(await response.json());
  };

  it("gathers the reviews of all the city's products, each naming its product in the page's language", async () => {
    const paris = LocationSchema.parse(await (await call('/api/v2/location/41')).json());
    const page = await reviewsOf('?pageSize=20', 'fr');
    expect(page.total).toBe(paris.reviewCount);
    expect(Object.values(page.distribution).reduce((a, b) => a + b, 0)).toBe(page.total);
    expect(new Set(page.reviews.map((r) => r.productId)).size).toBeGreaterThan(1);
    for (const review of page.reviews) expect(Math.floor(review.productId / 100)).toBe(41);
    const product = await (await call(`/api/v2/product/${page.reviews[0]?.productId}`, { headers: { 'x-language': 'fr' } })).json();
    expect(page.reviews[0]?.productName).toBe(product.name);
  });

  it('gives the city and its products the same rating as their review summaries', async () => {
    for (const id of [41, 95, 2]) {
      const city = LocationSchema.parse(await (await call(`/api/v2/location/${id}`)).json());
      const summary = LocationReviewPageSchema.parse(await (await call(`/api/v2/location/${id}/review?pageSize=1`)).json());
      expect(city.rating, `city ${id}`).toBe(summary.averageRating);
    }
    for (const id of [4101, 9501]) {
      const product = await (await call(`/api/v2/product/${id}`)).json();
      const summary = await (await call(`/api/v2/product/${id}/review?pageSize=1`)).json();
      expect(product.rating, `product ${id}`).toBe(summary.averageRating);
    }
  });

  it('pages without overlap, newest first, and filters by the language written in', async () => {
    const [first, second] = await Promise.all([reviewsOf('?pageSize=5'), reviewsOf('?pageSize=5&page=2')]);
    const ids = [...first.reviews, ...second.reviews].map((r) => r.id);
    expect(new Set(ids).size).toBe(10);
    const dates = [...first.reviews, ...second.reviews].map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const german = await reviewsOf('?lang=de');
    expect(german.reviews.every((r) => r.lang === 'de')).toBe(true);
    expect(german.total).toBeLessThan(first.total);
  });
});

describe('GET /api/v2/href', () => {
  const alternates = async (url: string, language = 'en') => {
    const response = await call(`/api/v2/href?url=${encodeURIComponent(url)}`, { headers: { 'x-language': language } });
    return { status: response.status, body: await response.json() };
  };

  it('reads a city sub-page (/all, /seats…) as its city, with or without the id', async () => {
    for (const url of ['/it/41/parigi/all', '/it/parigi/seats', '/fr/londres/terms-and-conditions']) {
      const { status, body } = await alternates(url);
      expect(status, url).toBe(200);
      expect(body).toMatchObject({ type: 'location', productId: null });
    }
    expect((await alternates('/it/parigi/all')).body.canonical).toBe('/it/41/parigi');
  });

  it('finds a product by its id under a city named by slug, and refuses a product of another city', async () => {
    const { body } = await alternates('/fr/paris/4101/anything');
    expect(body).toMatchObject({ type: 'product', locationId: 41, productId: 4101 });
    expect(body.canonical).toMatch(/^\/fr\/41\/paris\/4101\/[a-z0-9-]+$/);
    expect((await alternates('/en/95/london/4101/anything')).status).toBe(404);
  });
});
