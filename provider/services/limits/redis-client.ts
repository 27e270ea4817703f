import type { Redis } from 'ioredis';
import { onShutdown } from '@/lib/lifecycle/state';
import { log } from '@/lib/log';

/** How long a command may take before the limit falls back to the instance's memory. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first use waits for the connection, so a starting instance counts in Redis from its first request. */
const FIRST_CONNECT_MS = 1_000;

/**
 * A client for the limits: no offline queue (a command while Redis is away fails at once and the
 * limiter's memory insurance counts instead), reconnecting in the background for as long as it
 * takes. An outage is logged once, and its end once.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: 2_000 });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits count in each instance until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, 'Redis reachable again: rate limits are shared again');
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', done);
    client.once('error', done);
  });
  return client;
}

const GLOBAL_KEY = Symbol.for('shop.limits.redis');
type GlobalWithRedis = typeof globalThis & { [GLOBAL_KEY]?: Map<string, Promise<Redis>> };

/**
 * The process's one client for `url`, made on first use (never at import: `next build` loads this
 * code and must not connect), closed by the graceful shutdown. On `globalThis`, since the route
 * handler and the in-process transport are separate bundles of one process.
 */
export function sharedRedis(url: string): Promise<Redis> {
  const clients = ((globalThis as GlobalWithRedis)[GLOBAL_KEY] ??= new Map());
  let client = clients.get(url);
  if (!client) {
    client = connectRedis(url);
    clients.set(url, client);
    // Nothing waits on a limit once the requests are done: no QUIT round trip (it fails while Redis is away).
    onShutdown('redis (rate limits)', async () => (await client!).disconnect());
  }
  return client;
}
