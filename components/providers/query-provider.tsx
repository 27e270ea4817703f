'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query/query-client';

/**
 * React Query for the islands that read the provider with it (booking panel, basket, payment, the
 * areas…): each wraps itself in this, so pages without such an island never load React Query (issue 18).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** An island that reads with React Query, under its own QueryProvider: `export const BasketIsland = withQueries(Basket)`. */
export function withQueries<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Island {...props} />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Island.displayName ?? Island.name})`;
  return WithQueries;
}
