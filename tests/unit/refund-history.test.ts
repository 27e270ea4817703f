import { describe, expect, it } from 'vitest';
import { cancelCause, refundFailedCause, refundHistoryOf, refundSucceededCause } from '@/provider/services/orders/history-causes';

describe('the history’s words for cancellations and refunds', () => {
  it('reads back what it writes: the kind and the lines', () => {
    expect(refundHistoryOf(cancelCause([0, 2], 1234, 'refund-x-key [1]'))).toEqual({ kind: 'cancelled', lines: [0, 2] });
    expect(refundHistoryOf(cancelCause([1], 0, 'k'))).toEqual({ kind: 'cancelled', lines: [1] });
    expect(refundHistoryOf(refundSucceededCause({ id: 7, amount: 1234, lines: [0, 2] }, 'refund SBX1'))).toEqual({ kind: 'refunded', lines: [0, 2] });
    expect(refundHistoryOf(refundFailedCause({ id: 7, amount: 1234, lines: [3] }, 'REFUND: refused'))).toEqual({ kind: 'refundFailed', lines: [3] });
  });

  it('says what a cancellation gave back, in the words of the shared design', () => {
    expect(cancelCause([0, 2], 1234, 'k')).toBe('cancelled lines 0,2; refund 1234 pending [k]');
    expect(cancelCause([0], 0, 'k')).toBe('cancelled lines 0; no refund [k]');
  });

  it('leaves other events alone', () => {
    for (const cause of ['captured SBX1', 'confirmation sent (outbox)', 'refund #3 of 100 accepted by the gateway (refund REF1); awaiting its notification', 'refund #3 of 100 not sent (timeout); to be retried']) {
      expect(refundHistoryOf(cause)).toBeNull();
    }
  });
});
