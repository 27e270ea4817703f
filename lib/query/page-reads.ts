import { useCallback, useEffect, useSyncExternalStore } from 'react';

/*
 * Reads kept for the page load, for the islands of pages that must not carry React Query's 12 kB
 * (the header's search on every page, the product page's booking panel: issue 18). What they need
 * of it and no more: one read per key while its answer is fresh, a failure tried once more before
 * it counts, the last answer shown while a stale one is read again, prefetching, and forgetting
 * a family of keys so that the mounted readers read again.
 */

export interface PageRead<T> {
  data: T | undefined;
  /** No answer yet, nor a failure (also while there is no key yet, as the calendar's skeleton shows). */
  isPending: boolean;
  /** A read is on its way (the first one or a fresh one over an answer shown meanwhile). */
  isFetching: boolean;
  isSuccess: boolean;
  /** The last read failed twice and none is on its way. */
  isError: boolean;
  /** Reads again now, whatever the answer's age. */
  refetch: () => void;
}

export interface ReadOptions {
  /** How long an answer is fresh; a reader mounted after that reads again. */
  freshFor?: number;
}

interface Entry {
  data?: unknown;
  failed: boolean;
  fetching: boolean;
  /** When the last read settled; 0 once forgotten. */
  at: number;
}

/** The most answers kept: the oldest settled ones go first (a visitor may type many searches). */
const KEPT = 60;
const FRESH_FOR = 60_000;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

function set(id: string, entry: Entry) {
  entries.delete(id);
  entries.set(id, entry);
  if (entries.size > KEPT) {
    for (const [old, { fetching }] of entries) {
      if (entries.size <= KEPT) break;
      if (!fetching) entries.delete(old);
    }
  }
  for (const listener of listeners) listener();
}

function start<T>(id: string, read: () => Promise<T>) {
  const before = entries.get(id);
  if (before?.fetching) return;
  set(id, { data: before?.data, failed: false, fetching: true, at: before?.at ?? 0 });
  read()
    .catch(() => read())
    .then(
      (data) => set(id, { data, failed: false, fetching: false, at: Date.now() }),
      () => set(id, { data: entries.get(id)?.data, failed: true, fetching: false, at: Date.now() }),
    );
}

const needsRead = (entry: Entry | undefined, freshFor: number) =>
  !entry || (!entry.fetching && (entry.at === 0 || Date.now() - entry.at >= freshFor));

/** Starts reading `key` unless a fresh answer or a read is already there (the next month of a calendar). */
export function prefetchRead<T>(key: readonly unknown[], read: () => Promise<T>, { freshFor = FRESH_FOR }: ReadOptions = {}) {
  const id = keyOf(key);
  if (needsRead(entries.get(id), freshFor)) start(id, read);
}

/** Marks every answer whose key starts with `prefix` as stale: mounted readers read again, others when mounted. */
export function forgetReads(prefix: readonly unknown[]) {
  const whole = keyOf(prefix);
  const family = `${whole.slice(0, -1)},`;
  for (const [id, entry] of entries) {
    if ((id === whole || id.startsWith(family)) && entry.at > 0) set(id, { ...entry, at: 0 });
  }
}

/** Forgets everything (tests; in the browser the answers live as long as the page). */
export function clearReads() {
  entries.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `key`'s answer, read when there is none or it has gone stale; no key, no read. */
export function usePageRead<T>(key: readonly unknown[] | null, read: () => Promise<T>, { freshFor = FRESH_FOR }: ReadOptions = {}): PageRead<T> {
  const id = key ? keyOf(key) : null;
  const entry = useSyncExternalStore(
    subscribe,
    () => (id ? entries.get(id) : undefined),
    () => undefined,
  );
  // The read function is new on every render; the key says what it reads.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const refetch = useCallback(() => id && start(id, read), [id]);

  // Read when mounted or given another key, and when the answer is forgotten or dropped (past
  // KEPT) while shown; not each time an answer arrives (a read stale at once would go on for ever).
  const forgotten = entry !== undefined && entry.at === 0 && !entry.fetching;
  const missing = entry === undefined;
  useEffect(() => {
    if (id && needsRead(entries.get(id), freshFor)) start(id, read);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, forgotten, missing, freshFor]);

  const hasData = entry?.data !== undefined;
  return {
    data: entry?.data as T | undefined,
    isPending: !hasData && !(entry?.failed && !entry.fetching),
    isFetching: id !== null && (!!entry?.fetching || needsRead(entry, freshFor)),
    isSuccess: hasData,
    isError: !!entry?.failed && !entry.fetching,
    refetch,
  };
}
