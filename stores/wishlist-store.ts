import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * A visitor's wishlist, kept in this browser (localStorage) until they sign in, when
 * lib/member/wishlist-sync.ts hands it to their account. Members' lists live on the server.
 */
export interface WishlistState {
  /** Newest first, each once. */
  productIds: number[];
  add: (productId: number) => void;
  remove: (productId: number) => void;
  clear: () => void;
}

export const WISHLIST_STORAGE_KEY = 'wishlist';
/** The most a browser keeps (what the account's merge takes in one call). */
export const WISHLIST_LIMIT = 200;

/**
 * The list this browser kept, in the `{ state, version }` shape it has always been saved in.
 * Whatever another script or an old version left there: only positive whole numbers are kept.
 */
function savedIds(): number[] {
  try {
    return validIds((JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null') as { state?: { productIds?: unknown } } | null)?.state?.productIds);
  } catch {
    return [];
  }
}

function save(productIds: number[]) {
  try {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ state: { productIds }, version: 0 }));
  } catch {
    // Storage full or refused (a private window): the list lasts as long as the page.
  }
}

// Saved by hand, not by zustand's persist middleware, which every page with a heart shipped (issue 18).
function createWishlistStore() {
  const created = createStore<WishlistState>()((set) => ({
    productIds: savedIds(),
    add: (productId) => set((s) => ({ productIds: [productId, ...s.productIds.filter((id) => id !== productId)].slice(0, WISHLIST_LIMIT) })),
    remove: (productId) => set((s) => ({ productIds: s.productIds.filter((id) => id !== productId) })),
    clear: () => set({ productIds: [] }),
  }));
  created.subscribe((state, before) => {
    if (state.productIds !== before.productIds) save(state.productIds);
  });
  return created;
}

let store: ReturnType<typeof createWishlistStore> | null = null;

/**
 * The browser's one list. Created on first use in the browser only: the server renders every
 * visitor's page with an empty list and never holds one, so no list is shared between requests.
 */
export function wishlistStore(): StoreApi<WishlistState> {
  if (store) return store;
  const created = createWishlistStore();
  // Another tab saved or removed something: this one shows it too.
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY) created.setState({ productIds: savedIds() });
  });
  return (store = created);
}

function validIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(0, WISHLIST_LIMIT);
}

/** Saves or removes a product in this browser's list (a visitor's heart). */
export function keepInLocalWishlist(productId: number, save: boolean) {
  const list = wishlistStore().getState();
  if (save) list.add(productId);
  else list.remove(productId);
}

const EMPTY: number[] = [];

/** The ids saved in this browser; empty on the server and while the page hydrates. */
export function useLocalWishlist(): number[] {
  return useSyncExternalStore(
    (listener) => wishlistStore().subscribe(listener),
    () => wishlistStore().getState().productIds,
    () => EMPTY,
  );
}

/** Forgets the browser's list (tests; the module keeps one per page load). */
export function resetWishlistStore() {
  store = null;
}
