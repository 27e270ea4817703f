import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { PublicPartnerOfferListSchema } from '@/provider/api/contract/partners';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

async function cafes(language = 'en') {
  const response = await call('/api/v2/partner/hard-rock-cafe/offers', { headers: { 'x-language': language } });
  expect(response.status, await response.clone().text()).toBe(200);
  const body: unknown = await response.json();
  return { body, offers: PublicPartnerOfferListSchema.parse(body) };
}

describe('GET /api/v2/partner/{partner}/offers', () => {
  it('lists the Hard Rock Cafe of every city that has one, best-known first, with its address, to anyone', async () => {
    const { offers } = await cafes();
    expect(offers).toHaveLength(26);
    expect(offers.every((offer) => offer.partner === `Hard Rock Cafe ${offer.locationName}`)).toBe(true);
    expect(offers.slice(0, 2).map((offer) => offer.locationId)).toEqual([41, 95]);
    expect(new Set(offers.map((offer) => offer.locationId)).size).toBe(offers.length);
    expect(offers[0]).toEqual({
      id: 411,
      partner: 'Hard Rock Cafe Paris',
      category: 'restaurant',
      title: '10% off food and drink',
      description: 'Show your member card at Hard Rock Cafe Paris and save 10% on food and drink for your whole table.',
      conditions: 'Up to four guests per member card. Not valid with other offers or on set menus.',
      percent: 10,
      address: '14 Boulevard Montmartre, 75009 Paris',
      locationId: 41,
      locationName: 'Paris',
    });
  });

  it('never carries a member’s code', async () => {
    const { body } = await cafes();
    for (const offer of body as object[]) expect(offer).not.toHaveProperty('code');
  });

  it('answers in the request’s language', async () => {
    const { offers } = await cafes('it');
    const london = offers.find((offer) => offer.locationId === 95)!;
    expect(london).toMatchObject({ locationName: 'Londra', title: '10% di sconto su cibo e bevande', address: '150 Old Park Lane, London W1K 1QZ' });
  });

  it('answers 404 for a chain it does not know, without repeating it, and 400 for an over-long name', async () => {
    for (const partner of ['hard-rock', 'constructor', '__proto__', '%3Cscript%3E']) {
      const response = await call(`/api/v2/partner/${partner}/offers`);
      expect(response.status, partner).toBe(404);
      const body = ErrorSchema.parse(await response.json());
      expect(body).toEqual({ error: 'NOT_FOUND', message: 'There is no partner chain by that name.' });
    }
    const long = await call(`/api/v2/partner/${'x'.repeat(61)}/offers`);
    expect(long.status).toBe(400);
    expect(ErrorSchema.parse(await long.json()).message).toBe('partner: must be at most 60 characters');
  });
});
