import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOP_UP_MAX, TOP_UP_MIN, TopUpAnswerSchema } from '@/provider/api/contract/agents';
import { agencyTopUps, agentLedger, sandboxPayments } from '@/provider/db/schema';
import type { AgencyRow } from '@/provider/services/agents/current';
import type { Gateway, GatewayOutcome } from '@/provider/services/payment/gateway';
import { SANDBOX_CHALLENGE_CODE } from '@/provider/services/payment/test-cards';
import { agentShop, type TestAgent } from './agent-area-support';
import { card, CARDS, newKey } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

/** Adyen as the shop meets it: every payment's result comes later, by notification; captures are counted. */
class LaterGateway implements Gateway {
  readonly name = 'adyen' as const;
  readonly clientKey = 'test_CLIENTKEY';
  captures: { pspReference: string; idempotencyKey: string }[] = [];
  next = 1;
  async paymentMethods() {
    return { paymentMethods: [{ type: 'scheme', name: 'Cards' }] };
  }
  async authorise(): Promise<GatewayOutcome> {
    return { kind: 'pending', pspReference: `PSP${this.next++}` };
  }
  async details(): Promise<GatewayOutcome> {
    return { kind: 'pending', pspReference: null };
  }
  async capture({ pspReference, idempotencyKey }: { pspReference: string; idempotencyKey: string }) {
    this.captures.push({ pspReference, idempotencyKey });
  }
  async cancel() {}
  async refund(): Promise<never> {
    throw new Error('top-ups are not refunded');
  }
}

let database: TestDatabase;
let shop: ReturnType<typeof agentShop>;
let adyen: ReturnType<typeof agentShop>;
let gateway: LaterGateway;
let agency: AgencyRow;
let alex: TestAgent;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = agentShop(database);
  gateway = new LaterGateway();
  // The same database behind an app configured for Adyen: the agent's session opens both.
  adyen = agentShop(database, { gateway, adyenHmacKey: HMAC_KEY });
  agency = await shop.agency({ name: 'Top-up Travel' });
  alex = await shop.agent(agency, 'Alex Agent');
});
afterAll(async () => {
  await Promise.all([shop.shop.settle(), adyen.shop.settle()]);
  await database.dispose();
});

const db = () => database.handle.db;
const body = (amount: number, number: string = CARDS.approved, idempotencyKey = newKey()) => ({
  amount,
  paymentMethod: card(number),
  returnUrl: 'http://localhost:3000/en/agent-area',
  idempotencyKey,
});
async function topUp(via: ReturnType<typeof agentShop>, who: TestAgent, payload: unknown) {
  const response = await via.as(who, 'POST', '/agent/top-up', payload);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const answer = TopUpAnswerSchema.parse(await response.json());
  expect(response.headers.get('x-agent-credit')).toBe(`${answer.credit.currency} ${answer.credit.available}`);
  return answer;
}
const creditsOf = (reference: string) =>
  db()
    .select({ amount: agentLedger.amount, kind: agentLedger.kind, agentId: agentLedger.agentId })
    .from(agentLedger)
    .innerJoin(agencyTopUps, eq(agencyTopUps.id, agentLedger.topUpId))
    .where(eq(agencyTopUps.reference, reference));

it('a sandbox top-up is captured and credited once; a retry with the same key answers the first try', async () => {
  const before = await shop.credit(agency);
  const payload = body(250_00);
  const first = await topUp(shop, alex, payload);
  expect(first).toMatchObject({ status: 'captured', action: null, amount: { amount: 250_00, currency: 'EUR' } });
  expect(first.reference).toMatch(/^TU[2-9A-HJ-NP-Z]{10}$/);
  expect(first.credit).toMatchObject({ balance: before.balance + 250_00, available: before.available + 250_00 });

  const [again, alsoAgain] = await Promise.all([topUp(shop, alex, payload), topUp(shop, alex, payload)]);
  expect([again, alsoAgain].map((a) => [a.reference, a.status])).toEqual([
    [first.reference, 'captured'],
    [first.reference, 'captured'],
  ]);
  expect(await creditsOf(first.reference)).toEqual([{ amount: 250_00, kind: 'top-up', agentId: alex.id }]);
  const charged = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, first.reference));
  expect(charged.map((p) => [p.amount, p.currency, p.status])).toEqual([[250_00, 'EUR', 'captured']]);
  expect((await shop.credit(agency)).balance).toBe(before.balance + 250_00);

  const statement = await (await shop.as(alex, 'GET', '/agent/statement')).json();
  expect(statement.entries.at(-1)).toMatchObject({ kind: 'top-up', reference: first.reference, amount: 250_00, agentName: 'Alex Agent' });
});

