'use client';

import { withQueries } from '@/components/providers/query-provider';
import { HeartToggle } from './heart-toggle';
import { useWishlist } from './use-wishlist';

interface Props {
  productId: number;
  placement: 'card' | 'page';
}

/** A member's heart: the account's list, read and changed through React Query (loaded for members only). */
export const MemberWishlistHeart = withQueries(AccountHeart);

function AccountHeart({ productId, placement }: Props) {
  const wishlist = useWishlist();
  return <HeartToggle saved={wishlist.has(productId)} placement={placement} onToggle={() => wishlist.toggle(productId)} />;
}
