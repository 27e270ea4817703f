import { cancelTickets, type CancelResult } from '../orders/cancel';
import type { PaymentDeps } from '../payment/deps';
import { ownedOrder, type MemberIdentity } from './owner';

/**
 * `POST sale/{id}/cancel`: the member cancels their whole order, or some tickets, through the
 * one cancellation service manage-my-booking uses — the same rules, refunds and emails, the
 * history saying a member did it. The idempotency key makes a retried request refund once.
 */
export async function cancelMemberOrder(
  deps: PaymentDeps,
  member: MemberIdentity,
  reference: string,
  body: { lines?: number[]; idempotencyKey: string },
): Promise<CancelResult> {
  const order = await ownedOrder(deps.db, member, reference);
  return cancelTickets(deps, { orderId: order.id, lines: body.lines, actor: 'member', idempotencyKey: body.idempotencyKey });
}
