/** Cookie names and lifetimes of spec §3 and §9, defined once. Lifetimes in seconds. */
const DAY = 24 * 60 * 60;

export const COOKIES = {
  /** The visitor's language (§9: 365 days). */
  language: { name: 'language', maxAge: 365 * DAY },
  /** Currency id 1 EUR, 2 GBP, 3 USD (§9 default life: 60 days). */
  currency: { name: 'currency', maxAge: 60 * DAY },
  /** ISO country the visitor appears to be from. */
  country: { name: 'country', maxAge: 60 * DAY },
  /** Cookie consent: `accepted` or `rejected` (§9 gives about 60 days in one reading: the privacy-friendly one). */
  consent: { name: 'CONSENT', maxAge: 60 * DAY },
  /** Number of items in the basket. */
  cartCount: { name: 'guest_cart_element', maxAge: 60 * DAY },
  /** The provider's guest token (httpOnly). */
  guestSession: { name: 'guest_session', maxAge: 60 * DAY },
  /** The guest token a payment was made with (httpOnly): the payment-confirmed page resumes the order with it (§6). */
  oldToken: { name: 'old_token', maxAge: 1 * DAY },
  /** The order a payment in progress belongs to, so a reload picks the payment up again. */
  pendingProcess: { name: 'pending_process', maxAge: 1 * DAY },
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
  /** The campaign that brought the visitor (§4: 1 day for affiliation, else 15 days). */
  campaign: { name: '__utm__', maxAge: 15 * DAY },
  campaignAffiliation: { name: '__utm__', maxAge: 1 * DAY },
  /** The history of campaign visits (§4: 30 days). */
  campaignHistory: { name: 'track__utm', maxAge: 30 * DAY },
  /** A coupon code from a campaign link, applied in the basket. */
  voucher: { name: 'voucher', maxAge: 60 * DAY },
  /** Influencer coupons last 3 days (§4). */
  influencerVoucher: { name: 'voucher', maxAge: 3 * DAY },
  /** Hides the voucher field for the session when a campaign gave one (§4). */
  hideVoucher: { name: 'hide_voucher', maxAge: undefined },
  /** `AB_{experiment}`: the version drawn, kept 60 days (§4). */
  experiment: { prefix: 'AB_', maxAge: 60 * DAY },
} as const;

/** What to set: a name, a value and a lifetime in seconds (none: for the browser session). */
export interface CookieToSet {
  name: string;
  value: string;
  maxAge?: number;
  httpOnly?: boolean;
}
