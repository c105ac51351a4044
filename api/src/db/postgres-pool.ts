import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { ScopedStatement, type Statement } from './scoped-statement';

/**
 * The connection pool the API's Kysely uses on PostgreSQL, cutting what each transaction costs in
 * round trips and in the server's parsing and planning, without changing what a statement does:
 *
 * - A transaction's `begin` is not sent on its own: it goes in one write with the next statement
 *   (node-postgres' pipeline mode lets both be on the wire at once). When that statement only sets
 *   settings (`withTenant`'s role and tenant: `select set_config(…)`), it waits too, for the work's
 *   first statement: a `select` goes in the same write (begin, settings, select: one round trip);
 *   anything else is written only once the begin and the settings have answered. The server runs
 *   them in order, so the select runs inside the scoped transaction, and if the settings failed the
 *   transaction is aborted and the select fails with it; its rows are handed back only once all
 *   three have answered without error. So no row is read or written for a tenant before its scope
 *   is in force, as before, with one round trip where there were two.
 * - The `commit` of a transaction that only read (every statement a `select`: a list call, with
 *   `withTenant`'s settings) is written and not waited for: the call's answer does not depend on
 *   it, and the connection goes back to the pool at once; the next transaction on it is written
 *   after that commit and runs only once the server has done it. A transaction that wrote waits for
 *   its commit, as the caller must learn whether it held.
 * - A transaction that only reads (`readAsTenant`: `start transaction read only`, then settings that
 *   include `transaction_read_only`) is never opened on the server: each of its statements is sent in
 *   one write with the settings before it and one Sync, which the server runs as one implicit
 *   transaction (the extended protocol's: it ends at the Sync, commit if all succeeded, rollback if
 *   one failed, and the settings end with it). The statement runs only if the settings succeeded,
 *   and read-only, as the settings make that transaction. Its `commit` (or `rollback`) has nothing
 *   left to end and is answered here. So a list call is one write and one round trip, and the server
 *   runs two statements instead of four (no begin, no commit).
 * - A statement with parameters that was seen before runs as a named (prepared) statement: each
 *   connection parses it once, and the server keeps its plan. One-off statements (a 1,000-row import)
 *   stay unnamed, and each connection prepares at most MAX_PREPARED_PER_CONNECTION, so neither side
 *   grows without bound.
 */

/** Statements (their text) each connection keeps prepared at most. */
export const MAX_PREPARED_PER_CONNECTION = 200;
/** Longer statements are never prepared: they are the generated multi-row inserts. */
const MAX_PREPARED_TEXT_LENGTH = 4096;
/** Statement texts remembered process-wide (to know which come back, and their names). */
const KNOWN_STATEMENTS = 2000;

/** SQLSTATE 0A000 with this message: a prepared statement whose table changed shape (a migration). */
const STALE_PLAN = 'cached plan must not change result type';

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

const BEGIN_RESULT = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] } satisfies pg.QueryResult;
const COMMIT_RESULT = { command: 'COMMIT', rowCount: null, oid: 0, rows: [], fields: [] } satisfies pg.QueryResult;

/** A statement that only sets settings of the transaction (`withTenant`'s role and tenant). */
const SETTINGS_ONLY = /^select set_config\('[a-z_.]+', \$\d+, true\)(, set_config\('[a-z_.]+', \$\d+, true\))*$/;
/** The answer to a deferred settings statement (its callers read nothing from it). */
const SETTINGS_RESULT = { command: 'SELECT', rowCount: 0, oid: 0, rows: [], fields: [] } satisfies pg.QueryResult;

/** The `begin` of a transaction that only reads (Kysely's `setAccessMode('read only')`). */
const BEGIN_READ_ONLY = 'start transaction read only';
/** Settings that make their transaction read-only: the server refuses any write after them. */
const MAKES_READ_ONLY = /set_config\('transaction_read_only', \$\d+, true\)/;
const ROLLBACK_RESULT = { command: 'ROLLBACK', rowCount: null, oid: 0, rows: [], fields: [] } satisfies pg.QueryResult;

/** A statement that only reads (the API's selects call no function that writes; triggers fire on writes). */
const READS_ONLY = /^\s*select\b/i;

/** The socket under a node-postgres client (internal, so looked up with care). */
interface Corkable {
  cork(): void;
  uncork(): void;
}
function socketOf(client: pg.PoolClient): Corkable | undefined {
  const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  return typeof stream?.cork === 'function' && typeof stream.uncork === 'function' ? (stream as Corkable) : undefined;
}

