import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CurrencyId } from '@/provider/api/contract/languages';

/** The visitor as the browser knows them (spec §3 client state), seeded from the server's reading of the cookies. */
export interface VisitorSnapshot {
  currency: CurrencyId;
  isAgent: boolean;
  agentCredit: string | null;
  cartCount: number;
  consent: 'accepted' | 'rejected' | null;
}

export interface VisitorState extends VisitorSnapshot {
  setCurrency: (currency: CurrencyId) => void;
  setConsent: (consent: 'accepted' | 'rejected') => void;
  logOutAgent: () => void;
}

export function createVisitorStore(initial: VisitorSnapshot): StoreApi<VisitorState> {
  return createStore<VisitorState>()((set) => ({
    ...initial,
    setCurrency: (currency) => set({ currency }),
    setConsent: (consent) => set({ consent }),
    logOutAgent: () => set({ isAgent: false, agentCredit: null, cartCount: 0 }),
  }));
}

export const VisitorStoreContext = createContext<StoreApi<VisitorState> | null>(null);

export function useVisitor<T>(selector: (state: VisitorState) => T): T {
  const store = useContext(VisitorStoreContext);
  if (!store) throw new Error('useVisitor must be used inside ShopProviders');
  return useStore(store, selector);
}
