import { lazy, type ComponentType } from 'react';
import { pageIdleOrUsed } from '@/lib/ui/when-page-idle';

/**
 * A part of an island that the page does not draw when it loads, only after the visitor's
 * choices (the booking panel's times, packages, cancellation note): its code is not among the
 * page's first scripts but is fetched as soon as the page idles or is first used, so it is
 * there before it is needed (issue 18, ADR 0025). Render it inside a Suspense boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  // A failed fetch is tried again when the part is drawn (React.lazy remembers only its own).
  if (typeof window !== 'undefined') void pageIdleOrUsed().then(() => start().catch(() => (loading = undefined)));
  return lazy(start);
}
