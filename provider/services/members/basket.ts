import { and, eq, isNull, or } from 'drizzle-orm';
import { log } from '@/lib/log';
import { ProviderError } from '../../api/errors';
import { carts, members } from '../../db/schema';
import { linkAgentBasket } from '../agents/basket';
import { repriceCartForMember } from '../cart/member-price';
import { cartOfToken } from '../cart/session';
import type { MemberRequest } from './request-scope';

/**
 * The guest's basket survives signing in: the basket of the request's guest token becomes the
 * member's and is priced at member prices — or, for an agent, takes the agency's currency and
 * reserves what its credit covers. A basket that already belongs to someone else stays theirs;
 * a guest token that has expired is simply no basket. Never fails the sign-in.
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
    const [account] = await db.select({ agencyId: members.agencyId }).from(members).where(eq(members.id, memberId));
    if (account?.agencyId) {
      await linkAgentBasket(db, cart, { id: memberId, agencyId: account.agencyId }, now);
      return;
    }
    const [linked] = await db
      .update(carts)
      .set({ memberId })
      .where(and(eq(carts.id, cart.id), or(isNull(carts.memberId), eq(carts.memberId, memberId))))
      .returning({ id: carts.id });
    if (linked) await repriceCartForMember(db, linked.id, now);
  } catch (error) {
    log.error({ err: error }, 'The guest basket could not be linked to the account that signed in');
  }
}
