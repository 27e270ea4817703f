/**
 * A seeded random number generator (mulberry32): the same seed gives the same
 * sequence on every machine, so the generated catalogue is identical on every run.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array with `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Picks by weight: `weights[i]` is the relative chance of index i. */
  weighted(weights: readonly number[]): number;
}

/** A generator for one purpose: `randomFor('reviews', 41)` is independent of every other stream. */
export function randomFor(...parts: (string | number)[]): Random {
  return createRandom(hash(parts.join(':')));
}

function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
      }
      return pool.slice(0, count);
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i++) {
        target -= weights[i] ?? 0;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return random;
}

/** FNV-1a: a stable 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
