import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@/provider/api/contract/languages';
import { PartnerOffersSchema } from '@/provider/api/contract/members';
import * as schema from '@/provider/db/schema';
import { locations, partnerOffers, partnerOfferTranslations } from '@/provider/db/schema';
import { CATALOGUE_TABLES } from '@/provider/seed/insert-catalogue';
import { memberShop, type SignedIn } from './member-area-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof memberShop>;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = memberShop(database);
  member = await shop.signUp();
});
afterAll(async () => {
  await shop.shop.settle();
  await database.dispose();
});

const discounts = async (query = '', language = 'en') => {
  const response = await shop.as(member, 'GET', `/member/discounts${query}`, undefined, { 'x-language': language });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return PartnerOffersSchema.parse(await response.json());
};

describe('the seeded partner offers', () => {
  it('give the big cities three to six offers and the others one to three, Paris and London six', async () => {
    const perCity = await shop.db()
      .select({ id: partnerOffers.locationId, topRank: locations.topRank, n: count() })
      .from(partnerOffers)
      .innerJoin(locations, eq(locations.id, partnerOffers.locationId))
      .groupBy(partnerOffers.locationId, locations.topRank);
    const [cities] = await shop.db().select({ n: count() }).from(locations);
    expect(perCity.length).toBe(Number(cities!.n));
    for (const city of perCity) {
      const [min, max] = city.topRank !== null && city.topRank <= 30 ? [3, 6] : [1, 3];
      expect(Number(city.n), `city ${city.id}`).toBeGreaterThanOrEqual(min);
      expect(Number(city.n), `city ${city.id}`).toBeLessThanOrEqual(max);
    }
    expect(perCity.filter((c) => c.id === 41 || c.id === 95).map((c) => Number(c.n))).toEqual([6, 6]);
  });

  it('are written in all six content languages, restaurants, attractions, shops and experiences alike', async () => {
    const rows = await shop.db().select().from(partnerOfferTranslations);
    const languagesOf = new Map<number, string[]>();
    for (const row of rows) languagesOf.set(row.offerId, [...(languagesOf.get(row.offerId) ?? []), row.language]);
    const [offers] = await shop.db().select({ n: count() }).from(partnerOffers);
    expect(languagesOf.size).toBe(Number(offers!.n));
    for (const [offer, languages] of languagesOf) expect(languages.sort(), `offer ${offer}`).toEqual([...CONTENT_LANGUAGES].sort());
    const categories = await shop.db().selectDistinct({ category: partnerOffers.category }).from(partnerOffers);
    expect(categories.map((c) => c.category).sort()).toEqual(['attraction', 'experience', 'restaurant', 'shop']);
  });

  it('are part of the catalogue a re-seed clears', () => {
    expect(CATALOGUE_TABLES).toContain(schema.partnerOffers);
    expect(CATALOGUE_TABLES).toContain(schema.partnerOfferTranslations);
    // Children are emptied before their parents.
    expect(CATALOGUE_TABLES.indexOf(schema.partnerOfferTranslations)).toBeLessThan(CATALOGUE_TABLES.indexOf(schema.partnerOffers));
    expect(CATALOGUE_TABLES.indexOf(schema.partnerOffers)).toBeLessThan(CATALOGUE_TABLES.indexOf(schema.locations));
  });
});

describe('GET member/discounts', () => {
  it('is for members only', async () => {
    for (const cookie of [undefined, 'member.session_token=forged.value']) {
      const response = await shop.shop.send('GET', '/member/discounts', undefined, cookie ? { cookie } : {});
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'MEMBER_SESSION_EXPIRED' });
    }
  });

  it('answers every city’s offers in the request’s language, Paris first with its Hard Rock Cafe', async () => {
    const all = await discounts('', 'de');
    expect(all.offers.length).toBeGreaterThan(300);
    expect(all.locations[0]).toEqual({ id: 41, name: 'Paris', count: 6 });
    expect(all.locations.find((l) => l.id === 95)).toEqual({ id: 95, name: 'London', count: 6 });
    expect(all.offers[0]).toMatchObject({
      partner: 'Hard Rock Cafe Paris',
      category: 'restaurant',
      title: '10 % Rabatt auf Speisen und Getränke',
      percent: 10,
      code: null,
      address: '14 Boulevard Montmartre, 75009 Paris',
      locationId: 41,
      locationName: 'Paris',
    });
    const spanish = await discounts('', 'es');
    expect(spanish.offers[0]!.title).toBe('10 % de descuento en comida y bebida');
    expect(spanish.locations.find((l) => l.id === 95)!.name).toBe('Londres');
  });

  it('answers one city’s offers with locationId, and still lists every city for the filter', async () => {
    const rome = await discounts('?locationId=30', 'it');
    expect(rome.offers.length).toBeGreaterThanOrEqual(3);
    expect(rome.offers.every((o) => o.locationId === 30 && o.locationName === 'Roma')).toBe(true);
    expect(rome.offers.map((o) => o.partner)).toContain('Hard Rock Cafe Rome');
    expect(rome.locations.length).toBeGreaterThan(100);
    const withCode = rome.offers.filter((o) => o.category === 'experience');
    for (const offer of withCode) expect(offer.code).toMatch(/^[A-Z]+\d+$/);

    expect((await discounts('?locationId=999999')).offers).toEqual([]);
    const bad = await shop.as(member, 'GET', '/member/discounts?locationId=paris');
    expect(bad.status).toBe(400);
  });
});
