/**
 * The words the order's history (order_events.cause) uses for cancellations and money going
 * back, written here and read back here: the booking view turns them into its history kinds
 * (the event's `amount` is the money, its `actor` who acted).
 */

interface RefundOfLines {
  id: number;
  amount: number;
  lines: number[];
}

/** A cancellation, with its idempotency key in brackets: a retry under the key finds it (and its lines and amount) again, even when nothing was refunded. */
export const cancelCause = (lines: number[], refunded: number, key: string) =>
  `cancelled lines ${lines.join(',')}; ${refunded > 0 ? `refund ${refunded} pending` : 'no refund'} [${key}]`;

export const refundSucceededCause = (row: RefundOfLines, how: string) => `refund #${row.id} of ${row.amount} for lines ${row.lines.join(',')} succeeded (${how})`;

export const refundFailedCause = (row: RefundOfLines, reason: string) =>
  `refund #${row.id} of ${row.amount} for lines ${row.lines.join(',')} failed (${reason}); ${row.amount} owed to the customer again`;

const PATTERNS = {
  cancelled: /^cancelled lines ([\d,]+);/,
  refunded: /^refund #\d+ of \d+ for lines ([\d,]+) succeeded/,
  refundFailed: /^refund #\d+ of \d+ for lines ([\d,]+) failed/,
} as const;

export type RefundHistoryKind = keyof typeof PATTERNS;

/** Which of these an event is, if any, and the lines it was about. */
export function refundHistoryOf(cause: string): { kind: RefundHistoryKind; lines: number[] } | null {
  for (const kind of Object.keys(PATTERNS) as RefundHistoryKind[]) {
    const match = PATTERNS[kind].exec(cause);
    if (match) return { kind, lines: match[1]!.split(',').map(Number) };
  }
  return null;
}
