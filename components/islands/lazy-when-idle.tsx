import { lazy, memo, Suspense, type ComponentType } from 'react';
import { keepEarlyPresses } from '@/lib/ui/early-presses';
import { pageIdleOrUsed } from '@/lib/ui/when-page-idle';

/**
 * An island whose code loads in the browser once the page idles or is first used
 * (pageIdleOrUsed), not with the page (issue 18, ADR 0025). The server renders it at once, in
 * place (`onServer`: the component itself there, nothing in the browser); in the browser its
 * server HTML stays as it is, unhydrated, until the code comes, while the rest of the page
 * hydrates without waiting for it. For what the first paint and the first press do not need:
 * its controls wear hydratingMark until then, so that a press on them is kept and made again
 * once they answer (keepEarlyPresses). What books (the booking panel), counts (the trackers) or
 * frames every page (the header, the consent) hydrates with the page.
 *
 * Each island is a 'use client' module of its own in components/islands/idle/, so that a page
 * carries the wrappers of its own islands only. It names its component twice: imported for the
 * browser, required for the server, which renders it in place rather than suspending (a
 * suspended island would stream after the page, out of place). `process.browser` is fixed at
 * build time, so the browser's bundle leaves the require out.
 *
 * An island's CSS module is imported by the server components that render it too: its styles then
 * come with the page, not with its code (its server HTML is drawn before the code comes, and a
 * stylesheet arriving then would move it; e2e/late-islands.spec.ts).
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | undefined): ComponentType<P> {
  if (!onServer) keepEarlyPresses();
  const Island = onServer ?? lazy(() => pageIdleOrUsed().then(load).then((component) => ({ default: component })));
  function WhenIdle(props: P) {
    // The same boundary on both sides, so that the browser's can wait with the server's HTML in it.
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  }
  // A parent drawn again before the code has come (the header, as the visitor scrolls) passes
  // the same props: memo keeps that from reaching the boundary, which React would otherwise
  // have to hydrate at once and, without the code, would empty.
  return memo(WhenIdle) as unknown as ComponentType<P>;
}
