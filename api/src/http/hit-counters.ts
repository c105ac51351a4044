import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { BoundedMap } from '../cache/bounded-map';
import type { Db } from '../db/schema';

/** A key's count in its current window, and how long until that window ends. */
export interface WindowHits {
  hits: number;
  resetInMs: number;
}

/**
 * Fixed-window hit counts for the rate limits: `hit` counts one more for `key` of the limit `name`
 * and answers the count so far in the key's window, which starts at its first hit and lasts
 * `windowMs`; the first hit after it ends starts a new one.
 */
export interface HitCounter {
  hit(name: string, key: string, windowMs: number): Promise<WindowHits>;
  /** Waits for work it started on its own (a sweep) to end. */
  close(): Promise<void>;
}

/** Longer keys are stored as their hash: a btree entry has a size limit, and a key may come from a URL. */
const KEY_KEPT_AS_IS = 200;
/** Windows that ended are deleted at most this often (by whichever process counts a hit then). */
const SWEEP_EVERY_MS = 60_000;

function storedKey(key: string): string {
  return key.length <= KEY_KEPT_AS_IS ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

// One statement counts the hits of many keys: a key's first hits insert its window, later ones add
// to it, and hits after its window ended start it again (in SET every `w.` is the row as it was).
// The database's clock decides, so that API processes whose clocks differ agree on when a window ends.
const HITS = CompiledQuery.raw(
  `insert into rate_limit_windows as w (name, key, hits, resets_at)
   select h.name, h.key, h.hits, now() + h.window_ms * interval '1 millisecond'
   from unnest($1::text[], $2::text[], $3::int[], $4::int[]) as h(name, key, hits, window_ms)
   on conflict (name, key) do update set
     hits = case when w.resets_at <= now() then excluded.hits else w.hits + excluded.hits end,
     resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
   returning name, key, hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as reset_in_ms`,
);
const SWEEP = CompiledQuery.raw('delete from rate_limit_windows where resets_at <= now()');
/** Hits sent in one statement at most. */
const MOST_IN_ONE_STATEMENT = 500;

interface WaitingHit {
  name: string;
  key: string;
  windowMs: number;
  resolve: (hits: WindowHits) => void;
  reject: (error: unknown) => void;
}

const idOf = (hit: { name: string; key: string }) => `${hit.name}\u0000${hit.key}`;

/**
 * Counts in the database (migration 0037's `rate_limit_windows`), so that every API process on it
 * shares one count: behind two replicas a sign-in budget of 30 a minute is 30, not 60. The table is
 * unlogged (a count is worth nothing after a crash), so a hit's commit does not wait for the
 * write-ahead log. One statement at a time per process: a hit alone is sent at once (one round
 * trip), and hits that come while a statement is out go together in the next one, each key's once
 * with their number, keys in one order so that two processes' statements never deadlock. Each hit
 * is answered its own place in its key's count. Windows that ended are swept now and then.
 */
export class DatabaseHitCounter implements HitCounter {
  #lastSweepMs = Date.now();
  #sweeping: Promise<void> | null = null;
  #waiting: WaitingHit[] = [];
  /** Set while a statement is out (and until its answer is handed out): new hits wait for the next. */
  #busy = false;
  #sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly sweepEveryMs = SWEEP_EVERY_MS,
  ) {}

  hit(name: string, key: string, windowMs: number): Promise<WindowHits> {
    return new Promise<WindowHits>((resolve, reject) => {
      this.#waiting.push({ name, key: storedKey(key), windowMs: Math.max(1, Math.round(windowMs)), resolve, reject });
      if (this.#busy) return;
      this.#busy = true;
      this.#sending = this.#sendWaiting();
    });
  }

  async #sendWaiting(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, MOST_IN_ONE_STATEMENT);
      const byKey = new Map<string, WaitingHit[]>();
      for (const hit of batch) {
        const same = byKey.get(idOf(hit));
        if (same) same.push(hit);
        else byKey.set(idOf(hit), [hit]);
      }
      const keys = [...byKey.values()].sort((a, b) => (idOf(a[0]!) < idOf(b[0]!) ? -1 : 1));
      try {
        const { rows } = await this.db.executeQuery<{ name: string; key: string; hits: number; reset_in_ms: number }>({
          ...HITS,
          parameters: [keys.map((hits) => hits[0]!.name), keys.map((hits) => hits[0]!.key), keys.map((hits) => hits.length), keys.map((hits) => hits[0]!.windowMs)],
        });
        const counted = new Map(rows.map((row) => [idOf(row), row]));
        for (const hits of keys) {
          const row = counted.get(idOf(hits[0]!));
          hits.forEach((hit, index) =>
            row ? hit.resolve({ hits: row.hits - hits.length + 1 + index, resetInMs: row.reset_in_ms }) : hit.reject(new Error('rate_limit_windows answered no row')),
          );
        }
      } catch (error) {
        for (const hit of batch) hit.reject(error);
      }
    }
    // In the same turn as the last answers were handed out (their callers go on after it): a hit they
    // send next starts a statement of its own.
    this.#busy = false;
    this.#sweepNowAndThen();
  }

  #sweepNowAndThen(): void {
    const nowMs = Date.now();
    if (this.#sweeping || nowMs - this.#lastSweepMs < this.sweepEveryMs) return;
    this.#lastSweepMs = nowMs;
    // Not awaited by the request that started it; a sweep that failed is tried again next time.
    this.#sweeping = this.db
      .executeQuery(SWEEP)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.#sweeping = null;
      });
  }

  async close(): Promise<void> {
    await this.#sending;
    await this.#sweeping;
  }
}

interface MemoryWindow {
  hits: number;
  resetsAtMs: number;
}

/**
 * Counts in this process's memory: correct for ONE API process only (PGlite, which one process
 * holds); behind several each would count its own share. At most `maxKeys` windows are kept (the
 * oldest dropped), so that no client can grow it without bound.
 */
export class MemoryHitCounter implements HitCounter {
  readonly #windows: BoundedMap<string, MemoryWindow>;

  constructor(
    maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#windows = new BoundedMap(maxKeys);
  }

  hit(name: string, key: string, windowMs: number): Promise<WindowHits> {
    const nowMs = this.now();
    const id = `${name}\u0000${key}`;
    let window = this.#windows.get(id);
    if (!window || window.resetsAtMs <= nowMs) {
      window = { hits: 0, resetsAtMs: nowMs + windowMs };
      this.#windows.set(id, window);
    }
    window.hits += 1;
    return Promise.resolve({ hits: window.hits, resetInMs: window.resetsAtMs - nowMs });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
