'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import type { Cart } from '@/provider/api/contract/cart';

/** setTimeout's longest delay; holds last minutes, so this only guards against odd data. */
const LONGEST_DELAY = 2_147_483_647;

/**
 * Watches the basket's soonest hold (spec §4 session expiry): when it runs out, `onExpire`
 * is called and the provider time of that moment is returned, so items whose hold has
 * passed show as expired even before the basket is asked again.
 */
export function useHoldExpiry(cart: Cart | undefined, offset: number, onExpire: () => void): number {
  const [checkedAt, setCheckedAt] = useState(0);
  const expire = useEffectEvent(() => {
    setCheckedAt(Date.now() + offset);
    onExpire();
  });
  const heldUntil = cart?.heldUntil;

  useEffect(() => {
    if (!heldUntil) return;
    const delay = Date.parse(heldUntil) - (Date.now() + offset);
    const timer = setTimeout(expire, Math.min(Math.max(delay, 0), LONGEST_DELAY));
    return () => clearTimeout(timer);
  }, [heldUntil, offset]);

  return checkedAt;
}