it('a refused card credits nothing, and says why it failed in the answer', async () => {
  const before = await shop.credit(agency);
  const refused = await topUp(shop, alex, body(100_00, CARDS.refused));
  expect(refused).toMatchObject({ status: 'refused', credit: { balance: before.balance } });
  expect(await creditsOf(refused.reference)).toEqual([]);

  const invalid = await shop.as(alex, 'POST', '/agent/top-up', body(100_00, '4111 1111 1111 1112'));
  expect(invalid.status).toBe(422);
  expect(await invalid.json()).toMatchObject({ reason: 'CARD_NUMBER' });
  expect((await shop.credit(agency)).balance).toBe(before.balance);
});

it('a 3-D Secure step: the top-up waits, then the right code credits it once and a wrong one refuses it', async () => {
  const before = await shop.credit(agency);
  const started = await topUp(shop, alex, body(75_00, CARDS.challenge));
  expect(started).toMatchObject({ status: 'pending', action: { type: 'sandbox-challenge' }, credit: { balance: before.balance } });
  const details = (code: string) => topUpDetailsOf(shop, alex, { reference: started.reference, details: { code } });
  const passed = await details(SANDBOX_CHALLENGE_CODE);
  expect(passed).toMatchObject({ status: 'captured', credit: { balance: before.balance + 75_00 } });
  expect((await details(SANDBOX_CHALLENGE_CODE)).status).toBe('captured');
  expect(await creditsOf(started.reference)).toHaveLength(1);

  const failing = await topUp(shop, alex, body(60_00, CARDS.challenge));
  expect((await topUpDetailsOf(shop, alex, { reference: failing.reference, details: { code: '0000' } })).status).toBe('refused');
  expect(await creditsOf(failing.reference)).toEqual([]);
});

async function topUpDetailsOf(via: ReturnType<typeof agentShop>, who: TestAgent, payload: unknown) {
  const response = await via.as(who, 'POST', '/agent/top-up/details', payload);
  expect(response.status, await response.clone().text()).toBe(200);
  return TopUpAnswerSchema.parse(await response.json());
}

it('amounts outside the limits, a reused key and another agency’s top-up are refused before anything is charged', async () => {
  for (const amount of [TOP_UP_MIN - 1, TOP_UP_MAX + 1, 100.5]) {
    const response = await shop.as(alex, 'POST', '/agent/top-up', body(amount));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^amount: /);
  }
  const key = newKey();
  await topUp(shop, alex, body(100_00, CARDS.approved, key));
  const reused = await shop.as(alex, 'POST', '/agent/top-up', body(200_00, CARDS.approved, key));
  expect(reused.status).toBe(422);
  expect(await reused.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });

  const rival = await shop.agency({ name: 'Rival Tours' });
  const lee = await shop.agent(rival, 'Lee London');
  const ours = await topUp(shop, alex, body(80_00, CARDS.challenge));
  // Guessing a top-up's reference or replaying its key from another agency: nothing of it.
  const guessed = await shop.as(lee, 'POST', '/agent/top-up/details', { reference: ours.reference, details: { code: SANDBOX_CHALLENGE_CODE } });
  expect(guessed.status).toBe(404);
  expect(await guessed.json()).toEqual(await (await shop.as(lee, 'POST', '/agent/top-up/details', { reference: 'TUZZZZZZZZZZ', details: {} })).json());
  expect((await shop.as(lee, 'POST', '/agent/top-up', body(100_00, CARDS.approved, key))).status).toBe(422);
  expect((await shop.credit(rival)).balance).toBe(0);
  expect((await shop.as(null, 'POST', '/agent/top-up', body(100_00))).status).toBe(401);
});

