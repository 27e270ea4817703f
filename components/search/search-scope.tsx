'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { WORLDWIDE_SCOPE } from '@/lib/site/features';

const SearchScopeContext = createContext<number>(WORLDWIDE_SCOPE);

/**
 * The scope the destination search looks in (`searchScope(site)`): a single-site shop finds
 * only its own cities and tours. The search boxes sit in cached chrome; the layout says it once.
 */
export function SearchScopeProvider({ scope, children }: { scope: number; children: ReactNode }) {
  return <SearchScopeContext.Provider value={scope}>{children}</SearchScopeContext.Provider>;
}

export function useSearchScope(): number {
  return useContext(SearchScopeContext);
}
