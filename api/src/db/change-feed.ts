import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './schema';

/**
 * The channel the database announces changes on (triggers of migration 0004, which spells it too:
 * keep them equal).
 */
export const CHANGES_CHANNEL = 'teamwear_changes';

/** A change to rows the API keeps in memory. */
export type DataChange =
  /** A row of tenants, tenant_domains or templates changed. */
  | { kind: 'tenants' }
  /** A session was revoked or deleted, or its expiry, user or tenant changed. */
  | { kind: 'session'; sessionId: string }
  /** Anything may have changed (sessions truncated, notifications possibly missed): forget everything. */
  | { kind: 'all' };

export function parseChange(payload: string): DataChange {
  if (payload === 'tenants') return { kind: 'tenants' };
  if (payload.startsWith('session:') && payload.length > 'session:'.length) return { kind: 'session', sessionId: payload.slice('session:'.length) };
  return { kind: 'all' };
}

export type ChangeListener = (change: DataChange) => void;

/**
 * Tells in-memory caches what changed in the database, from this process (after commit, see
 * `announceAfterCommit`) and from any other (NOTIFY on CHANGES_CHANNEL). `live` is true only while
 * the database's notifications are received: a cache that must never serve a row another process
 * changed (sessions, tenants) serves from memory only while the feed is live, and forgets everything
 * whenever it goes down or comes back (an `all` change).
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #live = false;

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(change: DataChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  setLive(live: boolean): void {
    if (this.#live === live) return;
    this.#live = live;
    this.emit({ kind: 'all' });
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/**
 * The change feed of a database opened with `openDatabase`; for a Kysely instance made elsewhere, a
 * feed that is never live (so caches keep nothing and every check reads the database).
 */
export function changeFeedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}

export function registerChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** PGlite delivers a notification while the committing query returns, before its promise resolves. */
export async function listenOnPglite(pglite: PGlite, feed: ChangeFeed): Promise<void> {
  await pglite.listen(CHANGES_CHANNEL, (payload) => feed.emit(parseChange(payload)));
  feed.setLive(true);
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTENs on a connection of its own (a pooled one cannot hold a LISTEN). While it is down the feed
 * is not live; it reconnects with a growing wait (0.5 s doubling to 30 s), and each change of state
 * makes the caches forget everything, so nothing missed meanwhile is served.
 */
export class PostgresChangeListener {
  #client: pg.Client | undefined;
  #stopped = false;
  #retryMs = RETRY_FIRST_MS;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly feed: ChangeFeed,
  ) {}

  /** Connects once; on failure it keeps trying in the background (the feed is not live meanwhile). */
  async start(): Promise<void> {
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    this.feed.setLive(false);
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.url });
    this.#client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) this.feed.emit(parseChange(message.payload ?? ''));
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      this.#lost(client);
      return;
    }
    if (this.#client !== client) return;
    this.#retryMs = RETRY_FIRST_MS;
    this.feed.setLive(true);
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.feed.setLive(false);
    client.end().catch(() => undefined);
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#timer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }
}
