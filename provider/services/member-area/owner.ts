import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { orders } from '../../db/schema';
import type { Database } from '../../db/types';
import type { OrderRow } from '../payment/answer';

/** Who asks, as the member area needs it: the signed-in member's id and email, and whether the email is proven. */
export interface MemberIdentity {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The orders that are a member's: those bought signed in (`orders.member_id`), and — once the
 * member has proven the address by the verification link — those bought as a guest with the
 * same email. An unverified account could be anybody's typing, so it sees only its own.
 */
export function ownedBy(member: MemberIdentity): SQL {
  const signedIn = eq(orders.memberId, member.id);
  if (!member.emailVerified) return signedIn;
  return or(signedIn, sql`lower(${orders.customer}->>'email') = ${member.email.trim().toLowerCase()}`)!;
}

/** The one answer for a reference that does not exist, is not paid, or is someone else's: guessing references tells nothing. */
export const noSuchBooking = () => new ProviderError('NOT_FOUND', 'There is no such booking.', 'BOOKING_NOT_FOUND');

/** The paid order with this reference, if it is the member's; otherwise 404, whatever the reason. */
export async function ownedOrder(db: Database, member: MemberIdentity, reference: string): Promise<OrderRow> {
  const wanted = reference.trim().toUpperCase();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, wanted), eq(orders.status, 'paid'), ownedBy(member)));
  if (!order) throw noSuchBooking();
  return order;
}
