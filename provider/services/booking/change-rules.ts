import { eq } from 'drizzle-orm';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { ERROR_REASONS, type ErrorReason } from '../../api/contract/errors';
import { ProviderError } from '../../api/errors';
import { productOptions, products, type OrderLine } from '../../db/schema';
import type { Database } from '../../db/types';
import { lineShares } from '../../domain/cancellation';
import { addDays, localNow } from '../../domain/dates';
import { changeOn, isBookable, optionDay, type SlotAvailability } from '../availability/engine';
import { loadAvailability, type AvailabilityData, type OptionData } from '../availability/load';
import { priceItem } from '../cart/pricing';
import type { OrderRow } from '../payment/answer';
import { placesOfLine } from '../payment/payment-holds';
import { ticketValidUntil } from '../voucher/validity';
import { ticketStates, type TicketBlock, type TicketState } from '../orders/ticket-state';

/**
 * What one booked line may be moved to: the rules the calendar shows and the change applies
 * again under the order's lock. The new departure is sold by a new booking's rules (weekdays,
 * season, block-outs, the 15-minute cut-off, places left), within the voucher's validity: from
 * today on the venue's clocks until the day before the product's validity months, counted from
 * the purchase day, run out (as an open-dated voucher bought then would be valid). A product sold
 * only near its city does not ask for the buyer's position again: they bought it already.
 */
export interface ChangeScope {
  state: TicketState;
  orderLine: OrderLine;
  data: AvailabilityData;
  option: OptionData;
  /** The days a new departure may be on: today (venue's clocks) … the voucher's last valid day. */
  window: { from: string; to: string };
  passengers: number;
}

const unprocessable = (message: string, reason: ErrorReason) => new ProviderError('UNPROCESSABLE', message, reason);

const BLOCK_MESSAGES: Record<TicketBlock, string> = {
  CUTOFF_PASSED: 'It is too late to change the date of this ticket.',
  NOT_REFUNDABLE: 'The date of this ticket cannot be changed.',
  TICKET_USED: 'This ticket has been used.',
  TICKET_CANCELLED: 'This ticket was cancelled.',
  EXPIRED: 'This ticket is no longer valid.',
  OPEN_DATED: 'This ticket is not for a date and time: it is valid on any day of its validity.',
};

/** Why a ticket cannot be moved, as an error the shop can word: the ticket's own block where the contract names it. */
function notChangeable(block: TicketBlock | null): ProviderError {
  const reason = block && (ERROR_REASONS as readonly string[]).includes(block) ? (block as ErrorReason) : 'DATE_NOT_CHANGEABLE';
  return unprocessable(block ? BLOCK_MESSAGES[block] : 'The date of this ticket cannot be changed.', reason);
}

/**
 * The line's ticket state, refused unless its date can be changed now. A line the order does
 * not have is the request's fault (400); an unpaid order or a blocked ticket is 422.
 */
export async function changeableLine(db: Database, order: OrderRow, line: number, now: Date): Promise<TicketState> {
  if (!Number.isInteger(line) || line < 0 || line >= order.lines.length) {
    throw new ProviderError('BAD_REQUEST', `line: this booking has ${order.lines.length === 1 ? 'one line (0)' : `lines 0 to ${order.lines.length - 1}`}`);
  }
  if (order.status !== 'paid') throw unprocessable('This booking is not paid.', 'ORDER_NOT_PAID');
  const state = (await ticketStates(db, order, now)).find((s) => s.line === line);
  if (!state) throw unprocessable('This line has no ticket to move.', 'DATE_NOT_CHANGEABLE');
  if (!state.canChangeDate) throw notChangeable(state.changeBlock);
  return state;
}

/** The line's changeable state, its option's availability over `range` (clamped to the window), and the window. */
export async function changeScope(db: Database, order: OrderRow, line: number, now: Date, range: { from: string; to: string }): Promise<ChangeScope> {
  const state = await changeableLine(db, order, line, now);
  const orderLine = state.orderLine;
  const [product] = await db
    .select({ months: products.voucherValidityMonths })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(eq(productOptions.id, orderLine.optionId));
  const today = localNow(state.timeZone, now).date;
  const window = {
    from: today,
    // The open-dated voucher's last day for a purchase on the day this order was paid.
    to: ticketValidUntil({ date: orderLine.date, time: null }, product?.months ?? 12, { at: order.paidAt ?? order.createdAt, timeZone: state.timeZone }),
  };
  const from = range.from < window.from ? window.from : range.from;
  const to = range.to > window.to ? window.to : range.to;
  // An empty range still loads the option (for its units and rules), over one day.
  const data = await loadAvailability(db, { optionId: orderLine.optionId }, now, () => (from <= to ? { from, to } : { from, to: from }));
  const option = data?.options[0];
  if (!data || !option) throw unprocessable('This ticket’s option is no longer sold.', 'DATE_NOT_CHANGEABLE');
  return { state, orderLine, data, option, window, passengers: placesOfLine(orderLine) };
}

