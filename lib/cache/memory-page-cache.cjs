// A page cache in this process's memory only, for PAGE_CACHE=memory (see next.config.ts).
// Next's default keeps cached pages on disk, shared by every process of one build.
const entries = new Map();

module.exports = class MemoryPageCache {
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
