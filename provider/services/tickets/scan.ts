import { and, eq, isNull } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { ScanAnswerSchema } from '../../api/contract/booking';
import { locations, orderEvents, orders, products, productTranslations, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { localNow } from '../../domain/dates';
import { inTransaction } from '../cart/locks';
import { lockOrder } from '../payment/transitions';
import { ticketSecret } from '../payment/voucher-data';
import { verifyTicket } from '../voucher/signature';

export type ScanAnswer = z.infer<typeof ScanAnswerSchema>;

export interface ScanDeps {
  db: Database;
  now: Date;
  /** TICKET_SECRET when set; else the database's own key (the one the QR codes were signed with). */
  ticketSecret?: string;
}

/** What staff may type: a printed code, any case ('ssx7k2qh9a-1'). */
const PRINTED_CODE = /^[A-Za-z0-9-]{1,64}$/;

type TicketRow = typeof tickets.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * The entrance's check of one ticket: `given` is the QR payload (`CODE.mac`, verified with the
 * ticket key) or the printed code typed by staff. A valid ticket is admitted once — the first
 * scan records its redemption — and every other answer says why not. Anything the provider did not
 * issue is UNKNOWN, with the same 200 as the rest, so a scanner has one path to handle.
 */
export async function scanTicket(deps: ScanDeps, given: string): Promise<ScanAnswer> {
  const code = await codeOf(deps, given.trim());
  if (!code) return unknown(given.trim());
  const [found] = await deps.db.select({ ticket: tickets, order: orders }).from(tickets).innerJoin(orders, eq(orders.id, tickets.orderId)).where(eq(tickets.code, code));
  if (!found) return unknown(code);

  const { ticket, order } = found;
  const line = order.lines[ticket.line];
  if (!line) return unknown(code);
  const [product] = await deps.db
    .select({ name: productTranslations.name, timeZone: locations.timeZone })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, order.language)))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(eq(products.id, line.productId));
  const answer = (result: ScanAnswer['result'], redeemedAt: Date | null): ScanAnswer => ({
    result,
    code,
    reference: order.reference,
    productName: product?.name ?? null,
    date: line.date,
    time: line.time,
    // Heads to count at the gate: the passenger types and how many of each.
    passengers: line.units.filter((unit) => unit.quantity > 0).map((unit) => ({ type: unit.type, quantity: unit.quantity })),
    redeemedAt: redeemedAt?.toISOString() ?? null,
  });

  const refusal = refusalOf(ticket, order, line, product?.timeZone ?? 'UTC', deps.now);
  if (refusal) return answer(refusal, ticket.redeemedAt);
  return redeem(deps, ticket, order, answer);
}

/** The ticket code `given` names, or null when it is a payload with a signature the provider did not make. */
async function codeOf(deps: ScanDeps, given: string): Promise<string | null> {
  if (given.includes('.')) return verifyTicket(given, await ticketSecret(deps.db, deps.ticketSecret));
  return PRINTED_CODE.test(given) ? given.toUpperCase() : null;
}

/** Why a ticket is not admitted now, checked in the order staff need to hear it; null when it may enter. */
function refusalOf(ticket: TicketRow, order: OrderRow, line: OrderRow['lines'][number], timeZone: string, now: Date): ScanAnswer['result'] | null {
  // A replaced ticket is the old code of a new date: as void as a cancelled one.
  if (ticket.status !== 'valid' || order.status !== 'paid') return 'CANCELLED';
  if (ticket.redeemedAt) return 'ALREADY_USED';
  const today = localNow(timeZone, now).date;
  if (line.time !== null) return today === line.date ? null : 'WRONG_DATE';
  return today > ticket.validUntil ? 'EXPIRED' : null;
}

/**
 * Records the first redemption under the order's lock (a cancellation or date change of the same
 * order waits, or has already happened and is seen). The update only takes a ticket still valid and
 * unused: of two scanners at once, one gets VALID, the other ALREADY_USED.
 */
async function redeem(
  deps: ScanDeps,
  ticket: TicketRow,
  order: OrderRow,
  answer: (result: ScanAnswer['result'], redeemedAt: Date | null) => ScanAnswer,
): Promise<ScanAnswer> {
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.status !== 'paid') return answer('CANCELLED', ticket.redeemedAt);
    const [redeemed] = await tx
      .update(tickets)
      .set({ redeemedAt: deps.now })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.redeemedAt), eq(tickets.status, 'valid')))
      .returning();
    if (redeemed) {
      await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: locked.status, toStatus: locked.status, cause: `ticket ${ticket.code} redeemed`, actor: 'staff', at: deps.now });
      return answer('VALID', deps.now);
    }
    const [current] = await tx.select().from(tickets).where(eq(tickets.id, ticket.id));
    return answer(current?.status === 'valid' ? 'ALREADY_USED' : 'CANCELLED', current?.redeemedAt ?? null);
  });
}

const unknown = (code: string): ScanAnswer => ({
  result: 'UNKNOWN',
  code,
  reference: null,
  productName: null,
  date: null,
  time: null,
  passengers: [],
  redeemedAt: null,
});
