import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Header menus: at most one is open at a time (spec §2 Layout). */
export type MenuId = 'language' | 'currency' | 'member' | 'search';

export interface ModalContent {
  title: string;
  body: string;
}

export interface UiState {
  openMenu: MenuId | null;
  modal: ModalContent | null;
  /** The language overlay of spec §4, shown while the page changes language. */
  changingLanguage: boolean;
  /** The cookie notice reopened from the footer's cookie settings, to change a choice made. */
  consentOpen: boolean;
  toggleMenu: (menu: MenuId) => void;
  closeMenus: () => void;
  showModal: (modal: ModalContent) => void;
  closeModal: () => void;
  setChangingLanguage: (on: boolean) => void;
  setConsentOpen: (open: boolean) => void;
}

/** One store per page load, created in ShopProviders: never shared between requests on the server. */
export function createUiStore(): StoreApi<UiState> {
  return createStore<UiState>()((set) => ({
    openMenu: null,
    modal: null,
    changingLanguage: false,
    consentOpen: false,
    toggleMenu: (menu) => set((state) => ({ openMenu: state.openMenu === menu ? null : menu })),
    closeMenus: () => set({ openMenu: null }),
    showModal: (modal) => set({ modal, openMenu: null }),
    closeModal: () => set({ modal: null }),
    setChangingLanguage: (on) => set({ changingLanguage: on }),
    setConsentOpen: (open) => set({ consentOpen: open, openMenu: null }),
  }));
}

export const UiStoreContext = createContext<StoreApi<UiState> | null>(null);

export function useUi<T>(selector: (state: UiState) => T): T {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUi must be used inside ShopProviders');
  return useStore(store, selector);
}
