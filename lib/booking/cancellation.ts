import { cancellationDeadline, type CancellationPolicy } from '@/provider/domain/cancellation';
import type { OptionKind } from '@/provider/domain/catalogue';
import { addDays, addMonths } from '@/provider/domain/dates';

/**
 * The cancellation deadline of the ticket being chosen in the booking panel, as the voucher
 * will state it: a departure's once its time is chosen (its cut-off before it leaves, on the
 * venue's clocks); an open ticket's at the end of its validity counted from today, the day it
 * is bought. Null while the time is still open, or when nothing would be refunded.
 */
export function chosenDeadline(
  option: { kind: OptionKind; cancellation: CancellationPolicy },
  chosen: { date: string; time: string | null },
  product: { timeZone: string; voucherMonths: number },
  today: string,
): Date | null {
  if (option.kind === 'timed' && !chosen.time) return null;
  const validUntil = option.kind === 'open' ? addDays(addMonths(today, product.voucherMonths), -1) : chosen.date;
  return cancellationDeadline(option.cancellation, { kind: option.kind, date: chosen.date, time: chosen.time, validUntil, timeZone: product.timeZone });
}
