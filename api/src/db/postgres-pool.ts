import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { ScopedStatement, type Statement } from './scoped-statement';

/**
 * The connection pool the API's Kysely uses on PostgreSQL: node-postgres' pool, whose connections
 * keep the statements they run often prepared. Every statement Kysely sends goes to the server as
 * it was asked for and in that order, and its answer (a commit's included) is the server's: this
 * pool recognises no statement by its text and answers nothing itself.
 *
 * Named statements: a statement with parameters seen twice runs as a named (prepared) statement, so
 * each connection parses it once and the server keeps its plan. One-off statements (a 1,000-row
 * import) stay unnamed, and each connection prepares at most MAX_PREPARED_PER_CONNECTION, so neither
 * side grows without bound. Measured with `npm run bench -- api --postgres-lists` (each list call's
 * rate as a share of /healthz's, the median of 6 alternating rounds at 50 connections; 2026-11-28,
 * 2 cores, load average 5–6): /api/designs, /api/players, /api/orders 50.9, 49.2, 51.8 % and
 * 53.7, 51.1, 51.6 % in two runs; with every statement unnamed 40.5, 41.8, 41.7 %.
 *
 * Scoped reads (`readInScope`): a statement sent with the tenant's settings before it and one Sync,
 * which the server runs as one implicit transaction; see scoped-reads.ts, its only caller.
 */
/** Statements (their text) each connection keeps prepared at most. */
export const MAX_PREPARED_PER_CONNECTION = 200;
/** Longer statements are never prepared: they are the generated multi-row inserts. */
const MAX_PREPARED_TEXT_LENGTH = 4096;
/** Statement texts remembered process-wide (to know which come back, and their names). */
const KNOWN_STATEMENTS = 2000;

/**
 * SQLSTATE 0A000 (feature_not_supported) from a named statement: its plan no longer fits its table
 * ("cached plan must not change result type", after a migration changed the table's shape).
 */
const FEATURE_NOT_SUPPORTED = '0A000';

function isStalePlan(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FEATURE_NOT_SUPPORTED;
}

/**
 * Texts seen once (value null) and twice or more (value: the statement's name). A Map in insertion
 * order, trimmed from its oldest end: a text forgotten here only loses its name until it is seen
 * twice again (a connection that prepared it under that name keeps it; the name is its hash).
 */
class StatementNames {
  readonly #names = new Map<string, string | null>();

  /** The name to prepare `text` under, or undefined to run it unnamed (first sight, too long). */
  nameOf(text: string): string | undefined {
    if (text.length > MAX_PREPARED_TEXT_LENGTH) return undefined;
    const known = this.#names.get(text);
    if (known) return known;
    if (known === null) {
      const name = `tw_${createHash('sha1').update(text).digest('base64url')}`;
      this.#names.set(text, name);
      return name;
    }
    this.#names.set(text, null);
    if (this.#names.size > KNOWN_STATEMENTS) this.#names.delete(this.#names.keys().next().value as string);
    return undefined;
  }
}

/** One pooled connection as Kysely sees it, running the statements it sees often as named ones. */
export class PreparingClient implements PostgresPoolClient {
  /** Names this connection has prepared. */
  readonly #prepared = new Set<string>();
  /** Set when the connection must not go back to the pool (a prepared plan gone stale, or unknown). */
  #discard: Error | null = null;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  get processID(): number | undefined {
    return (this.client as unknown as { processID?: number }).processID;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only for stream(), with a `cursor` class configured: the API has none.
    if (typeof sql !== 'string') throw new Error("Streaming queries are not supported by the API's PostgreSQL pool");
    return this.#send(sql, parameters) as Promise<PostgresQueryResult<R>>;
  }

  /**
   * Runs `statement` after `scope` (settings made with `set_config(…, true)`) as ONE implicit
   * transaction of the extended protocol (ScopedStatement): the server runs the statement only if
   * the scope succeeded, and ends both at the Sync, settings included. The answer is the
   * statement's. Only for statements that cannot write: the caller's scope makes the implicit
   * transaction read-only (scoped-reads.ts).
   */
  readInScope(scope: Statement, statement: Statement): Promise<pg.QueryResult> {
    const statements: Statement[] = [
      { ...scope, name: this.#nameOf(scope.text, scope.values) },
      { ...statement, name: this.#nameOf(statement.text, statement.values) },
    ];
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const query = new ScopedStatement(statements, (error, result) => {
        if (!error && result) return resolve(result);
        // The server may or may not have prepared what this query asked it to (node-postgres cannot
        // tell), and a plan gone stale needs a fresh connection: either way this one leaves the pool.
        if (query.preparedAny || isStalePlan(error)) this.#discard = error ?? new Error('statement failed');
        reject(error ?? new Error('The statement answered nothing'));
      });
      void this.client.query(query);
    });
  }

  /** The name to run a statement under on this connection, or undefined to run it unnamed. */
  #nameOf(text: string, values: readonly unknown[]): string | undefined {
    if (values.length === 0) return undefined;
    const name = this.names.nameOf(text);
    if (!name || (!this.#prepared.has(name) && this.#prepared.size >= MAX_PREPARED_PER_CONNECTION)) return undefined;
    this.#prepared.add(name);
    return name;
  }

  #send(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    if (values.length === 0) return this.client.query(text);
    const name = this.#nameOf(text, values);
    if (!name) return this.client.query(text, values as unknown[]);
    return this.client.query({ name, text, values: values as unknown[] }).catch((error: unknown) => {
      // Prepared before a migration changed the table: this connection's plan can no longer be
      // used, so the connection leaves the pool and the next one prepares the statement afresh.
      if (isStalePlan(error)) this.#discard = error as Error;
      throw error;
    });
  }

  release(discard?: boolean): void {
    const stale = this.#discard;
    this.#discard = null;
    this.client.release(stale ?? discard);
  }
}

/** The pool's options: the connection string and its size. */
export function postgresPoolOptions(url: string, max: number): pg.PoolConfig {
  return { connectionString: url, max };
}

/** What Kysely's PostgresDialect and scoped-reads.ts take: a connection of the pool. */
export interface PreparingPool {
  connect(): Promise<PreparingClient>;
}

/**
 * The pool as Kysely's PostgresDialect takes it: `connect()` answers the same PreparingClient for the
 * same connection each time (Kysely keys its own connection objects by it).
 */
export function preparingPool(pool: pg.Pool): PreparingPool {
  const names = new StatementNames();
  const wrapped = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let preparing = wrapped.get(client);
      if (!preparing) {
        preparing = new PreparingClient(client, names);
        wrapped.set(client, preparing);
      }
      return preparing;
    },
  };
}
