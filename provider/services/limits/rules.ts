import type { ErrorReason } from '../../api/contract/errors';

/** A fixed window: at most `points` tries per `minutes`, then 429 until the window ends. */
export interface LimitRule {
  points: number;
  minutes: number;
  /** What was refused, the start of the 429's message ("… Please try again in 12 minutes."). */
  refused: string;
  /** The contract's reason, where the shop already explains the refusal by one. */
  reason?: ErrorReason;
}

/**
 * Every limit counted by `rate-limiter-flexible` (in Redis with REDIS_URL, so across instances; in
 * each process's memory without). Keys are the client's address (`clientAddress`) unless a name
 * says otherwise. The members' limits (sign-in, registration, reset, their emails, erasure requests)
 * count in PostgreSQL instead: services/members/rate-limits.ts, ADR 0015 and 0019.
 */
export const LIMITS = {
  /** "Find my booking" per address: a family looking up a few bookings stays far below; the lock per reference (10 wrong in an hour) stays in the database (lookup.ts). */
  bookingLookup: { points: 30, minutes: 15, refused: 'Too many look-ups from your connection.', reason: 'LOOKUP_LOCKED' },
  /**
   * Discount codes, counting failures only: each try is charged before the code is looked up (so
   * parallel guesses cannot slip past) and given back when the code applies, so a valid code
   * applies at once. Ten wrong codes are typing mistakes and second thoughts for one basket…
   */
  couponPerBasket: { points: 10, minutes: 60, refused: 'Too many discount codes tried for this basket.' },
  /**
   * …and thirty per address let a household or an office with a few baskets through. Guessing: a code
   * of the seed's form (9 characters of A–Z0–9, e.g. WELCOME10) is one of 36⁹ ≈ 1.0·10¹⁴; finding the
   * first of two valid codes takes 36⁹/3 ≈ 3.4·10¹³ tries on average, at 30 an hour about 1.3·10⁸ years
   * from one address, 13,000 years from 10,000. Only a code guessable as a word plus a number
   * (≈ 5·10⁶ candidates) falls within days to a botnet: ADR 0019.
   */
  couponPerAddress: { points: 30, minutes: 60, refused: 'Too many discount codes tried from your connection.' },
  /** Contact form: a person sends one or two messages; twenty an hour leave room for a hotel or an office behind one address and stop a flood of mail to the team. */
  contact: { points: 20, minutes: 60, refused: 'Too many messages sent from your connection.' },
  /** Newsletter subscriptions: each can mail a confirmation link to any address; generous for people sharing one address, a wall for mail-bombing. */
  newsletter: { points: 20, minutes: 60, refused: 'Too many subscriptions from your connection.' },
  /** Share links (`api/encode`): each new address is a row; a visitor shares a handful of baskets. */
  shortLink: { points: 60, minutes: 60, refused: 'Too many share links made from your connection.' },
  /** Campaign touches (`tis`): one per landing from a campaign link; a row each. */
  campaignTouch: { points: 120, minutes: 60, refused: 'Too many campaign visits recorded from your connection.' },
  /**
   * Wrong operator keys (OPERATOR_KEY, the entrance scanners'), counting failures only: a scanner
   * with the right key checks thousands of tickets an hour and is never held back; twenty wrong keys
   * are a misconfigured scanner, not a guesser, who then gets 20 tries an hour at a 16+ character key.
   */
  operatorKey: { points: 20, minutes: 60, refused: 'Too many wrong operator keys from your connection.' },
  /**
   * OCTO requests per API key (keyed by the key's id, not the address: a reseller's servers share
   * few addresses and many customers). 1,200 a minute is 20 a second sustained, far above a
   * channel manager's syncs and bookings, and a ceiling on what one leaked key can do.
   */
  octoPerKey: { points: 1200, minutes: 1, refused: 'Too many requests with this API key.' },
  /** Wrong OCTO keys per address, counting failures only (as operatorKey): a key is 256 random bits, so this stops floods, not guessing. */
  octoWrongKey: { points: 20, minutes: 60, refused: 'Too many wrong API keys from your connection.' },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
