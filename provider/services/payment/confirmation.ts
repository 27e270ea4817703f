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
  /** Why it is sent again: its subject and opening line say so. */
  reason?: keyof typeof EMAIL_CAUSES;
  /** Who asked, for the history (default the customer). */
  actor?: 'customer' | 'member' | 'agent' | 'staff' | 'system';
  /** At most this many sends of this reason per order within an hour; more are 429 with Retry-After. */
  perHour?: number;
}

type ConfirmationDeps = Pick<PaymentDeps, 'db' | 'mail' | 'site' | 'shopUrl' | 'ticketSecret' | 'now'>;

/**
 * A paid order's first confirmation with its vouchers: the `order-confirmation` job's work, which
 * the queue runs once (services/jobs). An order whose `emailed_at` is set was sent already. A
 * failure is noted in the history and thrown, so the queue tries again after its backoff.
 */
export async function deliverConfirmation(deps: ConfirmationDeps, orderId: string) {
  const { db, now } = deps;
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
  if (!order || order.emailedAt) return;
  let sent: SentEmail[];
  try {
    sent = await send(deps, order, 'confirmation');
  } catch (error) {
    await db.insert(orderEvents).values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause: `confirmation failed: ${(error as Error).message}`, at: now });
    throw error;
  }
  await db.update(orders).set({ emailedAt: now }).where(and(eq(orders.id, orderId), isNull(orders.emailedAt)));
  const how = sent.map((email) => `${email.transport}${email.file ? `: ${email.file}` : ''}`).join(', ');
  await db.insert(orderEvents).values({ orderId, fromStatus: 'paid', toStatus: 'paid', cause: `confirmation sent (${how})`, at: now });
}

/**
 * Sends a paid order's confirmation again (on demand, or new tickets after a change of date):
 * recorded in the history first, under the order's row lock so parallel requests count each
 * other; a failure to send is the caller's error.
 */
export async function sendConfirmationAgain(deps: ConfirmationDeps, orderId: string, options: ConfirmationOptions = {}) {
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
  // A reseller's booking: the reseller tells its customer, unless it asked for the shop's email (OCTO's emailReceipt).
  if (order.channel === 'octo') return order.notifyTraveller && traveller.address ? [traveller] : [];
  const [agent] = order.agentId ? await db.select({ name: members.name, address: members.email }).from(members).where(eq(members.id, order.agentId)) : [];
  // An agent whose account is gone leaves the traveller as the one to tell.
  if (!agent) return [traveller];
  return order.notifyTraveller && traveller.address !== agent.address ? [agent, traveller] : [agent];
}
