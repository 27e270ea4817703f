'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `track` the first time `value` is there, once per mount: a basket refetch, a currency
 * change or a re-render is not a second view.
 */
export function useTrackOnce<T>(value: T | null | undefined, track: (value: T) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || value === null || value === undefined) return;
    done.current = true;
    track(value);
  }, [value, track]);
}