/** One pooled connection as Kysely sees it: deferred `begin`, named statements. */
class PipelinedClient implements PostgresPoolClient {
  /** A `begin` (its text) asked for and not sent yet: it goes with the next statement. */
  #beginPending: string | null = null;
  /** The settings statement that follows a pending `begin`, not sent yet either. */
  #settingsPending: Statement | null = null;
  /**
   * A read-only transaction that is never opened on the server: its settings go with each of its
   * statements as one implicit transaction (ScopedStatement). `failed`: a statement of it failed,
   * so, as in an aborted transaction, what follows fails and its commit answers ROLLBACK.
   */
  #readScope: { settings: Statement; failed: unknown } | null = null;
  /** Inside a transaction whose statements have all been selects so far. */
  #onlyRead = false;
  /** Names this connection has prepared. */
  readonly #prepared = new Set<string>();
  /** Set when the connection must not go back to the pool (a prepared plan gone stale). */
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
    return this.#query(sql, parameters) as Promise<PostgresQueryResult<R>>;
  }

  #query(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    const result = this.#run(text, values);
    if (!this.#onlyRead) return result;
    // A statement that failed leaves the transaction aborted, and its commit must report that
    // (PostgreSQL answers it with ROLLBACK, which Kysely turns into an error): wait for that one.
    return result.catch((error: unknown) => {
      this.#onlyRead = false;
      throw error;
    });
  }

  #run(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    if (this.#readScope) return this.#runInReadScope(this.#readScope, text, values);
    if ((text === 'begin' || text === BEGIN_READ_ONLY) && values.length === 0 && !this.#beginPending) {
      this.#beginPending = text;
      this.#onlyRead = true;
      return Promise.resolve(BEGIN_RESULT);
    }
    if (this.#beginPending && !this.#settingsPending && values.length > 0 && SETTINGS_ONLY.test(text)) {
      if (this.#beginPending === BEGIN_READ_ONLY && MAKES_READ_ONLY.test(text)) {
        // Nothing is sent: each statement of the transaction carries these settings (see above).
        this.#beginPending = null;
        this.#onlyRead = false;
        this.#readScope = { settings: { text, values }, failed: null };
      } else {
        this.#settingsPending = { text, values };
      }
      return Promise.resolve(SETTINGS_RESULT);
    }
    if (text === 'commit' && values.length === 0 && this.#onlyRead && !this.#beginPending) {
      this.#onlyRead = false;
      // Nothing was written, so the commit has nothing to report to the caller: a failure of it
      // (the connection lost) ends the transaction all the same, and the pool drops a broken connection.
      this.client.query('commit').catch(() => undefined);
      return Promise.resolve(COMMIT_RESULT);
    }
    if (!READS_ONLY.test(text)) this.#onlyRead = false;
    const begin = this.#beginPending;
    if (!begin) return this.#send(text, values);
    const settings = this.#settingsPending;
    this.#beginPending = null;
    this.#settingsPending = null;
    if (!settings || READS_ONLY.test(text)) return this.#sendOpening(begin, settings, { text, values });
    // A statement that may write waits until the transaction is open and scoped.
    return this.#sendOpening(begin, settings, null).then(() => this.#send(text, values));
  }

  /** A statement of a read-only transaction that the server never opened (see #readScope). */
  #runInReadScope(scope: { settings: Statement; failed: unknown }, text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    if ((text === 'commit' || text === 'rollback') && values.length === 0) {
      // Each statement ended its own implicit transaction: nothing is left open on the server.
      this.#readScope = null;
      return Promise.resolve(text === 'commit' && !scope.failed ? COMMIT_RESULT : ROLLBACK_RESULT);
    }
    if (scope.failed) return Promise.reject(scope.failed);
    const statements: Statement[] = [
      { ...scope.settings, name: this.#nameOf(scope.settings.text, scope.settings.values), unread: true },
      { text, values, name: this.#nameOf(text, values) },
    ];
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const query = new ScopedStatement(statements, (error, result) => {
        if (!error && result) return resolve(result);
        scope.failed = error;
        // The server may or may not have prepared what this query asked it to (node-postgres cannot
        // tell), and a plan gone stale needs a fresh connection: either way this one leaves the pool.
        if (query.preparedAny || (error instanceof Error && error.message.includes(STALE_PLAN))) this.#discard = error ?? new Error('statement failed');
        reject(error ?? new Error('The statement answered nothing'));
      });
      void this.client.query(query);
    });
  }

  /**
   * Writes the `begin`, the pending settings and `statement` in one write (the socket corked around
   * them: one system call), read in one round trip. The statement's result is handed back only if
   * all answered without error; otherwise the first error, in the order they ran, is reported.
   */
  async #sendOpening(begin: string, settings: Statement | null, statement: Statement | null): Promise<pg.QueryResult> {
    const socket = socketOf(this.client);
    socket?.cork();
    const running: Promise<pg.QueryResult>[] = [];
    try {
      running.push(this.client.query(begin));
      if (settings) running.push(this.#send(settings.text, settings.values));
      if (statement) running.push(this.#send(statement.text, statement.values));
    } finally {
      socket?.uncork();
    }
    const answers = await Promise.allSettled(running);
    for (const answer of answers) if (answer.status === 'rejected') throw answer.reason;
    return (answers.at(-1) as PromiseFulfilledResult<pg.QueryResult>).value;
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
      if (error instanceof Error && error.message.includes(STALE_PLAN)) this.#discard = error;
      throw error;
    });
  }

  release(discard?: boolean): void {
    // A `begin` never followed by a statement was never sent, nor was a read-only scope's: the
    // connection is idle.
    this.#beginPending = null;
    this.#settingsPending = null;
    this.#readScope = null;
    this.#onlyRead = false;
    const stale = this.#discard;
    this.#discard = null;
    this.client.release(stale ?? discard);
  }
}

/** The pool's options: the connection string, its size, pipeline mode. */
export function postgresPoolOptions(url: string, max: number): pg.PoolConfig {
  // `pipeline` is a Client option of node-postgres 8.23+ (the pool hands its options to each client).
  return { connectionString: url, max, pipeline: true } as pg.PoolConfig;
}

/**
 * The pool as Kysely's PostgresDialect takes it: `connect()` answers the same PipelinedClient for the
 * same connection each time (Kysely keys its own connection objects by it).
 */
export function pipelinedPool(pool: pg.Pool): { connect: () => Promise<PostgresPoolClient> } {
  const names = new StatementNames();
  const wrapped = new WeakMap<pg.PoolClient, PipelinedClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let pipelined = wrapped.get(client);
      if (!pipelined) {
        pipelined = new PipelinedClient(client, names);
        wrapped.set(client, pipelined);
      }
      return pipelined;
    },
  };
}
