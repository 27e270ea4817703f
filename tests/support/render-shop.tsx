import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { ShopProviders } from '@/components/providers/shop-providers';
import { COOKIES } from '@/lib/cookies/names';
import { visitorChanged, type Visitor } from '@/stores/visitor-store';
import en from '@/messages/en.json';

/** The cookie that carries each part of the visitor, as the browser store reads them. */
const VISITOR_COOKIES: Record<keyof Visitor, string> = {
  currency: COOKIES.currency.name,
  isAgent: COOKIES.isAgent.name,
  agentCredit: COOKIES.agentCredit.name,
  cartCount: COOKIES.cartCount.name,
  consent: COOKIES.consent.name,
};

/**
 * Renders a client island as the layout does: English messages, the shop's stores and
 * query cache (kept across rerenders), and a visitor given as the cookies they would have.
 */
export function renderShop(ui: ReactElement, visitor: Partial<Visitor> = {}) {
  for (const name of Object.values(VISITOR_COOKIES)) Cookies.remove(name);
  for (const [key, value] of Object.entries(visitor)) {
    if (value !== null && value !== undefined) Cookies.set(VISITOR_COOKIES[key as keyof Visitor], String(value));
  }
  visitorChanged();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={en}>
        <ShopProviders currencies={[1, 2, 3]}>{children}</ShopProviders>
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