/** One signed notification, as Adyen sends it (HMAC over its documented colon-joined fields). */
function notification(item: { eventCode: string; pspReference: string; originalReference?: string; merchantReference: string; value: number; currency?: string; success?: boolean }) {
  const fields = { originalReference: '', currency: 'EUR', ...item, merchantAccountCode: 'SightseeingShopECOM', success: String(item.success ?? true) };
  const data = [fields.pspReference, fields.originalReference, fields.merchantAccountCode, fields.merchantReference, fields.value, fields.currency, fields.eventCode, fields.success].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(HMAC_KEY, 'hex')).update(data, 'utf8').digest('base64');
  const NotificationRequestItem = {
    additionalData: { hmacSignature },
    amount: { value: fields.value, currency: fields.currency },
    pspReference: fields.pspReference,
    ...(fields.originalReference ? { originalReference: fields.originalReference } : {}),
    eventCode: fields.eventCode,
    eventDate: '2027-03-01T09:00:00+01:00',
    merchantAccountCode: fields.merchantAccountCode,
    merchantReference: fields.merchantReference,
    success: fields.success,
  };
  return { live: 'false', notificationItems: [{ NotificationRequestItem }] };
}
async function notify(item: Parameters<typeof notification>[0]) {
  const response = await adyen.shop.send('POST', '/payments/notifications', notification(item));
  expect(response.status).toBe(200);
  await adyen.shop.settle();
}

it('Adyen: the AUTHORISATION notification captures and credits the top-up, and no repeat or CAPTURE credits it again', async () => {
  const before = await shop.credit(agency);
  const pending = await topUp(adyen, alex, body(300_00));
  expect(pending).toMatchObject({ status: 'pending', credit: { balance: before.balance } });
  const [row] = await db().select().from(agencyTopUps).where(eq(agencyTopUps.reference, pending.reference));
  const authorisation = { eventCode: 'AUTHORISATION', pspReference: row!.pspReference!, merchantReference: pending.reference, value: 300_00 };

  await notify(authorisation);
  await notify(authorisation);
  await notify({ eventCode: 'CAPTURE', pspReference: 'CAP1', originalReference: row!.pspReference!, merchantReference: pending.reference, value: 300_00 });
  await notify({ eventCode: 'CAPTURE', pspReference: 'CAP2', originalReference: row!.pspReference!, merchantReference: pending.reference, value: 300_00 });

  expect(gateway.captures).toEqual([{ pspReference: row!.pspReference, idempotencyKey: `capture-${row!.id}` }]);
  expect(await creditsOf(pending.reference)).toEqual([{ amount: 300_00, kind: 'top-up', agentId: alex.id }]);
  expect((await shop.credit(agency)).balance).toBe(before.balance + 300_00);
  // The agent's retry now answers the captured top-up.
  expect((await topUp(adyen, alex, { ...body(300_00), idempotencyKey: row!.idempotencyKey })).status).toBe('captured');
});

it('Adyen: a CAPTURE alone credits once; a refused AUTHORISATION or one for another amount credits nothing', async () => {
  const before = await shop.credit(agency);
  const captured = await topUp(adyen, alex, body(120_00));
  const [row] = await db().select().from(agencyTopUps).where(eq(agencyTopUps.reference, captured.reference));
  await notify({ eventCode: 'CAPTURE', pspReference: 'CAP3', originalReference: row!.pspReference!, merchantReference: captured.reference, value: 120_00 });
  await notify({ eventCode: 'AUTHORISATION', pspReference: row!.pspReference!, merchantReference: captured.reference, value: 120_00 });
  expect(await creditsOf(captured.reference)).toHaveLength(1);

  const refused = await topUp(adyen, alex, body(90_00));
  await notify({ eventCode: 'AUTHORISATION', success: false, pspReference: 'PSPX1', merchantReference: refused.reference, value: 90_00 });
  const forged = await topUp(adyen, alex, body(90_00));
  await notify({ eventCode: 'AUTHORISATION', pspReference: 'PSPX2', merchantReference: forged.reference, value: 9_000_00 });
  await notify({ eventCode: 'CAPTURE', pspReference: 'PSPX3', merchantReference: forged.reference, value: 90_00, currency: 'USD' });

  const statuses = await db().select({ reference: agencyTopUps.reference, status: agencyTopUps.status }).from(agencyTopUps).where(eq(agencyTopUps.agencyId, agency.id));
  expect(statuses.filter((s) => [refused.reference, forged.reference].includes(s.reference)).map((s) => s.status).sort()).toEqual(['pending', 'refused']);
  expect(await creditsOf(refused.reference)).toEqual([]);
  expect(await creditsOf(forged.reference)).toEqual([]);
  expect((await shop.credit(agency)).balance).toBe(before.balance + 120_00);
});
