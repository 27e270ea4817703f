import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's query client once an island has made one (lib/query/query-client.ts), read by code
 * on every page — the header's sign-out — that must not load React Query itself (issue 18).
 */
let current: QueryClient | null = null;

export function rememberQueryClient(client: QueryClient) {
  current = client;
}

export function currentQueryClient(): QueryClient | null {
  return current;
}
