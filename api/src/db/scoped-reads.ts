import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PreparingClient, PreparingPool } from './postgres-pool';
import type { Database, Db } from './schema';
import type { Statement } from './scoped-statement';

/**
 * Read-only work bound to a tenant on PostgreSQL (readAsTenant), one round trip per statement: each
 * statement goes to the server behind the scope's settings (tenant, role, `transaction_read_only`)
 * with one Sync, which the server runs as one implicit transaction (PreparingClient.readInScope). It
 * runs only if the settings succeeded, read-only, and the settings end with it. No `begin`, no
 * `commit`: a list call is one write and one round trip, and the server runs two statements instead
 * of four. So each statement sees its own snapshot, as each does in a read-committed transaction,
 * and the work must not depend on locks (the read-only scope refuses `for update` anyway).
 *
 * Measured with `npm run bench -- api --postgres-lists` (each list call's rate as a share of
 * /healthz's, the median of 6 alternating rounds at 50 connections; 2026-11-28, 2 cores):
 * /api/designs, /api/players, /api/orders 50.9, 49.2, 51.8 % and 53.7, 51.1, 51.6 % in two runs;
 * in a read-only transaction instead (begin, settings, statement, commit: four round trips)
 * 30.5, 31.5, 28.0 % and 32.5, 30.7, 32.1 %. A Kysely made for each call costs ~5 µs.
 *
 * The work is handed a Kysely transaction, as withTenant's is, of a Kysely of its own whose driver
 * knows the scope: the scope is given here, never recognised in what the work sends. Its `begin`
 * and `commit` have nothing to do on the server (every statement ended its own implicit
 * transaction at its Sync, and none could write), and the driver refuses any transaction that is
 * not read-only.
 */

/** A pooled connection on which every statement runs behind the scope's settings. */
class ScopedReadConnection implements DatabaseConnection {
  constructor(
    readonly client: PreparingClient,
    private readonly scope: Statement,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.readInScope(this.scope, { text: query.sql, values: query.parameters });
    return { rows: result.rows as R[] };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported by the API's PostgreSQL pool");
  }
}

class ScopedReadDriver implements Driver {
  constructor(
    private readonly pool: PreparingPool,
    private readonly scope: Statement,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ScopedReadConnection(await this.pool.connect(), this.scope);
  }

  async beginTransaction(_connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.accessMode !== 'read only' || settings.isolationLevel) throw new Error('A scoped read runs read-only work only');
  }

  /** Nothing to end: each statement ended its own implicit transaction, and none could write. */
  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as ScopedReadConnection).client.release();
  }

  /** The pool is the database's: it is ended with it (openDatabase). */
  async destroy(): Promise<void> {}
}

function scopedReadDialect(pool: PreparingPool, scope: Statement): Dialect {
  return {
    createDriver: () => new ScopedReadDriver(pool, scope),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}

const pools = new WeakMap<Db, PreparingPool>();

/** Lets readAsTenant read `db` (opened on PostgreSQL over `pool`) in scoped reads. */
export function registerScopedReads(db: Db, pool: PreparingPool): void {
  pools.set(db, pool);
}

/**
 * A Kysely over `db`'s PostgreSQL pool on which every statement runs behind `scope` (settings made
 * with `set_config(…, true)`, `transaction_read_only` among them), or null when `db` is not on
 * PostgreSQL (PGlite: readAsTenant opens a read-only transaction there).
 */
export function scopedReader(db: Db, scope: Statement): Kysely<Database> | null {
  const pool = pools.get(db);
  return pool ? new Kysely<Database>({ dialect: scopedReadDialect(pool, scope) }) : null;
}
