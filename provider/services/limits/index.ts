import type { Redis } from 'ioredis';
import type { ProviderDeps } from '../../api/deps';
import { clientAddress } from '../ip-country';
import { addressKey, createLimiter, type Limiter, type LimitStore } from './limiter';
import { sharedRedis } from './redis-client';
import { LIMITS, type LimitName } from './rules';

export { addressKey, type Limiter, type LimitStore } from './limiter';
export { LIMITS, type LimitName } from './rules';

export type Limits = Record<LimitName, Limiter>;

/** The prefix of every limit's keys in Redis: `shop:limit:{name}:{key}`. */
export const KEY_PREFIX = 'shop:limit';

/** Every limit of LIMITS on one store; a Redis store's client is asked for once. */
export function createLimits(store: LimitStore = { kind: 'memory' }): Limits {
  let client: Promise<Redis> | undefined;
  const shared: LimitStore = store.kind === 'memory' ? store : { ...store, client: () => (client ??= store.client()) };
  return Object.fromEntries(Object.entries(LIMITS).map(([name, rule]) => [name, createLimiter(name, rule, shared)])) as Limits;
}

/** REDIS_URL: a `redis://` or `rediss://` address; anything else stops the start-up with the reason. */
export function redisUrlFromEnv(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error('REDIS_URL must be an address like redis://host:6379 or rediss://user:password@host:6380/0');
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${protocol}//`);
  return url;
}

/** With REDIS_URL, limits shared by every instance through the process's one client; without, in this process's memory. */
export function limitsFromEnv(env: Record<string, string | undefined>): Limits {
  const url = redisUrlFromEnv(env.REDIS_URL);
  return createLimits(url ? { kind: 'redis', client: () => sharedRedis(url), prefix: KEY_PREFIX } : { kind: 'memory' });
}

const perApp = new WeakMap<ProviderDeps, Limits>();

/** The provider's limits: those it was given, else memory limits of its own (each test's app counts alone). */
export function limitsOf(deps: ProviderDeps): Limits {
  if (deps.limits) return deps.limits;
  let limits = perApp.get(deps);
  if (!limits) perApp.set(deps, (limits = createLimits()));
  return limits;
}

/** Counts a request against `limiter` by its client's address (`clientAddress`: the proxies of ours are skipped, what a client wrote is not believed). */
export const takeForAddress = (limiter: Limiter, forwardedFor: string | null | undefined) => limiter.take(addressKey(clientAddress(forwardedFor)));
