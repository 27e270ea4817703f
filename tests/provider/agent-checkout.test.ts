import { PDFDocument } from '@cantoo/pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoucherSchema } from '@/provider/api/contract/payment';
import { agencyCommissions, agentLedger, orders } from '@/provider/db/schema';
import { agencyCommission } from '@/provider/services/agents/commission';
import { textOf } from '../support/pdf-text';
import { agentCookie, createAgency, type TestAgency } from './agent-support';
import { mailsOf } from './booking-support';
import { memberTestDeps } from './member-support';
import { card, CARDS, customer, newKey, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;
let agency: TestAgency;
let cookie: string;

/** Paris's hop-on hop-off bus, an open ticket (4101), beside the walking tour (4103). */
const bus = (date: string) => ({ productId: 4101, optionId: 41011, date, units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, memberTestDeps);
  agency = await createAgency(database.handle.db, { opening: 1_000_00, commissionBasisPoints: 800, name: 'Riverside Travel' });
  // A net rate on the walking tour: 15 % instead of the agency's 8 %.
  await database.handle.db.insert(agencyCommissions).values({ agencyId: agency.agency.id, productId: 4103, basisPoints: 1500 });
  cookie = await agentCookie(shop.send, agency.agents[0]!);
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const traveller = { ...customer, email: 'traveller@example.com' };

async function agentBasket(...items: unknown[]) {
  let token = '';
  for (const item of items) {
    const response = await shop.send('POST', '/transaction/addToCart', item, { cookie, ...(token ? { authorization: token } : {}) });
    expect(response.status, await response.clone().text()).toBe(200);
    token ||= response.headers.get('authorization')!;
  }
  const cart = await (await shop.send('GET', '/transaction/sale', undefined, { authorization: token })).json();
  return { token, total: cart.total as { amount: number; currency: string }, items: cart.items as { productId: number; amount: { amount: number } }[] };
}

async function payOnCredit(extra: Record<string, unknown>, ...items: unknown[]) {
  const { token, total, items: lines } = await agentBasket(...items);
  const answer = await shop.answer(
    await shop.send('POST', '/transaction/payment/local', { customer: traveller, amount: { value: total.amount, currency: total.currency }, ...extra }, { cookie, authorization: token, 'idempotency-key': newKey() }),
  );
  await shop.settle();
  const [order] = await db().select().from(orders).where(eq(orders.id, answer.orderId));
  return { answer, order: order!, lines, total };
}

/** The address each confirmation email of the order went to. */
const recipients = (reference: string) => mailsOf(shop.outboxDir, reference).map((mail) => /^To: .*<(.*)>$/m.exec(mail)![1]!);

describe('the confirmation of an agent’s booking', () => {
  it('goes to the agent, and to the traveller as well unless the agent says not to', async () => {
    const told = await payOnCredit({ notifyTraveller: true }, walk('2027-10-04', 1));
    expect(recipients(told.order.reference).sort()).toEqual([agency.agents[0]!.email, 'traveller@example.com'].sort());
    const quiet = await payOnCredit({ notifyTraveller: false }, walk('2027-10-05', 1));
    expect(recipients(quiet.order.reference)).toEqual([agency.agents[0]!.email]);
  });
});

describe('the vouchers of an agent’s booking', () => {
  it('carry the agency and the references, in the mobile voucher’s data and on the PDF', async () => {
    const { answer } = await payOnCredit({ agencyReference: 'BK-2027/17' }, walk('2027-10-06', 1));
    const voucher = VoucherSchema.parse(await (await shop.send('GET', `/transaction/voucher?token=${encodeURIComponent(answer.voucherToken!)}`)).json());
    expect(voucher.agency).toEqual({ name: 'Riverside Travel', reference: `${agency.agency.reference}/BK-2027/17` });
    const pdf = await PDFDocument.load(await (await shop.send('GET', `/transaction/voucher?token=${encodeURIComponent(answer.voucherToken!)}&format=pdf`)).arrayBuffer());
    expect(textOf(pdf, pdf.getPage(0))).toContain(`Travel agency Riverside Travel · ${agency.agency.reference}/BK-2027/17`);
  });

  it('carry the agency’s reference alone when the agent gave none, and nothing for a visitor’s order', async () => {
    const { answer } = await payOnCredit({}, walk('2027-10-07', 1));
    const voucher = VoucherSchema.parse(await (await shop.send('GET', `/transaction/voucher?token=${encodeURIComponent(answer.voucherToken!)}`)).json());
    expect(voucher.agency?.reference).toBe(agency.agency.reference);
    const guest = await shop.basket(walk('2027-10-07', 1));
    const paid = await shop.answer(await shop.pay(guest.token, guest.total, card(CARDS.approved)));
    expect(VoucherSchema.parse(await (await shop.send('GET', `/transaction/voucher?token=${encodeURIComponent(paid.voucherToken!)}`)).json()).agency).toBeNull();
  });
});

describe('the agency’s commission', () => {
  it('takes a product’s net rate over the agency’s own, rounded once for the order', async () => {
    const { order, lines } = await payOnCredit({}, walk('2027-10-08', 1), bus('2027-10-08'));
    const [walkLine, busLine] = [lines.find((l) => l.productId === 4103)!, lines.find((l) => l.productId === 4101)!];
    expect(order.agencyCommission).toBe(Math.round((walkLine.amount.amount * 1500 + busLine.amount.amount * 800) / 10_000));
    expect(await agencyCommission(db(), { id: agency.agency.id, commissionBasisPoints: 800 }, [{ productId: 4103, amount: 1001 }, { productId: 4101, amount: 1001 }])).toBe(Math.round((1001 * 1500 + 1001 * 800) / 10_000));
  });
});

describe('a card payment by a signed-in agent', () => {
  it('is the agency’s booking, with its commission, and takes nothing from the credit', async () => {
    const { token, total } = await agentBasket(walk('2027-10-11', 2));
    const ledgerBefore = await db().select().from(agentLedger).where(eq(agentLedger.agencyId, agency.agency.id));
    const response = await shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer: traveller, amount: { value: total.amount, currency: total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' },
      { cookie, authorization: token, 'idempotency-key': newKey() },
    );
    const paid = await shop.answer(response);
    expect(paid.result).toBe('paid');
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    expect(order).toMatchObject({ gateway: 'sandbox', agencyId: agency.agency.id, agentId: agency.agents[0]!.id, agencyCommission: Math.round((total.amount * 1500) / 10_000), memberId: null });
    expect(await db().select().from(agentLedger).where(eq(agentLedger.agencyId, agency.agency.id))).toHaveLength(ledgerBefore.length);
  });
});
