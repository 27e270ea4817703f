import type { OrderRow } from '../payment/answer';
import { sendConfirmationAgain } from '../payment/confirmation';
import type { PaymentDeps } from '../payment/deps';

/** Resends per order within an hour: enough for a lost email, too few to mail-bomb the booking's address. */
export const RESENDS_PER_HOUR = 3;

/**
 * "Send my tickets again": the confirmation with today's vouchers, to the booking's own
 * address only (never one the visitor types), recorded in the history. A fourth within the
 * hour is 429 with Retry-After.
 */
export async function resendConfirmation(
  deps: Pick<PaymentDeps, 'db' | 'mail' | 'site' | 'shopUrl' | 'ticketSecret' | 'now'>,
  order: OrderRow,
  actor: 'customer' | 'member' | 'agent' | 'staff' = 'customer',
): Promise<void> {
  await sendConfirmationAgain(deps, order.id, { reason: 'resent', actor, perHour: RESENDS_PER_HOUR });
}
