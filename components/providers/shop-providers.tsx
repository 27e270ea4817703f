'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { createUiStore, UiStoreContext } from '@/stores/ui-store';
import { VisitorContext, type Visitor } from '@/stores/visitor-store';

/** Client state of one page load: query cache, UI store and the visitor's defaults for this site. */
export function ShopProviders({ currencies, children }: { currencies: CurrencyId[]; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [ui] = useState(createUiStore);
  const [visitor] = useState(() => ({
    currencies,
    defaults: { currency: currencies[0] ?? 1, isAgent: false, agentCredit: null, cartCount: 0, consent: null, memberName: null } satisfies Visitor as Visitor,
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <UiStoreContext.Provider value={ui}>
        <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>
      </UiStoreContext.Provider>
    </QueryClientProvider>
  );
}
