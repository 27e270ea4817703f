import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelAnswerSchema } from '@/provider/api/contract/booking';
import { MemberOrdersSchema } from '@/provider/api/contract/members';
import { members, orderEvents, refunds, tickets } from '@/provider/db/schema';
import { newOrderReference } from '@/provider/services/payment/references';
import { memberShop, type SignedIn } from './member-area-support';
import { newKey, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof memberShop>;
let alice: SignedIn;
let bob: SignedIn;
let alicesOrder: Awaited<ReturnType<typeof shop.buy>>;
let bobsOrder: Awaited<ReturnType<typeof shop.buy>>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = memberShop(database);
  alice = await shop.signUp('Alice Martin');
  bob = await shop.signUp('Bob Martin');
  alicesOrder = await shop.buy(alice, [walk('2027-06-07'), walk('2027-06-08', 1)]);
  bobsOrder = await shop.buy(bob, [walk('2027-06-09')]);
});
afterAll(async () => {
  await shop.shop.settle();
  await database.dispose();
});

const print = (who: SignedIn | null, reference: string) => shop.as(who, 'GET', `/sale/${encodeURIComponent(reference)}/print`);
const cancel = (who: SignedIn | null, reference: string, body: unknown = { idempotencyKey: newKey() }) =>
  shop.as(who, 'POST', `/sale/${encodeURIComponent(reference)}/cancel`, body);
const ticketsOf = (orderId: string) => shop.db().select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.line));
const refundsOf = (orderId: string) => shop.db().select().from(refunds).where(eq(refunds.orderId, orderId));

/** The one answer for "not yours" and "does not exist". */
async function expectNoSuchBooking(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no such booking.', reason: 'BOOKING_NOT_FOUND' });
}

describe('a member’s own orders', () => {
  it('prints the voucher PDF of the member’s order', async () => {
    const response = await print(alice, alicesOrder.reference);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`voucher-${alicesOrder.reference}.pdf`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes the reference in any case', async () => {
    expect((await print(alice, alicesOrder.reference.toLowerCase())).status).toBe(200);
  });

  it('asks for a session: no cookie is 401 MEMBER_SESSION_EXPIRED for print and cancel alike', async () => {
    for (const response of [await print(null, alicesOrder.reference), await cancel(null, alicesOrder.reference)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ reason: 'MEMBER_SESSION_EXPIRED' });
    }
  });
});

describe('another member’s order', () => {
  it('is never listed', async () => {
    const response = await shop.as(bob, 'GET', '/transaction');
    const references = MemberOrdersSchema.parse(await response.json()).orders.map((o) => o.reference);
    expect(references).toEqual([bobsOrder.reference]);
  });

  it('is the same 404 as a made-up reference, for print and for cancel', async () => {
    const guesses = [alicesOrder.reference, newOrderReference(), newOrderReference(), 'SS00000000', 'nothing-like-a-reference', '1'];
    for (const reference of guesses) {
      await expectNoSuchBooking(await print(bob, reference));
      await expectNoSuchBooking(await cancel(bob, reference));
      await expectNoSuchBooking(await cancel(bob, reference, { lines: [0], idempotencyKey: newKey() }));
    }
    // Nothing of Alice's changed.
    expect((await ticketsOf(alicesOrder.id)).map((t) => t.status)).toEqual(['valid', 'valid']);
    expect(await refundsOf(alicesOrder.id)).toEqual([]);
  });

  it('stays out of reach when it was bought as a guest with another member’s unverified email', async () => {
    const carol = await shop.signUp('Carol Martin');
    const guestOrder = await shop.buy(null, [walk('2027-06-10')], carol.email);
    expect((await print(carol, guestOrder.reference)).status).toBe(200);
    await shop.db().update(members).set({ emailVerified: false }).where(eq(members.id, carol.id));
    await expectNoSuchBooking(await print(carol, guestOrder.reference));
    await expectNoSuchBooking(await cancel(carol, guestOrder.reference));
    expect((await ticketsOf(guestOrder.id)).map((t) => t.status)).toEqual(['valid']);
  });
});

describe('cancelling through the member area', () => {
  it('cancels the tickets named and refunds once, however often the request is retried under its key', async () => {
    const key = newKey();
    const body = { lines: [1], idempotencyKey: key };
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await cancel(alice, alicesOrder.reference, body);
      expect(response.status, await response.clone().text()).toBe(200);
      answers.push(CancelAnswerSchema.parse(await response.json()));
    }
    await shop.shop.settle();
    const [first] = answers;
    expect(first!.lines).toEqual([1]);
    expect(first!.refunded.amount).toBeGreaterThan(0);
    for (const answer of answers) expect({ lines: answer.lines, refunded: answer.refunded }).toEqual({ lines: first!.lines, refunded: first!.refunded });
    expect(first!.booking.status).toBe('partly-cancelled');

    const rows = await refundsOf(alicesOrder.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(first!.refunded.amount);
    expect((await ticketsOf(alicesOrder.id)).map((t) => t.status)).toEqual(['valid', 'cancelled']);
    const events = await shop.db().select().from(orderEvents).where(eq(orderEvents.orderId, alicesOrder.id));
    expect(events.filter((e) => e.actor === 'member')).toHaveLength(1);

    // The same key with other lines is refused; nothing more is cancelled.
    const reused = await cancel(alice, alicesOrder.reference, { lines: [0], idempotencyKey: key });
    expect(reused.status).toBe(422);
    expect((await ticketsOf(alicesOrder.id)).map((t) => t.status)).toEqual(['valid', 'cancelled']);
  });

  it('refuses a line the order does not have with a 400, changing nothing', async () => {
    const response = await cancel(bob, bobsOrder.reference, { lines: [7], idempotencyKey: newKey() });
    expect(response.status).toBe(400);
    expect((await ticketsOf(bobsOrder.id)).map((t) => t.status)).toEqual(['valid']);
  });
});
