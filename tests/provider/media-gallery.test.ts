import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@/provider/api/contract/languages';
import { LocationAboutSchema, LocationSchema } from '@/provider/api/contract/locations';
import { ProductSchema } from '@/provider/api/contract/products';
import { locations, mediaImages, products } from '@/provider/db/schema';
import type { Database } from '@/provider/db/types';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let db: Database;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

const json = async (path: string, language = 'en') => (await call(path, { headers: { 'x-language': language } })).json();

async function productOfType(type: (typeof products.$inferSelect)['type']) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.type, type)).orderBy(asc(products.id)).limit(1);
  if (!row) throw new Error(`The seed has no ${type} product`);
  return row.id;
}

describe('the seeded galleries', () => {
  it('give every city three pictures and every product three or four, numbered from 1, described in every language', async () => {
    const [cities, allProducts, images] = await Promise.all([
      db.select({ id: locations.id }).from(locations),
      db.select({ id: products.id, type: products.type }).from(products),
      db.select().from(mediaImages).orderBy(asc(mediaImages.ownerKind), asc(mediaImages.ownerId), asc(mediaImages.position)),
    ]);
    const positionsOf = (kind: string, id: number) => images.filter((i) => i.ownerKind === kind && i.ownerId === id).map((i) => i.position);
    for (const city of cities) expect(positionsOf('location', city.id)).toEqual([1, 2, 3]);
    for (const product of allProducts) {
      const busTour = ['hop_on_hop_off', 'bus_boat', 'combo'].includes(product.type);
      expect(positionsOf('product', product.id)).toEqual(busTour ? [1, 2, 3, 4] : [1, 2, 3]);
    }
    for (const image of images) {
      for (const lang of CONTENT_LANGUAGES) expect(image.alt[lang]?.length ?? 0).toBeGreaterThan(10);
    }
  });

  it('describe Paris by its landmark, in each language', async () => {
    const paris = LocationSchema.parse(await json('/api/v2/location/41', 'fr'));
    expect(paris.images[0]?.alt).toBe('Paris\u00a0: la tour Eiffel et les toits de la ville');
    const rome = LocationSchema.parse(await json('/api/v2/location/30', 'de'));
    expect(rome.images[0]?.alt).toBe('Rom: das Kolosseum und die Dächer der Stadt');
  });

  it('serve every picture they point at, and the cards show the first one', async () => {
    const productId = await productOfType('hop_on_hop_off');
    const product = ProductSchema.parse(await json(`/api/v2/product/${productId}`));
    const paris = LocationSchema.parse(await json('/api/v2/location/41'));
    expect(paris.images.map((i) => i.url)).toEqual(['/api/v2/media/location/41.svg', '/api/v2/media/location/41-2.svg', '/api/v2/media/location/41-3.svg']);
    expect(paris.image).toEqual(paris.images[0]);
    expect(product.image).toEqual(product.images[0]);
    expect(product.images[1]?.url).toBe(`/api/v2/media/location/${product.locationId}.svg`);
    for (const image of [...paris.images, ...product.images]) {
      const response = await call(image.url);
      expect(response.status, image.url).toBe(200);
      expect(await response.text()).toMatch(/^<svg[^>]+viewBox="0 0 1200 800"/);
    }
  });
});

describe("an operator's own pictures", () => {
  const HOST = 'https://images.example.com';

  it('come in gallery order with their credit, and fall back to English where a language is missing', async () => {
    // Stored out of order, as an operator's import may write them.
    await db.delete(mediaImages).where(and(eq(mediaImages.ownerKind, 'location'), eq(mediaImages.ownerId, 95)));
    await db.insert(mediaImages).values([
      { ownerKind: 'location', ownerId: 95, position: 3, url: `${HOST}/london/3.jpg`, width: 1600, height: 1067, alt: { en: 'The Thames at dusk', fr: 'La Tamise au crépuscule' } },
      { ownerKind: 'location', ownerId: 95, position: 1, url: `${HOST}/london/1.jpg`, width: 1600, height: 1067, alt: { en: 'Big Ben from Westminster Bridge' }, credit: 'A. Photographer' },
      { ownerKind: 'location', ownerId: 95, position: 2, url: `${HOST}/london/2.jpg`, width: 1600, height: 1067, alt: { en: 'A red bus on Whitehall', de: 'Ein roter Bus in Whitehall' } },
    ]);

    const german = LocationSchema.parse(await json('/api/v2/location/95', 'de'));
    expect(german.images).toEqual([
      { url: `${HOST}/london/1.jpg`, width: 1600, height: 1067, alt: 'Big Ben from Westminster Bridge', credit: 'A. Photographer' },
      { url: `${HOST}/london/2.jpg`, width: 1600, height: 1067, alt: 'Ein roter Bus in Whitehall' },
      { url: `${HOST}/london/3.jpg`, width: 1600, height: 1067, alt: 'The Thames at dusk' },
    ]);
    expect(german.image.url).toBe(`${HOST}/london/1.jpg`);
    const french = LocationAboutSchema.parse(await json('/api/v2/location/95/about', 'fr'));
    expect(french.images.map((i) => i.alt)).toEqual(['Big Ben from Westminster Bridge', 'A red bus on Whitehall', 'La Tamise au crépuscule']);
    const top = (await json('/api/v2/location/top?limit=2', 'us')) as { id: number; image: { url: string; credit?: string } }[];
    expect(top.find((city) => city.id === 95)?.image).toMatchObject({ url: `${HOST}/london/1.jpg`, credit: 'A. Photographer' });
  });
});

describe('GET /api/v2/media/{owner}/{id}-{picture}.svg', () => {
  it('draws each picture of a gallery, and answers 404 for a picture the owner has not', async () => {
    const busTour = await productOfType('hop_on_hop_off');
    const walkingTour = await productOfType('city_tour');
    for (const path of ['/api/v2/media/location/41-3.svg', `/api/v2/media/product/${busTour}-3.svg`, `/api/v2/media/product/${walkingTour}-2.svg`]) {
      expect((await call(path)).status, path).toBe(200);
    }
    for (const path of ['/api/v2/media/location/41-4.svg', `/api/v2/media/product/${busTour}-4.svg`, `/api/v2/media/product/${walkingTour}-3.svg`, '/api/v2/media/location/999-2.svg']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error).toBe('NOT_FOUND');
    }
  });

  it('draws a different picture for each number', async () => {
    const bodies = await Promise.all(['41', '41-2', '41-3'].map(async (file) => (await call(`/api/v2/media/location/${file}.svg`)).text()));
    expect(new Set(bodies).size).toBe(3);
  });

  it('turns away a malformed picture number with a 400', async () => {
    for (const file of ['41-0.svg', '41-10.svg', '41-.svg', '41-2-3.svg']) {
      const response = await call(`/api/v2/media/location/${file}`);
      expect(response.status, file).toBe(400);
      expect((await response.json()).message).toContain('file');
    }
  });
});
