'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getCart } from '@/lib/api/cart';
import type { ApiContext } from '@/lib/api/context';
import type { ApiFailure } from '@/lib/api/result';
import { BasketCallError, callBasket, type BasketCall } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { useSessionLost } from '@/lib/session/session-lost';
import type { Cart } from '@/provider/api/contract/cart';
import { useVisitor, visitorChanged } from '@/stores/visitor-store';

/** Every basket query starts with this, so a change to the basket can refresh them all. */
export const basketKey = (language: Language) => ['basket', language] as const;

/** The page's language and the visitor's currency, as every basket call sends them. */
export function useBasketContext(language: Language): ApiContext {
  const currency = useVisitor((v) => v.currency);
  return { language, currency };
}

/** The failure behind a query's error, if it came from a basket call. */
export const failureOf = (error: unknown): ApiFailure | null => (error instanceof BasketCallError ? error.failure : null);

/** A network blip is worth one more try; an answer from the provider is not. */
const retryNetwork = (count: number, error: unknown) => count < 1 && failureOf(error)?.kind === 'network';

/**
 * The basket, loaded in the browser (pages are cached for everyone). Fresh on each visit and
 * when the tab comes back, since holds run out meanwhile. The shop's /api/v2 updates the
 * basket count cookie with the answer, so the header's badge is told.
 */
export function useBasketQuery(language: Language) {
  const context = useBasketContext(language);
  return useQuery({
    queryKey: basketKey(language),
    queryFn: async () => {
      const result = await callBasket(getCart, context);
      visitorChanged();
      if (!result.ok) throw new BasketCallError(result.error);
      return result.data;
    },
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: retryNetwork,
  });
}

/**
 * Runs a call that changes the basket and keeps the page in step: the answer becomes the
 * basket shown, the header's count is told (the server set its cookie), suggestions and
 * other options are asked again. A lost session is handed to useSessionLost (spec §8);
 * any other failure is kept for the control that made the call to explain.
 */
export function useCartAction(language: Language) {
  const queryClient = useQueryClient();
  const context = useBasketContext(language);
  const sessionLost = useSessionLost(language);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const { currency } = context;

  const run = useCallback(
    async (call: BasketCall<Cart>): Promise<Cart | null> => {
      setPending(true);
      setFailure(null);
      try {
        const result = await callBasket(call, { language, currency });
        visitorChanged();
        if (result.ok) {
          queryClient.setQueryData(basketKey(language), result.data);
          void queryClient.invalidateQueries({ queryKey: [...basketKey(language), 'related'] });
          return result.data;
        }
        if (!sessionLost(result.error)) setFailure(result.error);
        return null;
      } finally {
        setPending(false);
      }
    },
    [currency, language, queryClient, sessionLost],
  );

  return { run, pending, failure, clearFailure: useCallback(() => setFailure(null), []) };
}

/** Hands a query's 401 or 403 to useSessionLost (spec §8); true while that is what went wrong. */
export function useLostSession(language: Language, error: unknown): boolean {
  const sessionLost = useSessionLost(language);
  const failure = failureOf(error);
  useEffect(() => {
    if (failure) sessionLost(failure);
  }, [failure, sessionLost]);
  return failure?.status === 401 || failure?.status === 403;
}
