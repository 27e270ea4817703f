'use client';

import { useEffect, useState } from 'react';

/** What browsers and bundlers say when a script chunk of the page did not load (a new deployment, a dropped connection). */
const CHUNK_FAILURE = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(`${error.name}: ${error.message}`);
}

const RELOADED_KEY = 'chunk-reload';

/**
 * Spec §8: a failed script chunk reloads the page, once per address in a browser session,
 * so a chunk that keeps failing shows the error page instead of reloading forever.
 * True while the page is about to reload: the boundary shows nothing meanwhile.
 */
export function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(() => isChunkLoadError(error) && !reloadedHere());
  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOADED_KEY, location.pathname);
    location.reload();
  }, [reloading]);
  return reloading;
}

function reloadedHere(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === location.pathname;
  } catch {
    // Storage refused (private mode): without a guard, never reload.
    return true;
  }
}
