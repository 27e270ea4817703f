'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { sendToCart } from '@/lib/booking/availability-api';
import { problemForReason, STALE_AVAILABILITY, type BookingProblem } from '@/lib/booking/rules';
import type { AddToCartBody } from '@/provider/api/contract/cart';
import { forgetReads } from '@/lib/query/page-reads';
import { useSessionLost } from '@/lib/session/session-lost';
import { loadShopTracking } from '@/lib/tracking/load-tracking';
import { visitorChanged } from '@/stores/visitor-store';
import { useShellPaths } from '@/components/providers/shell-paths';
import { bookingKey } from './use-booking-queries';

interface Options {
  productId: number;
  context: ApiContext;
  onProblem: (problem: BookingProblem) => void;
}

/**
 * "Book now": adds the item to the basket and opens it. One idempotency key per press,
 * so a retry of the same press adds nothing twice; a second press while one is on its
 * way is ignored. A refusal comes back as the problem to show; one that says the
 * availability moved on refreshes the calendar and the day.
 */
export function useBookNow({ productId, context, onProblem }: Options) {
  const router = useRouter();
  const paths = useShellPaths();
  const sessionLost = useSessionLost(context.language);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const book = async (body: AddToCartBody) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const result = await sendToCart(body, context, crypto.randomUUID());
      if (result.ok) {
        void loadShopTracking().then(({ trackAddToCart }) => trackAddToCart(result.data, productId));
        // The provider set the basket-count cookie: the header's badge reads it again.
        visitorChanged();
        setLeaving(true);
        router.push(paths.basket);
        return;
      }
      if (sessionLost(result.error)) return;
      const problem = problemForReason(result.error.reason);
      if (STALE_AVAILABILITY.has(problem)) forgetReads(bookingKey(productId));
      onProblem(problem);
    } catch {
      onProblem('TECHNICAL');
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { book, pending: sending || leaving };
}
