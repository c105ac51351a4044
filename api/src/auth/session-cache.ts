import { BoundedMap } from '../cache/bounded-map';
import type { ChangeFeed } from '../db/change-feed';

export interface SessionKey {
  tenantId: string;
  sessionId: string;
  userId: string;
}

interface ActiveSession {
  tenantId: string;
  userId: string;
  /** The session's absolute expiry. */
  expiresAtMs: number;
  /** Checked again in the database after this. */
  freshUntilMs: number;
}

/**
 * Remembers, for `ttlMs`, that a session was active, so that a signed-in request does not need a
 * transaction just to check it. It stays correct because every way a session ends is heard at once:
 * a revocation in this process when its transaction commits (`announceAfterCommit`), and any change
 * to a session row, from any process, through the database's NOTIFY (`ChangeFeed`). While the feed is
 * not live nothing is served from memory. A check that was reading the database while a session
 * changed is not kept (generation count), so a read from before a revocation never outlives it.
 */
export class ActiveSessionCache {
  readonly #entries: BoundedMap<string, ActiveSession>;
  readonly #unsubscribe: () => void;
  #generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly ttlMs: number,
    maxEntries = 10_000,
  ) {
    this.#entries = new BoundedMap(maxEntries);
    this.#unsubscribe = feed.subscribe((change) => {
      if (change.kind === 'session') {
        this.#generation += 1;
        this.#entries.delete(change.sessionId);
      } else if (change.kind === 'all') {
        this.#generation += 1;
        this.#entries.clear();
      }
    });
  }

  // A method, not a private getter: V8 (Node 20) reads a private getter through its runtime, and
  // this is asked on every request.
  #enabled(): boolean {
    return this.ttlMs > 0 && this.feed.live;
  }

  /** Whether the session is active: from memory when known, else `load` (the database) decides. */
  async isActive(key: SessionKey, load: () => Promise<{ expiresAt: Date } | undefined>): Promise<boolean> {
    const now = Date.now();
    if (this.#enabled()) {
      const known = this.#entries.get(key.sessionId);
      if (known && known.freshUntilMs > now && known.expiresAtMs > now && known.tenantId === key.tenantId && known.userId === key.userId) {
        return true;
      }
    }
    const generation = this.#generation;
    const found = await load();
    if (!found) {
      this.#entries.delete(key.sessionId);
      return false;
    }
    if (this.#enabled() && generation === this.#generation) {
      this.#entries.set(key.sessionId, {
        tenantId: key.tenantId,
        userId: key.userId,
        expiresAtMs: found.expiresAt.getTime(),
        freshUntilMs: Date.now() + this.ttlMs,
      });
    }
    return true;
  }

  close(): void {
    this.#unsubscribe();
    this.#entries.clear();
  }
}
