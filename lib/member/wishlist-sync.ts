import { mergeWishlist } from '@/lib/api/wishlist';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { wishlistStore } from '@/stores/wishlist-store';

/**
 * Right after signing in: what the visitor saved in this browser joins the account's wishlist,
 * and the browser's copy is cleared (the account's list is the one from now on). When the call
 * fails the browser keeps its list, to hand it over at the next sign-in. Resolves to whether
 * nothing is left to hand over.
 */
export async function mergeWishlistAfterSignIn(language: Language = 'en'): Promise<boolean> {
  const local = wishlistStore();
  const productIds = local.getState().productIds;
  if (productIds.length === 0) return true;
  const result = await callBasket((http, context) => mergeWishlist(http, productIds, context), { language });
  if (!result.ok) return false;
  // Only what was sent: a heart pressed in another tab meanwhile stays for the next merge.
  for (const id of productIds) local.getState().remove(id);
  return true;
}
