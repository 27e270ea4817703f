import { and, eq, isNull } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema';
import { renderVoucherPdf } from '../voucher/pdf';
import { sendConfirmationEmail } from '../voucher/email';
import { shopIdentity } from '../voucher/shop-identity';
import type { PaymentDeps } from './deps';
import { voucherDocument } from './voucher-data';

/**
 * Sends a paid order's confirmation with its vouchers, once: the order is claimed by
 * setting `emailed_at` where it was empty, and released again if sending failed.
 */
export async function sendOrderConfirmation(deps: Pick<PaymentDeps, 'db' | 'mail' | 'site' | 'shopUrl' | 'ticketSecret' | 'now'>, orderId: string) {
  const { db, now } = deps;
  const [order] = await db
    .update(orders)
    .set({ emailedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid'), isNull(orders.emailedAt)))
    .returning();
  if (!order) return;
  try {
    const shop = shopIdentity(deps.site, order.language, deps.shopUrl);
    const doc = await voucherDocument(db, order, shop, deps.ticketSecret);
    const sent = await sendConfirmationEmail(doc, await renderVoucherPdf(doc), { ...deps.mail, from: shop.from, replyTo: shop.replyTo });
    await db.insert(orderEvents).values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause: `confirmation sent (${sent.transport}${sent.file ? `: ${sent.file}` : ''})`, at: now });
  } catch (error) {
    await db.update(orders).set({ emailedAt: null }).where(eq(orders.id, orderId));
    await db.insert(orderEvents).values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause: `confirmation failed: ${(error as Error).message}`, at: now });
  }
}
