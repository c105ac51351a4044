// Types of postgres-cluster.mjs, for the API's TypeScript tests that start a cluster of their own.
export interface PostgresCluster {
  /** The superuser's URL (trust authentication, loopback only) of the `postgres` database. */
  url: string;
  port: number;
  createDatabase(name: string): Promise<string>;
  /** Runs one SQL statement in a database of the cluster, as its superuser. */
  runSql(database: string, statement: string): Promise<void>;
  stop(): Promise<void>;
}
export function findPostgresBin(): string | null;
export function freePort(): Promise<number>;
export function freePorts(count: number): Promise<number[]>;
export function startPostgres(options?: { port?: number }): Promise<PostgresCluster>;
