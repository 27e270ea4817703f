import { addDays, addMonths, localNow } from '../../domain/dates';

/**
 * The last day a ticket can be used. A dated departure (a start time) is valid on its day only;
 * an open-dated pass for the product's months from the purchase, counted in the city's calendar
 * (12 months from 5 March: until 4 March next year).
 */
export function ticketValidUntil(line: { date: string; time: string | null }, months: number, purchase: { at: Date; timeZone: string }): string {
  if (line.time !== null) return line.date;
  return addDays(addMonths(localNow(purchase.timeZone, purchase.at).date, months), -1);
}
