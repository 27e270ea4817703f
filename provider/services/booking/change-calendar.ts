import type { z } from '@hono/zod-openapi';
import type { ChangeCalendarSchema } from '../../api/contract/booking';
import { addDays, daysBetween } from '../../domain/dates';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { changeScope, departuresOn, differenceOn, moneyOf, monthFrom } from './change-rules';

export type ChangeCalendar = z.infer<typeof ChangeCalendarSchema>;

/**
 * `booking/change/calendar`: the departures a ticket could move to in the 31 days from `from`,
 * each with the places left and the price difference. Only days within the voucher's validity
 * (today … its last valid day) and departures that take the line's passengers are answered, as a
 * new booking would see them; the ticket's own departure is never offered. Days with none are left out.
 */
export async function changeCalendar(deps: Pick<PaymentDeps, 'db' | 'now'>, order: OrderRow, line: number, from: string): Promise<ChangeCalendar> {
  const asked = monthFrom(from);
  const scope = await changeScope(deps.db, order, line, deps.now, asked);
  const first = asked.from < scope.window.from ? scope.window.from : asked.from;
  const last = asked.to > scope.window.to ? scope.window.to : asked.to;
  const days: ChangeCalendar['days'] = [];
  for (let i = 0; i <= daysBetween(first, last); i++) {
    const date = addDays(first, i);
    const difference = differenceOn(scope, order, date);
    if (difference === null) continue;
    const slots = departuresOn(scope, date).map((slot) => ({ time: slot.time, remaining: slot.remaining, difference: moneyOf(order, difference) }));
    if (slots.length > 0) days.push({ date, slots });
  }
  return { line, days };
}
