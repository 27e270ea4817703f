'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/lib/ui/constants';
import styles from './global.module.css';

/** A navigation under way: from which location, and whether it has lasted long enough to show. */
type Pending = { from: string; visible: boolean } | null;

/**
 * A thin bar while a page loads (spec §9): shown only if the navigation takes more
 * than 200 ms, and never longer than 5 s. It starts on a click on an internal link and
 * ends as soon as the location changes.
 */
export function LoadingBar() {
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const [pending, setPending] = useState<Pending>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      setPending({ from: location, visible: false });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [location]);

  const active = pending !== null && pending.from === location;
  useEffect(() => {
    if (!active) return;
    const show = window.setTimeout(() => setPending((p) => (p ? { ...p, visible: true } : p)), LOADING_BAR_THROTTLE_MS);
    const hide = window.setTimeout(() => setPending(null), LOADING_BAR_DURATION_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [active]);

  return active && pending.visible ? <div className={styles.loadingBar} role="progressbar" aria-hidden="true" /> : null;
}
