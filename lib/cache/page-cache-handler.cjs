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
/** How much of the shared cache each process also keeps in its memory (PAGE_CACHE_LOCAL_MB). */
const LOCAL_BYTES = Number(process.env.PAGE_CACHE_LOCAL_MB || 64) * 1024 * 1024;
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
  const { LRUCache } = require('lru-cache');
  const { Redis } = require('ioredis');
  const prefix = `${process.env.PAGE_CACHE_PREFIX || 'shop'}:pages:`;
  const revalidatedKey = `${prefix}revalidated-at`;

  let connecting;
  /** The process's one client, made on first use (never while `next build` loads this file). */
  function connect() {
    connecting ??= (async () => {
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
      return client;
    })();
    return connecting;
  }

  CacheHandler.onCreation(async () => {
    const client = await connect();
    return {
      handlers: [
        createRedisHandler({
          // The adapter calls `set` detached from its client (ioredis then lacks `this`): bound first.
          client: ioredisAdapter(Object.assign(client, { set: client.set.bind(client) })),
          keyPrefix: prefix,
          timeoutMs: REDIS_TIMEOUT_MS,
          // Entries expire with their page (1.5 × `revalidate`): Redis holds what is served, not every page ever seen.
          keyExpirationStrategy: 'EXAT',
          valueSerializer: compressedSerializer,
        }),
      ],
    };
  });

  /**
   * Pages this process read or wrote, kept in its memory (bounded, least recently used out): a hit
   * costs two small Redis reads (is the entry still there, was one of its tags revalidated since)
   * instead of moving and unpacking the whole page. Another instance's revalidation shows in the
   * tags' times; its ISR renewal is picked up when this copy's own `revalidate` time runs out.
   */
  const held = new LRUCache({ maxSize: LOCAL_BYTES, sizeCalculation: entrySize });

  return class SharedPageCache extends CacheHandler {
    async get(key, ctx = {}) {
      const copy = held.get(key);
      if (copy) {
        try {
          const tags = [...new Set([...(copy.tags ?? []), ...(ctx.softTags ?? [])])];
          const client = await connect();
          const [[, exists], [, times]] = await client.pipeline().exists(prefix + key).hmget(revalidatedKey, ...tags).exec();
          if (exists && times.every((time) => time === null || Number(time) <= copy.lastModified)) return copy;
        } catch {
          // Redis away: read through the shared handler, which treats it as a miss.
        }
        held.delete(key);
      }
      const entry = await super.get(key, ctx);
      if (entry) held.set(key, entry);
      return entry;
    }

    async set(key, data, ctx) {
      held.delete(key);
      await super.set(key, data, ctx);
    }

    async revalidateTag(tags) {
      const list = [tags].flat();
      held.clear();
      try {
        const client = await connect();
        await client.hset(revalidatedKey, Object.fromEntries(list.map((tag) => [tag, Date.now()])));
      } catch (error) {
        logLine('error', 'A revalidation could not reach Redis: other instances keep their copies until their revalidate time', { tags: list, err: { message: error.message } });
      }
      await super.revalidateTag(list);
    }
  };
}

/** Roughly what an entry holds in memory: its HTML, its RSC payloads. */
function entrySize(entry) {
  const value = entry?.value ?? {};
  let bytes = 1024 + (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + (value.body?.length ?? 0);
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment?.length ?? 0;
  return bytes;
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

/**
 * Serves a cached page's HTML as bytes. Next keeps it as a string and writes that string on every
 * hit, which Node encodes to UTF-8 each time: for a page of 150 kB with a "–" or a "★" in it (a
 * two-byte string), that cost more than everything else a cached answer does (683 answers/s against
 * 7,293 for the same page as bytes, measured with autocannon on a bare Node server). The bytes are
 * made once per stored entry; Next pipes bytes as they are.
 */
function servedAsBytes(Handler) {
  const bytesOf = new WeakMap();
  return class extends Handler {
    async get(...args) {
      const entry = await super.get(...args);
      const value = entry?.value;
      if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry;
      let html = bytesOf.get(value);
      if (!html) bytesOf.set(value, (html = Buffer.from(value.html)));
      return { ...entry, value: { ...value, html } };
    }
  };
}

module.exports = servedAsBytes(
  useRedis
    ? redisCache()
    : process.env.PAGE_CACHE === 'memory'
      ? memoryCache()
      : require('next/dist/server/lib/incremental-cache/file-system-cache').default,
);
