import { PDFDocument } from '@cantoo/pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptionRulesSchema, ProductDaySchema } from '@/provider/api/contract/availability';
import { VoucherSchema } from '@/provider/api/contract/payment';
import { ProductSchema } from '@/provider/api/contract/products';
import { orders, productOptions, tickets } from '@/provider/db/schema';
import { localNow } from '@/provider/domain/dates';
import { textOf } from '../support/pdf-text';
import { card, CARDS, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Each option's cancellation policy: as the seed sets it, as the catalogue answers it, as the vouchers state it. */

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle);
});
afterAll(async () => {
  // The confirmation emails the purchases deferred finish before the database closes.
  await shop.settle();
  await database.dispose();
});

const get = async (path: string) => {
  const response = await shop.send('GET', path);
  expect(response.status, path).toBe(200);
  return response.json();
};

const STANDARD = { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, refundable: true, cancellationCutoff: '1 day', cancellationCutoffAmount: 1, cancellationCutoffUnit: 'day' };

describe('the seeded catalogue’s cancellation policies', () => {
  it('gives every option a valid policy: mostly free up to 24 hours before, some until 2 hours, about a tenth half-refunded, about a tenth non-refundable', async () => {
    const options = await database.handle.db.select().from(productOptions);
    const share = (match: (o: (typeof options)[number]) => boolean) => options.filter(match).length / options.length;
    for (const option of options) {
      const valid =
        (option.refundType === 'full' && option.refundPercent === 100) ||
        (option.refundType === 'partial' && option.refundPercent === 50 && option.cancellationCutoffMinutes === 2880) ||
        (option.refundType === 'none' && option.refundPercent === 0);
      expect(valid, `option ${option.id}`).toBe(true);
    }
    expect(share((o) => o.refundType === 'full' && o.cancellationCutoffMinutes === 1440)).toBeGreaterThan(0.6);
    expect(share((o) => o.refundType === 'full' && o.cancellationCutoffMinutes === 120)).toBeGreaterThan(0.03);
    for (const type of ['partial', 'none'] as const) {
      expect(share((o) => o.refundType === type)).toBeGreaterThan(0.06);
      expect(share((o) => o.refundType === type)).toBeLessThan(0.16);
    }
    // Hop-on hop-off passes are always free to cancel until first use.
    const hopOn = await database.handle.db.select().from(productOptions).where(eq(productOptions.productId, 4101));
    expect(hopOn.every((o) => o.refundType === 'full')).toBe(true);
  });

  it('keeps Paris’s morning walking tour, the tests’ reference ticket, on the standard terms', async () => {
    const [walkingTour] = await database.handle.db.select().from(productOptions).where(eq(productOptions.id, 41031));
    expect(walkingTour).toMatchObject({ refundType: 'full', refundPercent: 100, cancellationCutoffMinutes: 1440 });
  });
});

describe('the catalogue answers each option’s policy, with OCTO’s words for it', () => {
  it('in the product, its day’s options and the option’s rules', async () => {
    const product = ProductSchema.parse(await get('/product/4103'));
    expect(product.options.find((o) => o.id === 41031)?.cancellation).toEqual(STANDARD);
    expect(product.options.find((o) => o.id === 41032)?.cancellation).toEqual({
      refundType: 'partial', refundPercent: 50, cutoffMinutes: 2880, refundable: true, cancellationCutoff: '2 days', cancellationCutoffAmount: 2, cancellationCutoffUnit: 'day',
    });
    // The general paragraph no longer promises terms of its own.
    expect(product.cancellationPolicy).not.toMatch(/\d+ hours/);
    expect(product).not.toHaveProperty('freeCancellationHours');

    const day = ProductDaySchema.parse(await get('/product/4103/option/availability?day=2027-04-22'));
    expect(day.options.find((o) => o.id === 41031)?.cancellation).toEqual(STANDARD);

    const cruise = OptionRulesSchema.parse(await get('/option/41042/availability'));
    expect(cruise.cancellation).toMatchObject({ refundType: 'none', refundPercent: 0, refundable: false });
  });
});

describe('the vouchers state each ticket’s validity and cancellation terms, and list usable tickets only', () => {
  const hopOn = { productId: 4101, optionId: 41011, date: '2027-06-22', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] };

  it('gives a departure its deadline and an open ticket its first and last days, and leaves cancelled tickets out', async () => {
    const { token, total } = await shop.basket(walk('2027-06-22'), hopOn);
    const paid = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
    const voucher = () => get(`/transaction/voucher?token=${paid.voucherToken}`).then((json) => VoucherSchema.parse(json));

    const [walkTicket, passTicket] = (await voucher()).tickets;
    // 10:00 in Paris in June is 08:00 UTC: free cancellation until 24 hours before.
    expect(walkTicket).toMatchObject({ kind: 'timed', validFrom: '2027-06-22', validUntil: '2027-06-22', policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 }, deadline: '2027-06-21T08:00:00.000Z' });
    // Bought on 1 March in Paris: valid from that day, free to cancel until the end of its last day on Paris's clocks.
    expect(passTicket).toMatchObject({ kind: 'open', time: null, validFrom: '2027-03-01' });
    expect(localNow('Europe/Paris', new Date(passTicket!.deadline!))).toEqual({ date: passTicket!.validUntil, time: '23:59' });

    const [order] = await database.handle.db.select().from(orders).where(eq(orders.reference, paid.reference));
    const cancel = (line: number) =>
      database.handle.db.update(tickets).set({ status: 'cancelled', cancelledAt: shop.clock.now }).where(and(eq(tickets.orderId, order!.id), eq(tickets.line, line)));

    await cancel(0);
    expect((await voucher()).tickets.map((t) => t.code)).toEqual([`${paid.reference}-2`]);

    // Every ticket cancelled: the order's vouchers still open, saying so, with nothing to scan.
    await cancel(1);
    expect((await voucher()).tickets).toEqual([]);
    const pdf = await shop.send('GET', `/transaction/voucher?token=${paid.voucherToken}&format=pdf`);
    expect(pdf.status).toBe(200);
    const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(document.getPageCount()).toBe(1);
    expect(textOf(document, document.getPage(0))).toContain('All tickets of this booking were cancelled');
  });
});
