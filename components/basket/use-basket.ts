'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ApiContext } from '@/lib/api/context';
import type { ApiFailure } from '@/lib/api/result';
import { BasketCallError, callBasket, type BasketCall } from '@/lib/basket/basket-call';
import { loadCartIn } from '@/lib/basket/currency-sync';
import type { Language } from '@/lib/i18n/languages';
import { useSessionLost } from '@/lib/session/session-lost';
import type { Cart } from '@/provider/api/contract/cart';
import { useVisitor, useVisitorKnown, visitorChanged } from '@/stores/visitor-store';

/** The page's language and the visitor's currency, as every basket call sends them. */
export function useBasketContext(language: Language): Required<ApiContext> {
  const currency = useVisitor((v) => v.currency);
  return { language, currency };
}

/**
 * Every basket query starts with this, so a change to the basket can refresh them all; with
 * the currency in it, a currency change loads (and re-prices) the basket wherever it is shown.
 */
export const basketKey = ({ language, currency }: Required<ApiContext>) => ['basket', language, currency] as const;

/** The failure behind a query's error, if it came from a basket call. */
export const failureOf = (error: unknown): ApiFailure | null => (error instanceof BasketCallError ? error.failure : null);

/** A network blip is worth one more try; an answer from the provider is not. */
const retryNetwork = (count: number, error: unknown) => count < 1 && failureOf(error)?.kind === 'network';

/**
 * The basket, loaded in the browser (pages are cached for everyone) in the visitor's currency.
 * Fresh on each visit and when the tab comes back, since holds run out meanwhile. The shop's
 * /api/v2 updates the basket count cookie with the answer, so the header's badge is told.
 * While a new currency is loaded the basket stays on screen (`isPlaceholderData`), and so do
 * the forms beside it. Not before hydration: a load in the site's default currency would
 * re-price the basket away from the one the visitor sees and pays in.
 */
export function useBasketQuery(language: Language) {
  const context = useBasketContext(language);
  const known = useVisitorKnown();
  return useQuery({
    queryKey: basketKey(context),
    enabled: known,
    queryFn: async () => {
      const result = await loadCartIn(context.currency, language);
      visitorChanged();
      if (!result.ok) throw new BasketCallError(result.error);
      return result.data;
    },
    placeholderData: keepPreviousData,
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
  const sessionLost = useSessionLost(language);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const currency = useVisitor((v) => v.currency);

  const run = useCallback(
    async (call: BasketCall<Cart>): Promise<Cart | null> => {
      setPending(true);
      setFailure(null);
      try {
        const context = { language, currency };
        const result = await callBasket(call, context);
        visitorChanged();
        if (result.ok) {
          queryClient.setQueryData(basketKey(context), result.data);
          void queryClient.invalidateQueries({ queryKey: [...basketKey(context), 'related'] });
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
