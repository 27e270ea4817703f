import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { refusal } from './refusal';
import type { LimitRule } from './rules';

/** Where limits count: each process's memory (one instance), or Redis under `prefix` (shared by every instance). */
export type LimitStore = { kind: 'memory' } | { kind: 'redis'; client: () => Promise<Redis>; prefix: string };

export interface Limiter {
  readonly rule: LimitRule;
  /** Counts one try for `key`; past the rule's points, a RetryLater (429) until the window ends. */
  take(key: string): Promise<void>;
  /** Gives one try back: limits that count failures charge every try and return those that succeeded. */
  giveBack(key: string): Promise<void>;
  /** Refuses (RetryLater) when `key` has used up the window already, without counting a try: for failures charged only once known. */
  check(key: string): Promise<void>;
}

/** Requests that name no address share one allowance rather than escaping the limit. */
export const addressKey = (ip: string | undefined) => ip ?? 'unknown';

/**
 * One limit. In Redis its keys are `{prefix}:{name}:{key}`; a Redis that is away or slow falls back
 * to a memory limiter of the same rule (`insuranceLimiter`), so an outage makes the limits per
 * instance, never a 500. The Redis limiter is made on first use, with the client.
 */
export function createLimiter(name: string, rule: LimitRule, store: LimitStore): Limiter {
  const options = { points: rule.points, duration: rule.minutes * 60 };
  let limiter: Promise<RateLimiterAbstract> | undefined;
  const open = () =>
    (limiter ??=
      store.kind === 'memory'
        ? Promise.resolve(new RateLimiterMemory(options))
        : store.client().then(
            (client) =>
              new RateLimiterRedis({
                ...options,
                storeClient: client,
                keyPrefix: `${store.prefix}:${name}`,
                // While the client reconnects, count in memory at once instead of failing each command.
                rejectIfRedisNotReady: true,
                insuranceLimiter: new RateLimiterMemory(options),
              }),
          ));

  return {
    rule,
    async take(key) {
      const counter = await open();
      try {
        await counter.consume(key);
      } catch (error) {
        throw refusal(error, rule);
      }
    },
    async giveBack(key) {
      await (await open()).reward(key);
    },
    async check(key) {
      const used = await (await open()).get(key);
      if (used && used.consumedPoints >= rule.points) throw refusal(used, rule);
    },
  };
}
