import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { EnquiryResponseSchema } from '@/provider/api/contract/forms';
import { enquiries, subscribers } from '@/provider/db/schema';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  // Mails are checked in newsletter-opt-in and enquiry-mail; here they are only kept out of the outbox.
  call = providerOn(database.handle, undefined, { formsMail: async () => undefined }).call;
});
afterAll(() => database.dispose());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/api/v2${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const rows = async (table: typeof subscribers | typeof enquiries) => (await database.handle.db.select({ n: count() }).from(table))[0]?.n;

async function expectBadRequest(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(ErrorSchema.parse(await response.json()).message).toContain(field);
}

const enquiry = { name: 'Ana García', email: 'ana@example.com', city: 'Sevilla', queryType: 'information', message: '¿Hay audioguía en español?' };

describe('newsletter subscription', () => {
  it('subscribes an address once, however often it is sent', async () => {
    const first = await post('/subscriber/subscribe', { firstName: '', lastName: '', email: 'Traveller@Example.com', countryId: 9999 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true, email: 'traveller@example.com' });
    const again = await post('/subscriber/subscribe', { email: 'traveller@example.com' });
    expect(again.status).toBe(200);
    expect(await rows(subscribers)).toBe(1);
  });

  it('refuses an address that is not one, and a body that is not JSON, changing nothing', async () => {
    await expectBadRequest(await post('/subscriber/subscribe', { email: 'not-an-address' }), 'email');
    await expectBadRequest(await post('/subscriber/subscribe', {}), 'email');
    const broken = await call('/api/v2/subscriber/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(ErrorSchema.parse(await broken.json()).error).toBe('BAD_REQUEST');
    expect(await rows(subscribers)).toBe(1);
  });
});

describe('contact form', () => {
  it('records a message and answers with its reference', async () => {
    const response = await post('/contact/sendEnquiry', enquiry);
    expect(response.status).toBe(201);
    expect(EnquiryResponseSchema.parse(await response.json()).reference).toMatch(/^ENQ-[2-9A-HJ-NP-Z]{8}$/);
  });

  it('stores a message once when the same submission arrives twice at the same time', async () => {
    const before = await rows(enquiries);
    const key = { 'idempotency-key': 'a7c1e2f0-double-click' };
    const [a, b] = await Promise.all([post('/contact/sendEnquiry', enquiry, key), post('/contact/sendEnquiry', enquiry, key)]);
    const references = [EnquiryResponseSchema.parse(await a.json()).reference, EnquiryResponseSchema.parse(await b.json()).reference];
    expect(references[0]).toBe(references[1]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await rows(enquiries)).toBe((before ?? 0) + 1);
  });

  it.each([
    [{ ...enquiry, name: '  ' }, 'name'],
    [{ ...enquiry, email: 'ana' }, 'email'],
    [{ ...enquiry, city: undefined }, 'city'],
    [{ ...enquiry, queryType: 'complaint' }, 'queryType'],
    [{ ...enquiry, message: '' }, 'message'],
    [{ ...enquiry, phone: 'call me maybe' }, 'phone'],
  ])('refuses a message missing or mistyping a field (%#)', async (body, field) => {
    const before = await rows(enquiries);
    await expectBadRequest(await post('/contact/sendEnquiry', body), field);
    expect(await rows(enquiries)).toBe(before);
  });
});
