'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToWishlist, getWishlist, removeFromWishlist } from '@/lib/api/wishlist';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { memberKeys, useMemberContext } from '@/lib/member/use-member';
import { keepInLocalWishlist, useLocalWishlist } from '@/stores/wishlist-store';
import { useMemberSite } from './member-site';
import { useMemberSessionLost } from './use-member-call';
import { useMemberName } from '@/stores/visitor-store';

export interface Wishlist {
  /** False where the site has no members: no hearts at all. */
  enabled: boolean;
  /** Saved products, newest first: the account's for a member, this browser's for a visitor. */
  productIds: number[];
  isMember: boolean;
  /** The member's list is still loading. */
  loading: boolean;
  has: (productId: number) => boolean;
  /** Saves or removes; resolves to whether it held (a member's change can be refused and is then undone). */
  toggle: (productId: number) => Promise<boolean>;
}

const NONE: number[] = [];

/**
 * The wishlist hearts and the member area read: a visitor's in localStorage, a member's on the
 * server (changed optimistically: the heart fills at once and empties again if the call fails).
 */
export function useWishlist(): Wishlist {
  const enabled = useMemberSite();
  const member = useMemberName();
  const context = useMemberContext();
  const queryClient = useQueryClient();
  const local = useLocalWishlist();
  const key = memberKeys.wishlist(member ?? '');
  const isMember = enabled && member !== null;

  const query = useQuery({
    queryKey: key,
    queryFn: () => orThrow(callBasket(getWishlist, context)),
    enabled: isMember,
    retry: false,
  });
  useMemberSessionLost(query.error);

  const mutation = useMutation({
    mutationFn: ({ productId, save }: { productId: number; save: boolean }) =>
      orThrow(callBasket((http, c) => (save ? addToWishlist(http, productId, c) : removeFromWishlist(http, productId, c)), context)),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ productIds: number[] }>(key);
      const others = (previous?.productIds ?? []).filter((id) => id !== productId);
      queryClient.setQueryData(key, { productIds: save ? [productId, ...others] : others });
      return { previous };
    },
    onError: (_error, _variables, saved) => queryClient.setQueryData(key, saved?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  useMemberSessionLost(mutation.error);

  const productIds = !enabled ? NONE : isMember ? (query.data?.productIds ?? NONE) : local;
  const has = (productId: number) => productIds.includes(productId);
  return {
    enabled,
    productIds,
    isMember,
    loading: isMember && query.isPending,
    has,
    toggle: async (productId) => {
      const save = !has(productId);
      if (!isMember) {
        keepInLocalWishlist(productId, save);
        return true;
      }
      try {
        await mutation.mutateAsync({ productId, save });
        return true;
      } catch {
        return false;
      }
    },
  };
}
