import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { RetryLater } from '@/provider/services/booking/retry-later';
import { LIMITS, limitsFromEnv, redisUrlFromEnv, type Limiter } from '@/provider/services/limits';
import { REDIS_URL, redisLimits } from '../support/redis-limits';

/** The local Redis (it runs on this machine and in CI); each run counts under a prefix of its own, removed afterwards. */
const { prefix: PREFIX, instanceOn, cleanUp } = redisLimits();

afterAll(cleanUp);

/** The error `take` refused with, or null when it let the try through. */
const refusedBy = (limiter: Limiter, key: string) => limiter.take(key).then(() => null, (error: unknown) => error);

describe('limits shared through Redis', () => {
  it('count across two instances, which then both refuse with a 429 that says when', async () => {
    const [a, b] = [instanceOn(REDIS_URL), instanceOn(REDIS_URL)];
    for (let i = 0; i < LIMITS.contact.points; i++) expect(await refusedBy(i % 2 ? a.contact : b.contact, '198.51.100.1')).toBeNull();

    for (const instance of [a, b]) {
      const refusal = await refusedBy(instance.contact, '198.51.100.1');
      expect(refusal).toBeInstanceOf(RetryLater);
      const { code, retryAfterSeconds, message } = refusal as RetryLater;
      expect(code).toBe('TOO_MANY_REQUESTS');
      expect(retryAfterSeconds).toBeGreaterThan(3500);
      expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
      expect(message).toBe('Too many messages sent from your connection. Please try again in 60 minutes.');
    }
    // Another address, and another limit for the same one, count apart.
    expect(await refusedBy(a.contact, '198.51.100.2')).toBeNull();
    expect(await refusedBy(b.newsletter, '198.51.100.1')).toBeNull();

    const admin = new Redis(REDIS_URL);
    expect(await admin.get(`${PREFIX}:contact:198.51.100.1`)).toBe(String(LIMITS.contact.points + 2));
    expect(await admin.pttl(`${PREFIX}:contact:198.51.100.1`)).toBeGreaterThan(3500_000);
    admin.disconnect();
  });

  it('take back a try that is given back, so counting failures only lets a success through', async () => {
    const [a, b] = [instanceOn(REDIS_URL), instanceOn(REDIS_URL)];
    const basket = randomUUID();
    for (let i = 0; i < LIMITS.couponPerBasket.points; i++) await a.couponPerBasket.take(basket);
    await b.couponPerBasket.giveBack(basket);
    expect(await refusedBy(b.couponPerBasket, basket)).toBeNull();
    expect(await refusedBy(a.couponPerBasket, basket)).toBeInstanceOf(RetryLater);
  });

  it('carry the reason the shop already explains', async () => {
    const limits = instanceOn(REDIS_URL);
    for (let i = 0; i < LIMITS.bookingLookup.points; i++) await limits.bookingLookup.take('198.51.100.3');
    expect(await refusedBy(limits.bookingLookup, '198.51.100.3')).toMatchObject({ reason: 'LOOKUP_LOCKED', message: 'Too many look-ups from your connection. Please try again in 15 minutes.' });
  });
});

describe('without REDIS_URL', () => {
  it('each instance counts in its own memory, as one instance always did', async () => {
    const [a, b] = [limitsFromEnv({}), limitsFromEnv({ REDIS_URL: ' ' })];
    for (let i = 0; i < LIMITS.newsletter.points; i++) await a.newsletter.take('198.51.100.4');
    expect(await refusedBy(a.newsletter, '198.51.100.4')).toBeInstanceOf(RetryLater);
    expect(await refusedBy(b.newsletter, '198.51.100.4')).toBeNull();
  });
});

describe('a Redis that cannot be reached', () => {
  it('still limits, per instance, never failing otherwise, and is logged once', async () => {
    const warn = vi.spyOn(log, 'warn');
    const limits = instanceOn('redis://127.0.0.1:1');
    for (let i = 0; i < LIMITS.contact.points; i++) expect(await refusedBy(limits.contact, '198.51.100.5')).toBeNull();
    expect(await refusedBy(limits.contact, '198.51.100.5')).toBeInstanceOf(RetryLater);
    await limits.couponPerBasket.giveBack('basket');
    // The client keeps trying to reconnect meanwhile: one line for the outage, not one per try.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const outage = warn.mock.calls.filter(([, message]) => String(message).startsWith('Redis unreachable'));
    expect(outage).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('REDIS_URL', () => {
  it('is unset when empty, taken as given when redis:// or rediss://, and stops the start-up otherwise', () => {
    expect(redisUrlFromEnv(undefined)).toBeUndefined();
    expect(redisUrlFromEnv('  ')).toBeUndefined();
    expect(redisUrlFromEnv(' redis://cache:6379 ')).toBe('redis://cache:6379');
    expect(redisUrlFromEnv('rediss://user:secret@cache.example:6380/1')).toBe('rediss://user:secret@cache.example:6380/1');
    expect(() => redisUrlFromEnv('http://cache:6379')).toThrow('REDIS_URL must start with redis:// or rediss://, not http://');
    expect(() => redisUrlFromEnv('cache:6379')).toThrow(/REDIS_URL must/);
    // The address may hold a password: never repeated in the error.
    expect(() => redisUrlFromEnv('not a url with secret')).not.toThrow(/secret/);
  });
});
