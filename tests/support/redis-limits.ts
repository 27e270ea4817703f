import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLimits } from '@/provider/services/limits';
import { connectRedis } from '@/provider/services/limits/redis-client';

/** The machine's Redis, as CI has it. */
export const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/**
 * Limits in Redis under a prefix of this test file's own: `instanceOn` gives one shop instance's
 * limits (its own client, as another process would have), `cleanUp` deletes the keys and closes
 * every client.
 */
export function redisLimits() {
  const prefix = `test:${randomUUID()}:limit`;
  const clients: Redis[] = [];
  const instanceOn = (url: string) =>
    createLimits({
      kind: 'redis',
      prefix,
      client: async () => {
        const client = await connectRedis(url);
        clients.push(client);
        return client;
      },
    });
  async function cleanUp() {
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
    for (const client of clients) client.disconnect();
  }
  return { prefix, instanceOn, cleanUp };
}
