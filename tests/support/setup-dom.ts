import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { currentQueryClient } from '@/lib/query/current-client';
import { clearReads } from '@/lib/query/page-reads';

// The browser's query client and the page's reads (lib/query/page-reads.ts) live as long as the page: here, a test.
afterEach(() => {
  cleanup();
  currentQueryClient()?.clear();
  clearReads();
});

// jsdom has no layout: media queries never match (a desktop-width window).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has <dialog> without showModal/close: what the basket's and the payment page's dialogs need of them.
if (typeof HTMLDialogElement !== 'undefined') {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
