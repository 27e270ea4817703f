import { DAY, VISITOR_COOKIES } from './visitor-cookies';

/** Cookie names and lifetimes of spec §3 and §9, defined once. Lifetimes in seconds. */
export const COOKIES = {
  ...VISITOR_COOKIES,
  /** The visitor's language (§9: 365 days). */
  language: { name: 'language', maxAge: 365 * DAY },
  /** ISO country the visitor appears to be from. */
  country: { name: 'country', maxAge: 60 * DAY },
  /** The provider's guest token (httpOnly). */
  guestSession: { name: 'guest_session', maxAge: 60 * DAY },
  /** The guest token a payment was made with (httpOnly): the payment-confirmed page resumes the order with it (§6). */
  oldToken: { name: 'old_token', maxAge: 1 * DAY },
  /** The order a payment in progress belongs to, so a reload picks the payment up again. */
  pendingProcess: { name: 'pending_process', maxAge: 1 * DAY },
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
