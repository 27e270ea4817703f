import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ShopProviders } from '@/components/providers/shop-providers';
import { creditCookieValue } from '@/lib/cookies/agent-credit';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { shellPaths } from '@/lib/i18n/pages';
import { visitorChanged, type Visitor } from '@/stores/visitor-store';
import de from '@/messages/de.json';
import enUs from '@/messages/en-us.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

const CATALOGUES = { de, en, 'en-us': enUs, es, fr, it } as const;

/** The cookie that carries each part of the visitor, as the browser store reads them. */
const VISITOR_COOKIES: Record<keyof Visitor, string> = {
  currency: COOKIES.currency.name,
  isAgent: COOKIES.isAgent.name,
  agentCredit: COOKIES.agentCredit.name,
  cartCount: COOKIES.cartCount.name,
  consent: COOKIES.consent.name,
  memberName: COOKIES.memberHint.name,
};

/**
 * Renders a client island as the layout does: the language's messages (English unless told),
 * the shop's stores and query cache (kept across rerenders), and a visitor given as the cookies
 * they would have.
 */
export function renderShop(ui: ReactElement, visitor: Partial<Visitor> = {}, language: Language = 'en') {
  setVisitor(visitor);
  return render(ui, { wrapper: wrapperIn(language) });
}

/**
 * The same island hydrated over its server HTML, as a cached page meets the browser: the
 * server and the first (hydrating) render see the site's defaults, only then the cookies.
 */
export function hydrateShop(ui: ReactElement, visitor: Partial<Visitor> = {}, beforeCodeRuns?: (page: HTMLElement) => void) {
  setVisitor(visitor);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  // What the visitor did to the server HTML while the page's code was still loading.
  beforeCodeRuns?.(container);
  return render(ui, { wrapper: Wrapper, container, hydrate: true });
}

function setVisitor(visitor: Partial<Visitor>) {
  for (const name of Object.values(VISITOR_COOKIES)) Cookies.remove(name);
  for (const [key, value] of Object.entries(visitor)) {
    if (value === null || value === undefined) continue;
    Cookies.set(VISITOR_COOKIES[key as keyof Visitor], typeof value === 'object' ? creditCookieValue(value) : String(value));
  }
  visitorChanged();
}

/** The layout's providers around an island, in `language`. */
function wrapperIn(language: Language) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={language} messages={CATALOGUES[language]}>
        <ShopProviders currencies={[1, 2, 3]} paths={shellPaths(language)}>
          {children}
        </ShopProviders>
      </NextIntlClientProvider>
    );
  };
}

const Wrapper = wrapperIn('en');
