import { within } from '@/lib/lifecycle/within';

/** Connects to REDIS_URL, sends PING and disconnects, within `timeoutMs`; rejects with the reason otherwise. */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { Redis } = await import('ioredis');
  // One try, no retries, no queue, no INFO first: a probe says what is true now.
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
    enableReadyCheck: false,
  });
  // The socket's own error (ECONNREFUSED, ENOTFOUND) says more than the closed connection it leads to.
  let cause: Error | undefined;
  client.on('error', (error: Error) => (cause ??= error));
  try {
    await within(
      client.connect().then(() => client.ping()),
      timeoutMs,
    );
  } catch (error) {
    throw cause ?? error;
  } finally {
    client.disconnect();
  }
}
