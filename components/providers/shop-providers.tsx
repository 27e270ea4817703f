'use client';

import { useState, type ReactNode } from 'react';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { createUiStore, UiStoreContext } from '@/stores/ui-store';
import { VisitorContext, type Visitor } from '@/stores/visitor-store';

/** Client state of one page load: UI store and the visitor's defaults for this site (the query cache is the islands' own: QueryProvider). */
export function ShopProviders({ currencies, children }: { currencies: CurrencyId[]; children: ReactNode }) {
  const [ui] = useState(createUiStore);
  const [visitor] = useState(() => ({
    currencies,
    defaults: { currency: currencies[0] ?? 1, isAgent: false, agentCredit: null, cartCount: 0, consent: null, memberName: null } satisfies Visitor as Visitor,
  }));
  return (
    <UiStoreContext.Provider value={ui}>
      <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>
    </UiStoreContext.Provider>
  );
}
