'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncCartCurrency } from '@/lib/basket/currency-sync';
import type { Language } from '@/lib/i18n/languages';
import type { Cart } from '@/provider/api/contract/cart';
import { useVisitor, visitorChanged } from '@/stores/visitor-store';
import { basketKey } from './use-basket';

/**
 * Spec §4 currency change: a basket with items is re-priced by the provider in the visitor's
 * currency, whether it changed in the header just now or on another page before. A failure is
 * only logged (the basket keeps its prices and says which currency they are in).
 */
export function useCurrencySync(language: Language, cart: Cart | undefined) {
  const queryClient = useQueryClient();
  const currency = useVisitor((v) => v.currency);
  const differs = cart !== undefined && cart.count > 0 && cart.currencyId !== currency;

  useEffect(() => {
    if (!differs) return;
    let current = true;
    void syncCartCurrency(currency, language).then((result) => {
      visitorChanged();
      if (!result.ok) return console.error(`Basket: the currency could not be changed to ${currency}: ${result.error.message}`);
      if (!current) return;
      queryClient.setQueryData(basketKey(language), result.data);
      void queryClient.invalidateQueries({ queryKey: [...basketKey(language), 'related'] });
    });
    return () => {
      current = false;
    };
  }, [differs, currency, language, queryClient]);
}
