import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { log } from '@/lib/log';
import { ProviderError } from '../../api/errors';
import { members, orderEvents, orders } from '../../db/schema';
import type { Database } from '../../db/types';
import { RetryLater } from '../booking/retry-later';
import { renderVoucherPdf } from '../voucher/pdf';
import { sendConfirmationEmail, type EmailKind, type Recipient, type SentEmail } from '../voucher/email';
import { shopIdentity } from '../voucher/shop-identity';
import type { OrderRow } from './answer';
import type { PaymentDeps } from './deps';
import { voucherDocument } from './voucher-data';

/** The history's words for an email sent on demand: the booking view reads these causes. */
export const EMAIL_CAUSES = { resent: 'email resent', dateChanged: 'new tickets emailed' } as const;

export interface ConfirmationOptions {
  /** Send even though the confirmation went out already (on demand, or after a date change). */
  force?: boolean;
  /** Why it is sent again: its subject and opening line say so. */
  reason?: keyof typeof EMAIL_CAUSES;
  /** Who asked, for the history (default the customer). */
  actor?: 'customer' | 'member' | 'agent' | 'staff' | 'system';
  /** At most this many forced sends of this reason per order within an hour; more are 429 with Retry-After. */
  perHour?: number;
}

type ConfirmationDeps = Pick<PaymentDeps, 'db' | 'mail' | 'site' | 'shopUrl' | 'ticketSecret' | 'now'>;

/**
 * Sends a paid order's confirmation with its vouchers, once: the order is claimed by
 * setting `emailed_at` where it was empty, and released again if sending failed.
 * Forced (resend, new tickets): recorded in the history first, under the order's row lock
 * so parallel requests count each other, and a failure to send is the caller's error.
 */
export async function sendOrderConfirmation(deps: ConfirmationDeps, orderId: string, options: ConfirmationOptions = {}) {
  if (options.force) return sendAgain(deps, orderId, options);
  const { db, now } = deps;
  const [order] = await db
    .update(orders)
    .set({ emailedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid'), isNull(orders.emailedAt)))
    .returning();
  if (!order) return;
  try {
    const sent = await send(deps, order, 'confirmation');
    const how = sent.map((email) => `${email.transport}${email.file ? `: ${email.file}` : ''}`).join(', ');
    await db.insert(orderEvents).values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause: `confirmation sent (${how})`, at: now });
  } catch (error) {
    await db.update(orders).set({ emailedAt: null }).where(eq(orders.id, orderId));
    await db.insert(orderEvents).values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause: `confirmation failed: ${(error as Error).message}`, at: now });
  }
}

async function sendAgain(deps: ConfirmationDeps, orderId: string, options: ConfirmationOptions) {
  const { db, now } = deps;
  const reason = options.reason ?? 'resent';
  const cause = EMAIL_CAUSES[reason];
  const claimed = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.status, 'paid'))).for('update');
    if (!order) return null;
    if (options.perHour !== undefined) await withinHourlyLimit(tx as unknown as Database, order, cause, options.perHour, now);
    const [event] = await tx
      .insert(orderEvents)
      .values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause, actor: options.actor ?? 'customer', at: now })
      .returning({ id: orderEvents.id });
    return { order, eventId: event!.id };
  });
  if (!claimed) throw new ProviderError('NOT_FOUND', 'There is no paid booking to send.');
  try {
    await send(deps, claimed.order, reason);
    await db.update(orders).set({ emailedAt: now }).where(and(eq(orders.id, orderId), isNull(orders.emailedAt)));
  } catch (error) {
    // Not sent, so not counted against the limit: the history keeps why.
    await db.update(orderEvents).set({ cause: `confirmation failed: ${(error as Error).message}` }).where(eq(orderEvents.id, claimed.eventId));
    log.error({ err: error }, `Sending ${claimed.order.reference} again failed`);
    throw new ProviderError('BAD_GATEWAY', 'The email could not be sent just now. Please try again later.');
  }
}

async function withinHourlyLimit(tx: Database, order: OrderRow, cause: string, perHour: number, now: Date) {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const [recent] = await tx
    .select({ count: sql<number>`cast(count(*) as integer)`, first: sql<string | null>`min(${orderEvents.at})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.cause, cause), gt(orderEvents.at, hourAgo)));
  if (Number(recent?.count ?? 0) < perHour) return;
  // The oldest of them leaves the hour first.
  const first = recent?.first ? new Date(recent.first) : now;
  const seconds = Math.max(1, Math.ceil((first.getTime() + 60 * 60_000 - now.getTime()) / 1000));
  throw new RetryLater(`This booking's email was already sent ${perHour} times in the last hour. Please try again later.`, seconds);
}

/** One email per recipient, each addressed to them alone. */
async function send(deps: ConfirmationDeps, order: OrderRow, kind: EmailKind): Promise<SentEmail[]> {
  const shop = shopIdentity(deps.site, order.language, deps.shopUrl);
  const doc = await voucherDocument(deps.db, order, shop, deps.ticketSecret);
  const pdf = await renderVoucherPdf(doc);
  const sent: SentEmail[] = [];
  for (const to of await recipientsOf(deps.db, order)) sent.push(await sendConfirmationEmail(doc, pdf, { ...deps.mail, from: shop.from, replyTo: shop.replyTo, kind, to }));
  return sent;
}

/**
 * Who gets an order's confirmation: the customer; for an agent's booking the agent (whose
 * customer the traveller is), and the traveller too unless the agent chose otherwise.
 */
async function recipientsOf(db: Database, order: OrderRow): Promise<Recipient[]> {
  const traveller = { name: `${order.customer.firstName} ${order.customer.lastName}`.trim(), address: order.customer.email };
  if (order.agencyId === null) return [traveller];
  const [agent] = order.agentId ? await db.select({ name: members.name, address: members.email }).from(members).where(eq(members.id, order.agentId)) : [];
  // An agent whose account is gone leaves the traveller as the one to tell.
  if (!agent) return [traveller];
  return order.notifyTraveller && traveller.address !== agent.address ? [agent, traveller] : [agent];
}
