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

// One statement counts a hit: a key's first hit inserts its window, a later one adds to it, and one
// after its window ended starts it again (in SET every `w.` is the row as it was). The database's
// clock decides, so that API processes whose clocks differ agree on when a window ends.
const HIT = CompiledQuery.raw(
  `insert into rate_limit_windows as w (name, key, hits, resets_at)
   values ($1, $2, 1, now() + $3::int * interval '1 millisecond')
   on conflict (name, key) do update set
     hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
     resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
   returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as reset_in_ms`,
);
const SWEEP = CompiledQuery.raw('delete from rate_limit_windows where resets_at <= now()');

/**
 * Counts in the database (migration 0037's `rate_limit_windows`), so that every API process on it
 * shares one count: behind two replicas a sign-in budget of 30 a minute is 30, not 60. One round
 * trip per hit; the table is unlogged (a count is worth nothing after a crash), so a hit's commit
 * does not wait for the write-ahead log. Windows that ended are swept now and then.
 */
export class DatabaseHitCounter implements HitCounter {
  #lastSweepMs = Date.now();
  #sweeping: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly sweepEveryMs = SWEEP_EVERY_MS,
  ) {}

  async hit(name: string, key: string, windowMs: number): Promise<WindowHits> {
    const { rows } = await this.db.executeQuery<{ hits: number; reset_in_ms: number }>({
      ...HIT,
      parameters: [name, storedKey(key), Math.max(1, Math.round(windowMs))],
    });
    this.#sweepNowAndThen();
    const row = rows[0];
    if (!row) throw new Error('rate_limit_windows answered no row');
    return { hits: row.hits, resetInMs: row.reset_in_ms };
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
