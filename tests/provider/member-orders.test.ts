import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManagedBookingSchema } from '@/provider/api/contract/booking';
import { MemberOrdersSchema } from '@/provider/api/contract/members';
import { members, orders } from '@/provider/db/schema';
import { afternoonWalk } from './cancel-support';
import { memberShop, type SignedIn } from './member-area-support';
import { newKey, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof memberShop>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = memberShop(database);
});
afterAll(async () => {
  await shop.shop.settle();
  await database.dispose();
});

const purchases = async (who: SignedIn, language = 'en') => {
  const response = await shop.as(who, 'GET', '/transaction', undefined, { 'x-language': language });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return MemberOrdersSchema.parse(await response.json()).orders;
};

describe('my purchases (GET transaction)', () => {
  it('asks for a session: none, or a made-up one, is 401 MEMBER_SESSION_EXPIRED', async () => {
    for (const cookie of [undefined, 'member.session_token=made-up']) {
      const response = await shop.shop.send('GET', '/transaction', undefined, cookie ? { cookie } : {});
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'MEMBER_SESSION_EXPIRED' });
    }
  });

  it('lists the member’s paid orders newest first, in the request’s language, with what opens each further', async () => {
    const member = await shop.signUp();
    const first = await shop.buy(member, [walk('2027-05-10')]);
    shop.shop.clock.now = new Date(shop.shop.clock.now.getTime() + 60_000);
    const second = await shop.buy(member, [walk('2027-05-11', 1), afternoonWalk('2027-05-12')]);

    const list = await purchases(member, 'fr');
    expect(list.map((o) => o.reference)).toEqual([second.reference, first.reference]);
    const [newest] = list;
    expect(newest).toMatchObject({
      reference: second.reference,
      status: 'paid',
      total: { amount: second.amount, currency: 'EUR' },
      refunded: { amount: 0, currency: 'EUR' },
      voucherToken: second.secret,
    });
    expect(newest!.lines).toHaveLength(2);
    expect(newest!.lines[0]).toMatchObject({ line: 0, date: '2027-05-11', time: '10:00', status: 'valid' });
    // The product's French name, not the English one.
    const [english] = await purchases(member, 'en');
    expect(newest!.lines[0]!.productName).not.toBe('');
    expect(newest!.lines[0]!.productName).not.toBe(english!.lines[0]!.productName);

    // The voucher token opens the mobile voucher; the booking token opens manage-my-booking.
    const voucher = await shop.shop.send('GET', `/transaction/voucher?token=${encodeURIComponent(newest!.voucherToken)}`);
    expect(voucher.status).toBe(200);
    const booking = await shop.shop.send('GET', '/booking', undefined, { 'x-booking-token': newest!.bookingToken });
    expect(booking.status, await booking.clone().text()).toBe(200);
    expect(ManagedBookingSchema.parse(await booking.json()).reference).toBe(second.reference);
  });

  it('lists guest orders with the member’s verified email, but not while the email is unverified', async () => {
    const member = await shop.signUp();
    const own = await shop.buy(member, [walk('2027-05-13')]);
    // Bought as a visitor, typed in capitals: the same address.
    const asGuest = await shop.buy(null, [walk('2027-05-14')], member.email.toUpperCase());
    const stranger = await shop.buy(null, [walk('2027-05-14', 1)], `someone-else-${Date.now()}@example.com`);

    const verified = (await purchases(member)).map((o) => o.reference);
    expect(verified).toEqual(expect.arrayContaining([own.reference, asGuest.reference]));
    expect(verified).not.toContain(stranger.reference);

    await shop.db().update(members).set({ emailVerified: false }).where(eq(members.id, member.id));
    expect((await purchases(member)).map((o) => o.reference)).toEqual([own.reference]);
  });

  it('leaves out orders that were never paid', async () => {
    const member = await shop.signUp();
    const paid = await shop.buy(member, [walk('2027-05-17')]);
    const { token, cart } = await shop.fill(member, [walk('2027-05-18')]);
    // A payment started and left: the order stays pending.
    const started = await shop.shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer: { firstName: 'Anna', lastName: 'Müller', email: member.email, phone: '612345678', countryId: 276 }, amount: { value: cart.total.amount, currency: 'EUR' }, paymentMethod: { type: 'scheme', number: '4000 0000 0000 3220', expiryMonth: '03', expiryYear: '2030', cvc: '737', holderName: 'Anna Müller' }, returnUrl: 'http://localhost:3000/en/payment' },
      { authorization: token, 'idempotency-key': newKey() },
    );
    expect(started.status).toBe(200);
    const pending = await shop.db().select().from(orders).where(eq(orders.memberId, member.id));
    expect(pending.some((o) => o.status !== 'paid')).toBe(true);
    expect((await purchases(member)).map((o) => o.reference)).toEqual([paid.reference]);
  });

  it('says partly cancelled and cancelled from the tickets, with what was refunded', async () => {
    const member = await shop.signUp();
    const order = await shop.buy(member, [walk('2027-05-20'), walk('2027-05-21', 1)]);
    const cancel = (lines?: number[]) => shop.as(member, 'POST', `/sale/${order.reference}/cancel`, { lines, idempotencyKey: newKey() });

    expect((await cancel([1])).status).toBe(200);
    const partly = (await purchases(member)).find((o) => o.reference === order.reference)!;
    expect(partly.status).toBe('partly-cancelled');
    expect(partly.lines.map((l) => l.status)).toEqual(['valid', 'cancelled']);
    expect(partly.refunded.amount).toBeGreaterThan(0);

    expect((await cancel()).status).toBe(200);
    const cancelled = (await purchases(member)).find((o) => o.reference === order.reference)!;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refunded).toEqual(cancelled.total);
  });
});
