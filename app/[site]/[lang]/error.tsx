'use client';

import { lazy, Suspense } from 'react';
import { useChunkReload } from '@/components/errors/use-chunk-reload';

/** What the page says loads when a route fails: every page's boundary, rarely drawn (issue 18). */
const RouteErrorView = lazy(() => import('@/components/errors/route-error-view'));

/**
 * A route's failure (spec §2). A failed script chunk reloads the page first (useChunkReload); if
 * the view's own code cannot load either, the failure reaches the document's boundary
 * (app/global-error.tsx), which comes with every page.
 */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const reloading = useChunkReload(error);
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} retry={retry} />
    </Suspense>
  );
}
