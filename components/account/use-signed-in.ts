'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { mergeWishlistAfterSignIn } from '@/lib/member/wishlist-sync';
import { visitorChanged } from '@/stores/visitor-store';

/**
 * What follows any sign-in (password, email link, Google or Facebook): the header reads the new
 * `sub` hint, the products saved in this browser join the account's wishlist, and the member goes
 * on to `destination`. A failed merge keeps the browser's list for the next sign-in; it never
 * holds the member up.
 */
export function useSignedIn(language: Language) {
  const router = useRouter();
  return useCallback(
    async (destination: string) => {
      visitorChanged();
      await mergeWishlistAfterSignIn(language).catch(() => false);
      router.push(destination);
    },
    [language, router],
  );
}
