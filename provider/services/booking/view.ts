import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ManagedBooking, ManagedTicket } from '../../api/contract/booking';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { locationTranslations, optionTranslations, orderEvents, products, productTranslations } from '../../db/schema';
import type { Database } from '../../db/types';
import { localNow } from '../../domain/dates';
import { unitNames } from '../option-details';
import { ticketStates, type TicketState } from '../orders/ticket-state';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { ticketSecret, voucherLinks } from '../payment/voucher-data';
import { NO_WALLET_LINKS, walletLinks } from '../tickets/wallet-links';
import type { WalletSettings } from '../tickets/wallet-settings';
import { shopIdentity } from '../voucher/shop-identity';
import { signTicket } from '../voucher/signature';
import { historyEntry } from './history';

export type ViewDeps = Pick<PaymentDeps, 'db' | 'now' | 'site' | 'shopUrl' | 'ticketSecret'> & { wallet?: WalletSettings };

/**
 * A paid order as "manage my booking" shows it, in the language it was booked in: each line's
 * current ticket with what it cost, what cancelling it now gives back and until when, what the
 * customer may do with it and why not, and the order's history in the customer's terms.
 */
export async function managedBooking(deps: ViewDeps, order: OrderRow): Promise<ManagedBooking> {
  const { db, now } = deps;
  const currency = CURRENCIES[order.currencyId as CurrencyId].code;
  const money = (amount: number) => ({ amount, currency });
  const [states, names, secret, history] = await Promise.all([
    ticketStates(db, order, now),
    namesOf(db, order),
    ticketSecret(db, deps.ticketSecret),
    historyOf(db, order),
  ]);

  const tickets = states.map((state): ManagedTicket => {
    const { ticket, orderLine: line } = state;
    const status = ticketStatus(state, now);
    const product = names.products.get(line.productId);
    return {
      line: state.line,
      code: ticket.code,
      qr: status === 'valid' ? signTicket(ticket.code, secret) : null,
      status,
      productId: line.productId,
      optionId: line.optionId,
      kind: state.kind,
      productName: product?.name ?? '',
      optionName: names.options.get(line.optionId) ?? '',
      locationName: product?.locationName ?? '',
      date: line.date,
      time: line.time,
      timeZone: state.timeZone,
      validUntil: ticket.validUntil,
      passengers: line.units.filter((u) => u.quantity > 0).map((u) => ({ type: u.type, name: names.units.get(u.type) ?? u.type, quantity: u.quantity })),
      price: money(state.price),
      refund: money(state.refund),
      policy: { ...state.policy, deadline: state.deadline?.toISOString() ?? null },
      canCancel: state.canCancel,
      cancelBlock: state.cancelBlock,
      canChangeDate: state.canChangeDate,
      changeBlock: state.changeBlock,
      wallet: status === 'valid' ? walletLinks(deps.wallet, order, ticket.code) : NO_WALLET_LINKS,
    };
  });

  const cancelled = tickets.filter((t) => t.status === 'cancelled').length;
  return {
    reference: order.reference,
    status: cancelled === 0 ? 'paid' : cancelled === tickets.length ? 'cancelled' : 'partly-cancelled',
    paidWith: order.gateway === 'credit' ? 'credit' : 'card',
    language: order.language,
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
    paid: money(order.amount + order.extraPaid),
    refunded: money(order.refundedAmount),
    tickets,
    history: history.map((event) => ({ ...event, amount: event.amount === null ? null : money(event.amount) })),
    voucher: voucherLinks(shopIdentity(deps.site, order.language, deps.shopUrl).url, order),
  };
}

/** Used (scanned), cancelled, past its last valid day on the venue's clocks, or valid. */
function ticketStatus(state: TicketState, now: Date): ManagedTicket['status'] {
  if (state.ticket.redeemedAt) return 'used';
  if (state.ticket.status === 'cancelled') return 'cancelled';
  if (localNow(state.timeZone, now).date > state.ticket.validUntil) return 'expired';
  return 'valid';
}

/** Product, location, option and passenger type names in the order's language. */
async function namesOf(db: Database, order: OrderRow) {
  const lang = order.language;
  const productIds = [...new Set(order.lines.map((l) => l.productId))];
  const optionIds = [...new Set(order.lines.map((l) => l.optionId))];
  const [productRows, optionRows, units] = await Promise.all([
    db
      .select({ id: products.id, name: productTranslations.name, locationName: locationTranslations.name })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, lang)))
      .where(inArray(products.id, productIds)),
    db
      .select({ id: optionTranslations.optionId, name: optionTranslations.name })
      .from(optionTranslations)
      .where(and(inArray(optionTranslations.optionId, optionIds), eq(optionTranslations.lang, lang))),
    unitNames(db, lang),
  ]);
  return {
    products: new Map(productRows.map((p) => [p.id, p])),
    options: new Map(optionRows.map((o) => [o.id, o.name])),
    units,
  };
}

/** The events the customer sees, oldest first, with the lines each concerns. */
async function historyOf(db: Database, order: OrderRow) {
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return events.flatMap((event) => {
    const entry = historyEntry(event, order.lines.length);
    return entry ? [{ at: event.at.toISOString(), kind: entry.kind, amount: event.amount, lines: [...entry.lines].sort((a, b) => a - b) }] : [];
  });
}
