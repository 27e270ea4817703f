'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getManagedBooking, type ManagedBooking } from '@/lib/api/booking';
import type { ApiFailure, ApiResult } from '@/lib/api/result';
import { BasketCallError, callBasket, orThrow, type BasketCall } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';

/** Every view of one booking reads (and every change writes) this cache entry. */
export const bookingKey = (token: string, language: Language) => ['managed-booking', token, language] as const;

export const failureOf = (error: unknown): ApiFailure | null => (error instanceof BasketCallError ? error.failure : null);

/** The token opens nothing (expired, revoked, not ours): back to the look-up. */
export const isTokenRefused = (failure: ApiFailure | null) => failure?.status === 401 || failure?.status === 403;

/** A lost answer, or a gateway between us that did not pass one on: worth asking again with the same key. */
const unanswered = (failure: ApiFailure) => failure.kind === 'network' || failure.status === 502 || failure.status === 503 || failure.status === 504;

/**
 * A change sent like a careful client: the key is chosen once by the caller (one per
 * confirmation), and a request whose answer was lost is sent once more with that same key, so
 * the provider does it at most once.
 */
export async function sendOnce<T>(call: BasketCall<T>, language: Language): Promise<ApiResult<T>> {
  const first = await callBasket(call, { language });
  if (first.ok || !unanswered(first.error)) return first;
  return callBasket(call, { language });
}

/** The booking a token opens, fresh on each visit (others may have changed it: an agent, our staff). */
export function useManagedBooking(token: string, language: Language) {
  return useQuery({
    queryKey: bookingKey(token, language),
    queryFn: () => orThrow(callBasket((http, context) => getManagedBooking(http, token, context), { language })),
    staleTime: 0,
    retry: (count, error) => count < 1 && failureOf(error)?.kind === 'network',
  });
}

/** Puts the booking a change answered with in the cache, so every part of the page shows it. */
export function useBookingUpdate(token: string, language: Language) {
  const queryClient = useQueryClient();
  return useCallback(
    (booking: ManagedBooking | null) => {
      if (booking) queryClient.setQueryData(bookingKey(token, language), booking);
      else void queryClient.invalidateQueries({ queryKey: bookingKey(token, language) });
    },
    [queryClient, token, language],
  );
}
