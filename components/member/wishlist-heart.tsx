'use client';

import { lazy, Suspense } from 'react';
import { keepInLocalWishlist, useLocalWishlist } from '@/stores/wishlist-store';
import { HeartToggle } from './heart-toggle';
import { useMemberSite } from './member-site';
import { useInBrowser } from '@/lib/ui/use-in-browser';
import { useMemberName } from '@/stores/visitor-store';

/** The account's heart and React Query with it load only once a member is signed in (issue 18). */
const MemberWishlistHeart = lazy(() => import('./member-wishlist-heart').then((module) => ({ default: module.MemberWishlistHeart })));

interface Props {
  productId: number;
  /** `card`: over a product card's picture; `page`: beside a product page's title. */
  placement?: 'card' | 'page';
}

/**
 * The wishlist heart in cached, server-rendered cards and pages. Nothing shows where the site has
 * no members; a visitor's choice stays in this browser until they sign in, a member's goes to
 * their account.
 */
export function WishlistHeart({ productId, placement = 'card' }: Props) {
  const enabled = useMemberSite();
  const member = useMemberName();
  if (!enabled) return null;
  if (member === null) return <VisitorHeart productId={productId} placement={placement} />;
  return (
    <Suspense fallback={<HeartToggle saved={false} placement={placement} />}>
      <MemberWishlistHeart productId={productId} placement={placement} />
    </Suspense>
  );
}

function VisitorHeart({ productId, placement }: Required<Props>) {
  const saved = useLocalWishlist().includes(productId);
  const inBrowser = useInBrowser();
  const toggle = async () => {
    keepInLocalWishlist(productId, !saved);
    return true;
  };
  return <HeartToggle saved={saved} placement={placement} onToggle={inBrowser ? toggle : undefined} hydrating={!inBrowser} />;
}
