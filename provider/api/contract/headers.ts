/**
 * Request headers of the provider's contract (spec §7), named once.
 * Header names are lower-case because HTTP headers are case-insensitive and
 * the Fetch API hands them over lower-cased.
 */
export const API_HEADERS = {
  /** One of `de en es fr it us`; anything else is read as `en`. */
  language: 'x-language',
  /** Currency id: 1 EUR, 2 GBP, 3 USD. Anything else is a 400. */
  currency: 'x-currency',
  /** Campaign term and source of the visit, sent with product requests (§7). */
  utmTerm: 'x-utm-term',
  utmSource: 'x-utm-source',
  /** The shop's site the request comes from (`worldwide`, `paris`, …; anything else is the default): whose name, sender and address emails carry. */
  site: 'x-site',
} as const;

/** Response headers of basket calls. */
export const CART_HEADERS = {
  /** Items in the basket after the call: what the shop's `guest_cart_element` cookie shows. */
  count: 'x-cart-count',
} as const;

/** Request headers of "manage my booking" and the operator's scanner. */
export const BOOKING_HEADERS = {
  /** The signed token `booking/lookup` answers, or the one in the confirmation email's link. */
  token: 'x-booking-token',
  /** The operator's key (OPERATOR_KEY): the entrance staff's scanner checks tickets with it. */
  operatorKey: 'x-operator-key',
} as const;

/**
 * Response headers of member calls: who is signed in, for the shop's non-secret `sub` hint
 * cookie (the session itself is the httpOnly cookie better-auth sets, ADR 0015).
 */
export const MEMBER_HEADERS = {
  /** The member's first name, percent-encoded; empty when the call signed the member out. */
  name: 'x-member-name',
  /** `persistent` (remember me) or `browser` (ends with the browser session). */
  persistence: 'x-member-persistence',
} as const;

/**
 * Response header of every call an agent's session makes (ADR 0016): the agency's available
 * credit as `{currency code} {minor units}` (`EUR 48000`), from which the shop sets its
 * `isagent` and `agent_credit` display cookies. Empty when the call signed the agent out.
 */
export const AGENT_HEADERS = {
  credit: 'x-agent-credit',
} as const;
