import { MAX_CART_ITEMS, MAX_UNIT_QUANTITY } from '@/provider/domain/cart-limits';
import { UNIT_TYPES, type UnitType } from '@/provider/domain/catalogue';
import { isCalendarDate } from '@/provider/domain/dates';
import { RESERVE_PARAM } from './reserve-param';

/**
 * A basket opened by URL (spec §3 "optionReservation list", §4): each `reserve` entry is
 *
 *   optionId:productId:YYYY-MM-DD[:HH:MM]:type=qty[,type=qty…][:choiceId[+choiceId…]]
 *
 * e.g. `41031:4103:2027-05-12:10:00:adult=2,child=1:4103111+4103121`. Parsing is strict: an
 * entry that is not exactly this shape, names a passenger type twice, has no passenger, or
 * goes beyond the contract's limits is ignored as a whole rather than half-guessed.
 * (This module pulls in the contract's limits: the basket loads it only when a link needs it.)
 */
export interface Reservation {
  optionId: number;
  productId: number;
  date: string;
  /** 'HH:MM' in the city's time, for timed options. */
  time?: string;
  units: { type: UnitType; quantity: number }[];
  packageChoices: number[];
}

/** Longest entry read: well beyond any real one, short enough that nothing odd is worked on. */
const MAX_ENTRY_LENGTH = 400;
const MAX_CHOICES = 20;
const MAX_ID = 2_147_483_647;

const ID = '[1-9]\\d{0,9}';
const QUANTITY = '(?:0|[1-9]\\d{0,2})';
// After URL decoding a literal '+' reads as a space, so the choice separator is either.
const ENTRY = new RegExp(
  `^(${ID}):(${ID}):(\\d{4}-\\d{2}-\\d{2})(?::([01]\\d|2[0-3]):([0-5]\\d))?:([a-z_]+=${QUANTITY}(?:,[a-z_]+=${QUANTITY})*)(?::(${ID}(?:[+ ]${ID})*))?$`,
);

const isUnitType = (value: string): value is UnitType => (UNIT_TYPES as readonly string[]).includes(value);

/** One entry, or null when it is malformed in any way. */
export function parseReservation(entry: string): Reservation | null {
  if (entry.length > MAX_ENTRY_LENGTH) return null;
  const match = ENTRY.exec(entry);
  if (!match) return null;
  const [, option, product, date, hours, minutes, unitList, choiceList] = match;
  const optionId = Number(option);
  const productId = Number(product);
  if (optionId > MAX_ID || productId > MAX_ID || !date || !isCalendarDate(date) || !unitList) return null;

  const units: Reservation['units'] = [];
  for (const pair of unitList.split(',')) {
    const [type = '', quantity = ''] = pair.split('=');
    const count = Number(quantity);
    if (!isUnitType(type) || units.some((unit) => unit.type === type) || count > MAX_UNIT_QUANTITY) return null;
    units.push({ type, quantity: count });
  }
  if (!units.some((unit) => unit.quantity > 0)) return null;

  const packageChoices = choiceList ? choiceList.split(/[+ ]/).map(Number) : [];
  if (packageChoices.length > MAX_CHOICES || packageChoices.some((id) => id > MAX_ID) || new Set(packageChoices).size !== packageChoices.length) return null;

  return { optionId, productId, date, ...(hours && minutes ? { time: `${hours}:${minutes}` } : {}), units, packageChoices };
}

/** The entry of a reservation; passenger types with no ticket are left out. */
export function formatReservation(reservation: Reservation): string {
  const parts = [String(reservation.optionId), String(reservation.productId), reservation.date];
  if (reservation.time) parts.push(reservation.time);
  parts.push(
    reservation.units
      .filter((unit) => unit.quantity > 0)
      .map((unit) => `${unit.type}=${unit.quantity}`)
      .join(','),
  );
  if (reservation.packageChoices.length > 0) parts.push(reservation.packageChoices.join('+'));
  return parts.join(':');
}

/** The reservations of a query string, at most a full basket's worth, and how many entries were ignored. */
export function parseReservations(search: string | URLSearchParams): { reservations: Reservation[]; ignored: number } {
  const entries = new URLSearchParams(search).getAll(RESERVE_PARAM);
  const parsed = entries.slice(0, MAX_CART_ITEMS).map(parseReservation);
  const reservations = parsed.filter((reservation): reservation is Reservation => reservation !== null);
  return { reservations, ignored: entries.length - reservations.length };
}

/**
 * The query for a list of reservations, readable as typed: `reserve=…&reserve=…`. Only
 * '+' needs escaping (a bare one would read as a space, which parsing accepts anyway).
 */
export function reservationQuery(reservations: Reservation[]): string {
  return reservations.map((reservation) => `${RESERVE_PARAM}=${formatReservation(reservation).replaceAll('+', '%2B')}`).join('&');
}

/** A URL's path, query and hash without its reservation entries: what the address bar keeps once they are handled. */
export function withoutReservations(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(RESERVE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
