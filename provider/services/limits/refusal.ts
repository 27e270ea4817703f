import { RateLimiterRes } from 'rate-limiter-flexible';
import { inMinutes, RetryLater } from '../booking/retry-later';
import type { LimitRule } from './rules';

/**
 * A limiter's refusal as the 429 the routes already answer (`Retry-After`, the rule's reason for the
 * shop's own words); anything else thrown is passed on as it is.
 */
export function refusal(error: unknown, rule: LimitRule): unknown {
  if (!(error instanceof RateLimiterRes)) return error;
  const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  return new RetryLater(`${rule.refused} Please try again in ${inMinutes(seconds)}.`, seconds, rule.reason);
}
