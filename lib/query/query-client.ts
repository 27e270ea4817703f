import { QueryClient } from '@tanstack/react-query';
import { rememberQueryClient } from './current-client';

let browserClient: QueryClient | undefined;

const create = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });

/**
 * The page's query client. In the browser one for the page load, shared by every island (a basket
 * change made by the booking panel shows in the basket's reads); on the server a new one for each
 * render, so no answer is ever shared between visitors.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return create();
  if (!browserClient) {
    browserClient = create();
    rememberQueryClient(browserClient);
  }
  return browserClient;
}
