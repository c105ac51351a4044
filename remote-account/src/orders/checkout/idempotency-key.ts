/**
 * One Idempotency-Key per filled form: the same form sent again (a double click, a retry after a
 * lost answer, the same form in a second tab) carries the same key, and the API answers the order
 * the key already placed instead of placing another; a form that changed gets a new key (the API
 * would refuse an old key with another body). Keys are kept in the browser's storage, which the tabs
 * of a site share, by the form's content, so that two tabs holding the same form agree on its key;
 * the order form asks for its key as soon as the form is complete, not only when it is sent, so
 * that two tabs sent at the same moment find it there.
 */

/** How long a kept key is used again for the same form. Past it, the same form is a new order
 *  (a team ordering the same kit again next season). */
export const KEY_KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** Forms whose keys are kept per design, the newest (a customer trying a few variants). */
export const KEYS_KEPT = 20;

/** Where keys are kept: localStorage in the browser. */
export interface KeyStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
}

/** The keys of the forms filled lately, by the form's fingerprint. */
type KeptKeys = Record<string, { key: string; at: number }>;

export interface KeyKeeperOptions {
  storage: KeyStorage | null;
  /** The storage entry: one per design, so that forms for other designs do not crowd it. */
  name: string;
  newKey?: () => string;
  now?: () => number;
}

/** A short fingerprint of the form's content (cyrb53): the kept entries stay small for a long roster. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface KeyKeeper {
  /** The key for a form of this content (its request body): the kept one, or a new one, kept. */
  keyFor(body: unknown): string;
  /** Forgets the key of this content: the API refused it as used for another order. */
  forget(body: unknown): void;
}

function isKept(value: unknown): value is KeptKeys {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry: unknown) => typeof entry === 'object' && entry !== null && typeof (entry as { key?: unknown }).key === 'string' && typeof (entry as { at?: unknown }).at === 'number')
  );
}

export function createKeyKeeper({ storage, name, newKey = randomKey, now = Date.now }: KeyKeeperOptions): KeyKeeper {
  // Without storage (private mode, full), the keys live as long as the page.
  let inMemory: KeptKeys = {};
  const read = (): KeptKeys => {
    try {
      const raw = storage?.getItem(name);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isKept(parsed) ? parsed : inMemory;
    } catch {
      return inMemory;
    }
  };
  const write = (kept: KeptKeys) => {
    const fresh = Object.entries(kept)
      .filter(([, entry]) => now() - entry.at < KEY_KEPT_FOR_MS)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, KEYS_KEPT);
    inMemory = Object.fromEntries(fresh);
    try {
      storage?.setItem(name, JSON.stringify(inMemory));
    } catch {
      // Storage full or refused: the keys in memory still cover this page.
    }
  };
  return {
    keyFor(body) {
      const form = fingerprint(JSON.stringify(body));
      const kept = read();
      const entry = kept[form];
      if (entry && now() - entry.at < KEY_KEPT_FOR_MS) return entry.key;
      const key = newKey();
      write({ ...kept, [form]: { key, at: now() } });
      return key;
    },
    forget(body) {
      const form = fingerprint(JSON.stringify(body));
      const { [form]: _forgotten, ...rest } = read();
      write(rest);
    },
  };
}
