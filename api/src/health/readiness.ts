import { sql } from 'kysely';
import { migrationProvider } from '../db/migrations';
import type { Db } from '../db/schema';

/** Why the API is not ready, as /healthz says it. */
export type NotReady =
  | { code: 'SHUTTING_DOWN'; message: string }
  | { code: 'MIGRATING'; message: string }
  | { code: 'SERVICE_UNAVAILABLE'; message: string; cause: unknown };

/** A readiness query that has not answered after this is a database that is not answering. */
export const READINESS_QUERY_MS = 2000;

let latest: Promise<string> | undefined;

/** The newest migration this code knows (the names sort in the order they run). */
function latestMigration(): Promise<string> {
  return (latest ??= migrationProvider.getMigrations().then((migrations) => Object.keys(migrations).sort().at(-1) ?? ''));
}

/**
 * Whether this process may be sent requests: not while it shuts down (main.ts sets `closing`), not
 * while the database lacks this code's newest migration (another process is migrating it: the
 * migrations commit in one transaction, so their rows appear only when every one has run), and not
 * when the database does not answer within READINESS_QUERY_MS. One query, on the migrator's table.
 */
export class Readiness {
  closing = false;

  constructor(private readonly db: Db) {}

  async check(): Promise<NotReady | undefined> {
    if (this.closing) return { code: 'SHUTTING_DOWN', message: 'This API process is shutting down' };
    const name = await latestMigration();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the database did not answer within ${READINESS_QUERY_MS} ms`)), READINESS_QUERY_MS);
    });
    try {
      const { rows } = await Promise.race([
        sql<{ migrated: boolean }>`select exists (select 1 from kysely_migration where name = ${name}) as migrated`.execute(this.db),
        late,
      ]);
      if (!rows[0]?.migrated) return { code: 'MIGRATING', message: `The database is not yet at migration ${name}` };
      return undefined;
    } catch (error) {
      if (isUndefinedTable(error)) return { code: 'MIGRATING', message: `The database is not yet at migration ${name}` };
      return { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable', cause: error };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** SQLSTATE 42P01: the migrator's table does not exist yet (a database never migrated). */
function isUndefinedTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}
