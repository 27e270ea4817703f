import { lazy, type ComponentType } from 'react';
import { pageIdleOrUsed } from '@/lib/ui/when-page-idle';

/**
 * A part of an island that the page does not draw when it loads: its code is not among the
 * page's first scripts but is fetched before it is needed (issue 18, ADR 0025). `fetch`:
 * - `idle` (parts drawn after the visitor's choices: the booking panel's times, packages,
 *   cancellation note): as soon as the page idles or is first used;
 * - `now` (parts drawn once the island's own data has come: the basket's contents, the payment
 *   form): as the island's code runs, alongside that data;
 * - `drawn` (one of several parts, which one known only in the browser: a tab of the member
 *   area, the agents' login or their area): when drawn, so that no one loads all of them.
 * Render it inside a Suspense boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fetch: 'idle' | 'now' | 'drawn' = 'idle'): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  // A failed fetch is tried again when the part is drawn (React.lazy remembers only its own).
  const early = () => void start().catch(() => (loading = undefined));
  if (typeof window !== 'undefined') {
    if (fetch === 'now') early();
    else if (fetch === 'idle') void pageIdleOrUsed().then(early);
  }
  return lazy(start);
}
