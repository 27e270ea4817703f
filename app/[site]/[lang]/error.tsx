'use client';

import { lazy, Suspense } from 'react';

/** What the page says loads when a route fails: every page's boundary, rarely drawn (issue 18). */
const RouteErrorView = lazy(() => import('@/components/errors/route-error-view'));

/**
 * A route's failure (spec §2). The view reloads the page first when a script chunk failed
 * (useChunkReload); if the view's own code cannot load either, the failure reaches the document's
 * boundary (app/global-error.tsx, which comes with every page), which reloads it. The reload
 * lives there and in the view only: this boundary is in every page's first scripts.
 */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} retry={retry} />
    </Suspense>
  );
}
