import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TimeSlotsSchema } from '@/provider/api/contract/availability';
import { ProductDaySchema } from '@/provider/api/contract/availability';
import { ProviderError } from '@/provider/api/errors';
import { optionPriceChanges, orderPayments, orders, type OrderLine } from '@/provider/db/schema';
import { changeCalendar, changeDate, type ChangeActor, type ChangeBody } from '@/provider/services/booking/change-date';
import type { OrderRow } from '@/provider/services/payment/answer';
import type { PaymentDeps } from '@/provider/services/payment/deps';
import { orderShop, setPolicy } from './cancel-support';
import { newKey } from './payment-support';
import type { TestDatabase } from './test-database';

/** The walking tour's (option 41031, 10:00, Monday–Saturday) prices in the test's own database: 20 % dearer… */
export const DEARER = { from: '2027-05-17', to: '2027-05-22', percent: 20 };
/** …and 20 % cheaper for a week each; the seed's own price periods of the option are removed. */
export const CHEAPER = { from: '2027-05-24', to: '2027-05-29', percent: -20 };

/**
 * The order services' test shop (cancel-support.ts) with the walking tour's prices and policy
 * made known (full refund, 24-hour cut-off), and the date change called as the booking routes do.
 */
export async function changeShop(database: TestDatabase) {
  const shop = orderShop(database);
  const db = database.handle.db;
  await setPolicy(database, 41031, 'full', 100, 1440);
  await db.delete(optionPriceChanges).where(eq(optionPriceChanges.optionId, 41031));
  await db.insert(optionPriceChanges).values([
    { optionId: 41031, fromDate: DEARER.from, toDate: DEARER.to, percent: DEARER.percent },
    { optionId: 41031, fromDate: CHEAPER.from, toDate: CHEAPER.to, percent: CHEAPER.percent },
  ]);

  const fresh = async (order: OrderRow) => (await shop.orderOf(order.id))!;

  return {
    ...shop,
    /** A paid order, its confirmation email sent (so the new tickets' email is the next one). */
    buy: async (...args: Parameters<typeof shop.buy>) => {
      const order = await shop.buy(...args);
      await shop.settle();
      return order;
    },
    fresh,
    calendar: async (order: OrderRow, line: number, from: string) => changeCalendar(shop.deps(), await fresh(order), line, from),
    change: async (
      order: OrderRow,
      body: ChangeBody,
      options: { key?: string; actor?: ChangeActor; deps?: Partial<PaymentDeps> } = {},
    ) => changeDate(shop.deps(options.deps), await fresh(order), body, options.key ?? newKey(), options.actor ?? 'customer'),
    /** What a new basket item of `adults` on the walking tour would cost that day, as the product page prices it. */
    listPrice: async (date: string, adults = 2) => {
      const response = await shop.shop.send('GET', `/product/4103/option/availability?day=${date}`);
      const day = ProductDaySchema.parse(await response.json());
      const adult = day.options.find((o) => o.id === 41031)!.units.find((u) => u.type === 'adult')!;
      return adult.price.amount * adults;
    },
    /** Places left on the walking tour's 10:00 departure, as a visitor sees them. */
    remaining: async (date: string) => {
      const response = await shop.shop.send('GET', `/option/41031/availability/times?day=${date}`);
      return TimeSlotsSchema.parse(await response.json()).times[0]!.remaining;
    },
    supplementsOf: (orderId: string) => db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id),
    linesOf: async (orderId: string): Promise<OrderLine[]> => (await db.select({ lines: orders.lines }).from(orders).where(eq(orders.id, orderId)))[0]!.lines,
  };
}

/** The change request for line 0 to the walking tour's 10:00 on `date`, with the difference shown. */
export const moveTo = (date: string, difference: number, extra: Partial<ChangeBody> = {}): ChangeBody => ({
  line: 0,
  date,
  time: '10:00',
  difference: { amount: difference, currency: 'EUR' },
  ...extra,
});

/** The refusal a call ends in: its code and reason. */
export async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const { code, reason } = error as ProviderError;
  return { code, reason };
}