/** The departures of a day that could take the line's passengers now, as for a new booking; never the line's own. */
export function departuresOn(scope: ChangeScope, date: string): SlotAvailability[] {
  const { option, data, orderLine, window } = scope;
  if (date < window.from || date > window.to || option.kind !== 'timed' || option.capacity === null) return [];
  return optionDay(option, date, data.clock, data.product).times.filter(
    // A departure past a new booking's cut-off (15 minutes before it leaves) is unavailable already.
    (slot) => isBookable(slot.status) && slot.remaining >= scope.passengers && !(date === orderLine.date && slot.time === orderLine.time),
  );
}

/**
 * What the ticket would cost on `date`: the line's passengers at that day's prices (what a new
 * basket item would cost, in the order's currency; package choices do not change a price), at
 * the discount the line got when bought — a coupon stays with its booking. Null when the option
 * no longer sells one of the line's passenger types.
 */
export function priceOn(scope: ChangeScope, order: OrderRow, date: string): number | null {
  const { option, orderLine } = scope;
  if (orderLine.units.some((u) => u.quantity > 0 && !option.units.some((sold) => sold.unitType === u.type))) return null;
  const list = priceItem(option.units, orderLine.units, order.currencyId as CurrencyId, changeOn(option.changes, date)).total.amount;
  const share = lineShares(order.lines.map((l) => l.amount), order.amount)[scope.state.line]!;
  if (orderLine.amount <= 0 || share === orderLine.amount) return list;
  return Math.round((list * share) / orderLine.amount);
}

/** New price minus what the ticket cost so far: positive is paid, negative given back. */
export function differenceOn(scope: ChangeScope, order: OrderRow, date: string): number | null {
  const price = priceOn(scope, order, date);
  return price === null ? null : price - scope.state.price;
}

export const moneyOf = (order: OrderRow, amount: number) => ({ amount, currency: CURRENCIES[order.currencyId as CurrencyId].code });

/** The 31 days from `from`, as asked. */
export const monthFrom = (from: string) => ({ from, to: addDays(from, 30) });

/**
 * The departure a change asks for, checked as a new booking's would be (in this order: the
 * same departure, the validity, the day, the time, the places), with its price difference.
 */
export function checkDeparture(scope: ChangeScope, order: OrderRow, date: string, time: string): { slot: SlotAvailability; difference: number } {
  const { option, data, orderLine, window } = scope;
  if (date === orderLine.date && time === orderLine.time) throw unprocessable('The ticket is already for this departure.', 'SAME_DATE');
  if (date < window.from || date > window.to) {
    throw unprocessable(`The new date must be within the voucher’s validity, from ${window.from} to ${window.to}.`, 'OUTSIDE_VALIDITY');
  }
  if (!data.product.active) throw unprocessable('This product is temporarily unavailable.', 'TEMPORARILY_UNAVAILABLE');
  const day = optionDay(option, date, data.clock, data.product);
  if (day.status === 'sold_out') throw new ProviderError('CONFLICT', 'Sold out: there are no places left on this day.', 'SOLD_OUT');
  if (!isBookable(day.status)) throw unprocessable('The selected day is unavailable.', 'DAY_UNAVAILABLE');
  const slot = day.times.find((s) => s.time === time);
  if (!slot || slot.status === 'unavailable') throw unprocessable('The selected time is unavailable.', 'TIME_UNAVAILABLE');
  if (slot.remaining === 0) throw new ProviderError('CONFLICT', 'Sold out: there are no places left on this departure.', 'SOLD_OUT');
  if (slot.remaining < scope.passengers) {
    throw new ProviderError('CONFLICT', `Only ${slot.remaining} ${slot.remaining === 1 ? 'place is' : 'places are'} left on this departure.`, 'NOT_ENOUGH_PLACES');
  }
  const difference = differenceOn(scope, order, date);
  if (difference === null) throw unprocessable('This option no longer sells tickets for these passengers.', 'DATE_NOT_CHANGEABLE');
  return { slot, difference };
}
