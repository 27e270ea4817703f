'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createUiStore, UiStoreContext } from '@/stores/ui-store';
import { createVisitorStore, VisitorStoreContext, type VisitorSnapshot } from '@/stores/visitor-store';

/** Client state of one page load: query cache and stores, created here so nothing is shared between requests. */
export function ShopProviders({ visitor, children }: { visitor: VisitorSnapshot; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [ui] = useState(createUiStore);
  const [visitorStore] = useState(() => createVisitorStore(visitor));
  return (
    <QueryClientProvider client={queryClient}>
      <UiStoreContext.Provider value={ui}>
        <VisitorStoreContext.Provider value={visitorStore}>{children}</VisitorStoreContext.Provider>
      </UiStoreContext.Provider>
    </QueryClientProvider>
  );
}
