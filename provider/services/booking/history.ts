import type { HISTORY_KINDS } from '../../api/contract/booking';
import type { orderEvents } from '../../db/schema';
import { refundHistoryOf } from '../orders/history-causes';
import { EMAIL_CAUSES } from '../payment/confirmation';
import { changedLine } from './change-history';

export type HistoryKind = (typeof HISTORY_KINDS)[number];
type EventRow = typeof orderEvents.$inferSelect;

const SUPPLEMENT_PAID = /^supplement paid for line (\d+):/;
const EMAILED_AGAIN = new Set<string>(Object.values(EMAIL_CAUSES));

/**
 * Which of an order's events the customer sees, as what, and for which lines: the one place
 * that reads back the causes the services write (orders/history-causes.ts for cancellations and
 * refunds, booking/change-history.ts for dates, booking/supplement.ts, payment/confirmation.ts).
 * Everything else (captures, retries, notes) is bookkeeping and stays out of the view.
 * `booked` is the payment's own step into `paid`, for every line.
 */
export function historyEntry(event: Pick<EventRow, 'fromStatus' | 'toStatus' | 'cause'>, lineCount: number): { kind: HistoryKind; lines: number[] } | null {
  if (event.toStatus === 'paid' && event.fromStatus !== 'paid') return { kind: 'booked', lines: Array.from({ length: lineCount }, (_, line) => line) };
  const money = refundHistoryOf(event.cause);
  if (money) return money;
  const changed = changedLine(event.cause);
  if (changed !== null) return { kind: 'dateChanged', lines: [changed] };
  const supplement = SUPPLEMENT_PAID.exec(event.cause);
  if (supplement) return { kind: 'supplementPaid', lines: [Number(supplement[1])] };
  if (EMAILED_AGAIN.has(event.cause)) return { kind: 'emailResent', lines: [] };
  return null;
}
