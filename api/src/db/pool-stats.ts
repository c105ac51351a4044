import type pg from 'pg';
import type { Db } from './schema';

/**
 * What the metrics read of a database's connection pool (PostgreSQL's; PGlite has one connection
 * and no pool, so it has none): the pool's own counts at the moment they are read, and how often
 * and how long a query waited for a connection since the process started.
 */
export interface PoolStats {
  max: number;
  /** Connections open, and of those idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection now. */
  waiting: number;
  /** Connections handed out, and the seconds spent waiting for them in all. */
  acquired: number;
  acquireSeconds: number;
}

/** Counts a pool's waits; registered for its database with watchPool. */
export class PoolWatch {
  acquired = 0;
  acquireSeconds = 0;

  constructor(readonly pool: pg.Pool) {}

  /** `pool` whose `connect` counts each wait. */
  watched<P extends { connect(): Promise<unknown> }>(pool: P): P {
    const connect = pool.connect.bind(pool);
    return {
      ...pool,
      connect: async () => {
        const started = performance.now();
        const client = await connect();
        this.acquired += 1;
        this.acquireSeconds += (performance.now() - started) / 1000;
        return client;
      },
    } as P;
  }

  stats(): PoolStats {
    const { pool } = this;
    return {
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      acquired: this.acquired,
      acquireSeconds: this.acquireSeconds,
    };
  }
}

const watches = new WeakMap<Db, PoolWatch>();

/** Makes `watch` the pool the metrics read for `db`. */
export function watchPool(db: Db, watch: PoolWatch): void {
  watches.set(db, watch);
}

/** The pool of `db` as it is now, or undefined where there is none (PGlite). */
export function poolStatsOf(db: Db): PoolStats | undefined {
  return watches.get(db)?.stats();
}
