/** A day in seconds: cookie lifetimes are in seconds. */
export const DAY = 24 * 60 * 60;

/**
 * The cookies the browser reads on every page to know the visitor (stores/visitor-store.ts): a
 * part of COOKIES (./names.ts) of its own, so that every page carries these names, not all of them.
 */
export const VISITOR_COOKIES = {
  /** Currency id 1 EUR, 2 GBP, 3 USD (§9 default life: 60 days). */
  currency: { name: 'currency', maxAge: 60 * DAY },
  /** Cookie consent: `accepted` or `rejected` (§9 gives about 60 days in one reading: the privacy-friendly one). */
  consent: { name: 'CONSENT', maxAge: 60 * DAY },
  /** Number of items in the basket. */
  cartCount: { name: 'guest_cart_element', maxAge: 60 * DAY },
  /**
   * Who is signed in, for cached pages: the member's first name only, readable by JavaScript and
   * never a credential (the session is better-auth's httpOnly cookie). 30 days with "remember me",
   * else it ends with the browser session like the session itself.
   */
  memberHint: { name: 'sub', maxAge: 30 * DAY },
  /**
   * Agents, for cached pages: the flag and the available credit the header shows (`EUR:48000`),
   * readable by JavaScript and never a credential (the session is better-auth's httpOnly cookie).
   * Like the session: 30 days with "remember me", else for the browser session.
   */
  isAgent: { name: 'isagent', maxAge: 30 * DAY },
  agentCredit: { name: 'agent_credit', maxAge: 30 * DAY },
} as const;
