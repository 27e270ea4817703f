import { and, eq } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { orders, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { zonedInstant } from '../../domain/dates';
import { voucherDocument } from '../payment/voucher-data';
import type { VoucherDocument, VoucherTicket } from '../voucher/document';
import { shopIdentity } from '../voucher/shop-identity';

/** One ticket as a wallet pass shows it, with its order's voucher (brand, reference, language). */
export interface PassTicket {
  document: VoucherDocument;
  ticket: VoucherTicket;
  /** The shop's address (SHOP_URL, else the selling site's): where the wallet buttons are. */
  origin: string;
}

export interface PassDeps {
  db: Database;
  /** The `x-site` the request came from: whose brand the pass carries. */
  site?: string;
  shopUrl?: string;
  ticketSecret?: string;
}

/**
 * The ticket `code` of the paid order the voucher `token` opens, while it stands: a cancelled or
 * replaced ticket (or another order's code) is 404, saying nothing about other orders.
 */
export async function passTicket(deps: PassDeps, code: string, token: string): Promise<PassTicket> {
  const [found] = await deps.db
    .select({ order: orders })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.code, code), eq(orders.secret, token), eq(tickets.status, 'valid'), eq(orders.status, 'paid')));
  if (!found) throw new ProviderError('NOT_FOUND', 'There is no ticket for this link.');
  const shop = shopIdentity(deps.site, found.order.language, deps.shopUrl);
  const document = await voucherDocument(deps.db, found.order, shop, deps.ticketSecret);
  const ticket = document.tickets.find((t) => t.code === code);
  if (!ticket) throw new ProviderError('NOT_FOUND', 'There is no ticket for this link.');
  return { document, ticket, origin: shop.url };
}

/** The instant the clocks of `timeZone` show `date` `time`, written with that zone's offset then ('2027-05-05T10:00:00+02:00'). */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const instant = zonedInstant(date, time, timeZone);
  const offsetMinutes = Math.round((Date.parse(`${date}T${time}:00Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${date}T${time}:00${sign}${hours}:${minutes}`;
}

/** When a pass can be used: the departure's day (timed) or from the purchase (open-dated), until the end of its last valid day on the venue's clocks. */
export function validityInterval(document: VoucherDocument, ticket: VoucherTicket): { start: string; end: string } {
  const start = ticket.time ? zonedIso(ticket.date, '00:00', ticket.timeZone) : document.issuedAt;
  return { start, end: zonedIso(ticket.validUntil, '23:59', ticket.timeZone) };
}
