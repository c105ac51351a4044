// Seeded randomness: every pattern draws from its own stream, seeded by its id, so that
// editing one pattern never changes another and every run gives the same bytes.

/** 32-bit FNV-1a hash of a string. */
export function hashString(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for drawing. Returns floats in [0, 1). */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random source with the helpers the recipes use. */
export function createRandom(seed) {
  const next = mulberry32(seed);
  return {
    next,
    /** uniform in [min, max) */
    range: (min, max) => min + (max - min) * next(),
    /** integer in [min, max] */
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    /** a new independent stream, for a sub-part of a drawing */
    fork: (salt) => createRandom(hashString(`${seed}:${salt}`)),
  };
}

/** A value in [0, 1) fixed by a few integers: per-cell randomness that needs no storage. */
export function hashInts(seed, ...ints) {
  let h = seed >>> 0;
  for (const n of ints) {
    h = Math.imul(h ^ (n | 0), 0x27d4eb2d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
