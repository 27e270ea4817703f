import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { ShopProviders } from '@/components/providers/shop-providers';
import type { VisitorSnapshot } from '@/stores/visitor-store';
import en from '@/messages/en.json';

const VISITOR: VisitorSnapshot = { currency: 1, isAgent: false, agentCredit: null, cartCount: 0, consent: null };

/** Renders a client island as the layout does: English messages, the shop's stores and query cache (kept across rerenders). */
export function renderShop(ui: ReactElement, visitor: Partial<VisitorSnapshot> = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={en}>
        <ShopProviders visitor={{ ...VISITOR, ...visitor }}>{children}</ShopProviders>
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
