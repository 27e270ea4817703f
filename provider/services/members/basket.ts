import { and, eq, isNull, or } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { carts } from '../../db/schema';
import { repriceCartForMember } from '../cart/member-price';
import { cartOfToken } from '../cart/session';
import type { MemberRequest } from './request-scope';

/**
 * The guest's basket survives signing in: the basket of the request's guest token becomes the
 * member's and is priced at member prices. A basket that already belongs to another member
 * stays theirs; a guest token that has expired is simply no basket. Never fails the sign-in.
 */
export async function linkGuestBasket(request: MemberRequest, memberId: string): Promise<void> {
  const { db, now, guestToken } = request;
  if (!guestToken) return;
  try {
    // An expired or unknown guest token (401 for the basket calls) is no basket here.
    const cart = await cartOfToken(db, guestToken, now).catch((error: unknown) => {
      if (error instanceof ProviderError) return null;
      throw error;
    });
    if (!cart) return;
    const [linked] = await db
      .update(carts)
      .set({ memberId })
      .where(and(eq(carts.id, cart.id), or(isNull(carts.memberId), eq(carts.memberId, memberId))))
      .returning({ id: carts.id });
    if (linked) await repriceCartForMember(db, linked.id, now);
  } catch (error) {
    console.error('The guest basket could not be linked to the member who signed in:', error);
  }
}
