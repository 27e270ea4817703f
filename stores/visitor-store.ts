import Cookies from 'js-cookie';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useInBrowser } from '@/lib/ui/use-in-browser';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { parseCreditCookie, type AgentCredit } from '@/lib/cookies/agent-credit';
import { VISITOR_COOKIES } from '@/lib/cookies/visitor-cookies';

/**
 * The visitor as the browser knows them (spec §3 client state), read from cookies.
 * Pages are cached and the same for everyone, so the server renders the site's defaults
 * and the browser, once hydrated, shows what the cookies say.
 */
export interface Visitor {
  currency: CurrencyId;
  isAgent: boolean;
  /** The agency's available credit (`agent_credit`, set by the shop's /api/v2); null when it is missing or unreadable. */
  agentCredit: AgentCredit | null;
  cartCount: number;
  consent: 'accepted' | 'rejected' | null;
  /** The signed-in member's first name, from the `sub` hint cookie; null when signed out (the "login flag" of spec §3). */
  memberName: string | null;
}

const listeners = new Set<() => void>();
let last: { raw: string; currencies: string; visitor: Visitor } | null = null;

function parse(defaults: Visitor, allowed: readonly number[]): Visitor {
  const currency = Number(Cookies.get(VISITOR_COOKIES.currency.name));
  const count = Number.parseInt(Cookies.get(VISITOR_COOKIES.cartCount.name) ?? '0', 10);
  const consent = Cookies.get(VISITOR_COOKIES.consent.name);
  return {
    currency: allowed.includes(currency) ? (currency as CurrencyId) : defaults.currency,
    isAgent: Cookies.get(VISITOR_COOKIES.isAgent.name) === 'true',
    agentCredit: parseCreditCookie(Cookies.get(VISITOR_COOKIES.agentCredit.name)),
    cartCount: Number.isFinite(count) && count > 0 ? Math.min(count, 99) : 0,
    consent: consent === 'accepted' || consent === 'rejected' ? consent : null,
    memberName: Cookies.get(VISITOR_COOKIES.memberHint.name)?.trim() || null,
  };
}

/** The same object while the cookies are unchanged, as useSyncExternalStore requires. */
function snapshot(defaults: Visitor, allowed: readonly number[]): Visitor {
  const raw = document.cookie;
  const key = allowed.join(',');
  if (!last || last.raw !== raw || last.currencies !== key) last = { raw, currencies: key, visitor: parse(defaults, allowed) };
  return last.visitor;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every reader the cookies changed (and <html>'s `data-agent` and `data-consent`, which VisitorScript set at load, follow them). */
export function visitorChanged() {
  const html = document.documentElement;
  html.toggleAttribute('data-agent', Cookies.get(VISITOR_COOKIES.isAgent.name) === 'true');
  html.toggleAttribute('data-consent', ['accepted', 'rejected'].includes(Cookies.get(VISITOR_COOKIES.consent.name) ?? ''));
  for (const listener of listeners) listener();
}

interface VisitorDefaults {
  defaults: Visitor;
  currencies: readonly number[];
}

export const VisitorContext = createContext<VisitorDefaults | null>(null);

export function useVisitor<T>(select: (visitor: Visitor) => T): T {
  const context = useContext(VisitorContext);
  if (!context) throw new Error('useVisitor must be used inside ShopProviders');
  const { defaults, currencies } = context;
  return useSyncExternalStore(
    subscribe,
    () => select(snapshot(defaults, currencies)),
    () => select(defaults),
  );
}

/**
 * The signed-in member's first name (the `sub` cookie), or null for a visitor. Pages are cached
 * for everyone, so the server and the hydrating render always see a visitor.
 */
export function useMemberName(): string | null {
  return useVisitor((v) => v.memberName ?? null);
}

/**
 * False while the page hydrates, when useVisitor still answers the server's defaults rather
 * than the cookies: whatever acts on the visitor's choices instead of only showing them
 * (loading the basket re-prices it in the visitor's currency) waits until it is true.
 */
export function useVisitorKnown(): boolean {
  return useInBrowser();
}

/**
 * Who the cookies say this browser is signed in as, read once outside React (neither on the
 * server): for an area to fetch the code of what it will draw while the page loads.
 */
export function signedInAs(): { member: boolean; agent: boolean } {
  if (typeof document === 'undefined') return { member: false, agent: false };
  return { member: Boolean(Cookies.get(VISITOR_COOKIES.memberHint.name)?.trim()), agent: Cookies.get(VISITOR_COOKIES.isAgent.name) === 'true' };
}

const days = (seconds: number) => seconds / 86_400;

/** The visitor's choices, written to their cookies (and the page told). */
export const visitorActions = {
  setCurrency(currency: CurrencyId) {
    Cookies.set(VISITOR_COOKIES.currency.name, String(currency), { expires: days(VISITOR_COOKIES.currency.maxAge), sameSite: 'lax', path: '/' });
    document.documentElement.dataset.currency = String(currency);
    visitorChanged();
  },
  setConsent(consent: 'accepted' | 'rejected') {
    Cookies.set(VISITOR_COOKIES.consent.name, consent, { expires: days(VISITOR_COOKIES.consent.maxAge), sameSite: 'lax', path: '/' });
    visitorChanged();
  },
};
