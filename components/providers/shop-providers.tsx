'use client';

import { useState, type ReactNode } from 'react';
import type { ShellPaths } from '@/lib/i18n/pages';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { createUiStore, UiStoreContext } from '@/stores/ui-store';
import { VisitorContext, type Visitor } from '@/stores/visitor-store';
import { ShellPathsContext } from './shell-paths';

interface Props {
  currencies: CurrencyId[];
  /** The shell's links in the page's language (lib/i18n/pages.ts `shellPaths`). */
  paths: ShellPaths;
  children: ReactNode;
}

/** Client state of one page load: UI store, the visitor's defaults for this site and the shell's links (the query cache is the islands' own: QueryProvider). */
export function ShopProviders({ currencies, paths, children }: Props) {
  const [ui] = useState(createUiStore);
  const [visitor] = useState(() => ({
    currencies,
    defaults: { currency: currencies[0] ?? 1, isAgent: false, agentCredit: null, cartCount: 0, consent: null, memberName: null } satisfies Visitor as Visitor,
  }));
  return (
    <UiStoreContext.Provider value={ui}>
      <VisitorContext.Provider value={visitor}>
        <ShellPathsContext.Provider value={paths}>{children}</ShellPathsContext.Provider>
      </VisitorContext.Provider>
    </UiStoreContext.Provider>
  );
}
