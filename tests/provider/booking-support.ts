import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '@/provider/db/schema';
import type { DatabaseHandle } from '@/provider/db/types';
import { card, CARDS, paymentProvider } from './payment-support';

let addresses = 0;
/** A client address of its own, so one test's look-ups never count against another's allowance. */
export const newAddress = () => `203.0.113.${++addresses}`;

/** A paid order of the items (its confirmation email sent), as stored. */
export async function buy(shop: ReturnType<typeof paymentProvider>, handle: DatabaseHandle, ...items: unknown[]) {
  const { token, total } = await shop.basket(...items);
  const paid = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
  expect(paid.result).toBe('paid');
  await shop.settle();
  const [order] = await handle.db.select().from(orders).where(eq(orders.id, paid.orderId));
  return order!;
}

/** Looks a booking up as the shop does, from `ip`. */
export const lookup = (shop: ReturnType<typeof paymentProvider>, body: Record<string, unknown>, ip: string) =>
  shop.send('POST', '/booking/lookup', body, { 'x-forwarded-for': ip });

/** The emails written for an order, oldest first, as their decoded text (quoted-printable undone). */
export function mailsOf(outboxDir: string, reference: string): string[] {
  return readdirSync(outboxDir)
    .filter((file) => file.includes(reference))
    .sort()
    .map((file) => readFileSync(join(outboxDir, file), 'utf8').replace(/=\r\n/g, '').replace(/=3D/g, '='));
}
