/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Next requires this file itself, unbundled. */
// The page cache (next.config.ts `cacheHandler`), chosen when a server process starts, so one build
// runs anywhere (ADR 0021):
// - REDIS_URL: in Redis, shared by every instance (@fortedigital/nextjs-cache-handler's redis-strings
//   handler): a page rendered or revalidated on one instance is what the others serve next.
// - PAGE_CACHE=memory: in this process's memory only.
// - otherwise Next's own cache on disk (.next/server/route-cache), shared by the processes of one build.
const { gzipSync, gunzipSync } = require('node:zlib');
const { PHASE_PRODUCTION_BUILD } = require('next/constants');

/** Entries larger than this once compressed are not shared (the page is rendered per request instead). */
const MAX_ENTRY_BYTES = Number(process.env.PAGE_CACHE_MAX_ENTRY_KB || 2048) * 1024;
/** A Redis answer slower than this counts as a miss: the page renders rather than waits. */
const REDIS_TIMEOUT_MS = 1000;

const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

function logLine(level, msg, fields = {}) {
  // The same JSON shape as lib/log (pino), which this file, loaded by Next itself, cannot import.
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), service: 'shop', instance: process.env.INSTANCE_ID, msg, ...fields })}\n`);
}

/**
 * Compressed entries (pages are HTML and RSC text: about a fifth of their size), and a marker for
 * one too large to share, read back as a miss: Redis never holds an entry above MAX_ENTRY_BYTES.
 */
const TOO_LARGE = '-';
const compressedSerializer = {
  serialize(value) {
    const stored = gzipSync(JSON.stringify(value)).toString('base64');
    if (stored.length <= MAX_ENTRY_BYTES) return stored;
    logLine('warn', 'A page is too large for the shared cache: rendered per request', { bytes: stored.length, limit: MAX_ENTRY_BYTES });
    return TOO_LARGE;
  },
  deserialize(stored) {
    if (stored === TOO_LARGE) return null;
    return JSON.parse(gunzipSync(Buffer.from(stored, 'base64')).toString('utf8'));
  },
};

function redisCache() {
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
  const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
  const { ioredisAdapter } = require('@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter');
  const { Redis } = require('ioredis');

  CacheHandler.onCreation(async () => {
    // No offline queue: while Redis is away a read fails at once and the page is rendered (logged once).
    const client = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS, connectTimeout: 2000 });
    let down = false;
    client.on('error', (error) => {
      if (down) return;
      down = true;
      logLine('warn', 'Redis unreachable: pages are rendered without the shared cache until it is back', { err: { message: error.message } });
    });
    client.on('ready', () => {
      if (down) logLine('info', 'Redis reachable again: the page cache is shared again');
      down = false;
    });
    // The first pages wait up to a second for the connection rather than all render uncached.
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 1000);
      client.once('ready', () => resolve(clearTimeout(timer)));
      client.once('error', () => resolve(clearTimeout(timer)));
    });
    return {
      handlers: [
        createRedisHandler({
          // The adapter calls `set` detached from its client (ioredis then lacks `this`): bound first.
          client: ioredisAdapter(Object.assign(client, { set: client.set.bind(client) })),
          keyPrefix: `${process.env.PAGE_CACHE_PREFIX || 'shop'}:pages:`,
          timeoutMs: REDIS_TIMEOUT_MS,
          // Entries expire with their page (1.5 × `revalidate`): Redis holds what is served, not every page ever seen.
          keyExpirationStrategy: 'EXAT',
          valueSerializer: compressedSerializer,
        }),
      ],
    };
  });
  return CacheHandler;
}

function memoryCache() {
  const entries = new Map();
  return class MemoryPageCache {
    async get(key) {
      return entries.get(key) ?? null;
    }
    async set(key, data, context) {
      if (data === null) entries.delete(key);
      else entries.set(key, { value: data, lastModified: Date.now(), tags: context?.tags ?? [] });
    }
    async revalidateTag(tags) {
      const stale = new Set([tags].flat());
      for (const [key, entry] of entries) if (entry.tags.some((tag) => stale.has(tag))) entries.delete(key);
    }
    resetRequestCache() {}
  };
}

module.exports = useRedis
  ? redisCache()
  : process.env.PAGE_CACHE === 'memory'
    ? memoryCache()
    : require('next/dist/server/lib/incremental-cache/file-system-cache').default;
