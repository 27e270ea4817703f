import type { OptionKind, RefundType } from './catalogue';
import { addDays, zonedInstant } from './dates';

/**
 * An option's cancellation policy, shaped like OCTO's: `refundable` with how much comes back,
 * and a cut-off. A timed departure can be cancelled until `cutoffMinutes` before it starts, on
 * the venue's clocks; an open-dated ticket until its first use or the end of its last valid day.
 */
export interface CancellationPolicy {
  refundType: RefundType;
  /** 100 for full, 0 for none, 1–99 for partial. */
  refundPercent: number;
  cutoffMinutes: number;
}

/** One ticket as the policy sees it. */
export interface PolicyTicket {
  kind: OptionKind;
  /** The departure's day and 'HH:MM' (timed), or the day the open ticket was bought for. */
  date: string;
  time: string | null;
  /** The last day an open-dated ticket can be used. */
  validUntil: string;
  /** The venue's IANA time zone. */
  timeZone: string;
}

/**
 * The last instant a cancellation is accepted, or null when the policy refunds nothing (a
 * non-refundable ticket has no deadline to state). Timed: departure − cut-off. Open-dated: the
 * end of the last valid day on the venue's clocks (first use is checked separately).
 */
export function cancellationDeadline(policy: CancellationPolicy, ticket: PolicyTicket): Date | null {
  if (policy.refundType === 'none') return null;
  if (ticket.kind === 'timed' && ticket.time) {
    const departure = zonedInstant(ticket.date, ticket.time, ticket.timeZone);
    return new Date(departure.getTime() - policy.cutoffMinutes * 60_000);
  }
  return new Date(zonedInstant(addDays(ticket.validUntil, 1), '00:00', ticket.timeZone).getTime() - 1000);
}

/** Minor units a cancellation gives back of what a ticket cost, rounded down to the cent (never more than paid). */
export function refundOf(policy: CancellationPolicy, paid: number): number {
  return Math.floor((paid * policy.refundPercent) / 100);
}

/**
 * What each line really cost: the order's total (after a coupon) shared out over the lines in
 * proportion to their list prices, to the cent, by largest remainder, so the shares add up to
 * exactly the total. Lines that cost nothing get nothing.
 */
export function lineShares(listPrices: readonly number[], total: number): number[] {
  const sum = listPrices.reduce((a, b) => a + b, 0);
  if (sum === 0) return listPrices.map(() => 0);
  const exact = listPrices.map((price) => (price * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** A policy as words for people and machines: OCTO's `cancellationCutoff` ("24 hours") and `refundable`. */
export function octoCutoff(policy: CancellationPolicy): { refundable: boolean; cancellationCutoff: string; cancellationCutoffAmount: number; cancellationCutoffUnit: 'minute' | 'hour' | 'day' } {
  const m = policy.cutoffMinutes;
  const [amount, unit] = m % 1440 === 0 && m > 0 ? [m / 1440, 'day' as const] : m % 60 === 0 ? [m / 60, 'hour' as const] : [m, 'minute' as const];
  return { refundable: policy.refundType !== 'none', cancellationCutoff: `${amount} ${unit}${amount === 1 ? '' : 's'}`, cancellationCutoffAmount: amount, cancellationCutoffUnit: unit };
}
