import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Db } from './schema';
import { seedDemoWeek, type DemoWeekOutcome } from './demo-week/seed-demo-week';
import { mapTenantHosts, seedDemoData, type SeedOutcome } from './seed';

export interface MigrationOutcome {
  applied: string[];
}

/** Brings the schema to the latest version; already applied migrations are skipped. */
export async function migrateToLatest(db: Db): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/**
 * The PostgreSQL advisory lock API instances take while they prepare the database (any fixed
 * 64-bit number no other code locks; Kysely's migrator holds its own, a different one, only
 * around the migrations themselves).
 */
const STARTUP_LOCK = sql.lit(BigInt('7310582930416624641'));

/**
 * Runs `work` while no other API instance prepares the same database. Replicas started together
 * on a fresh PostgreSQL would otherwise create the migrator's tables and insert the same demo
 * rows at once, and one of them dies on a duplicate key. The lock is a session lock on one pooled
 * connection, so it is released when that connection ends, also when the instance dies holding it.
 * PGlite has a single connection in a single process: nothing can race, and holding its one
 * connection here would leave `work` none.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter.supportsMultipleConnections === false) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

export interface StartupOptions {
  /** Seed the demo shops (DEMO_DATA=on), served on this port; null seeds nothing. */
  demo: { port: number; partnerPort?: number } | null;
  /** Extra host → tenant slug mappings (TENANT_HOSTS). */
  tenantHosts: Record<string, string>;
}

export interface StartupOutcome {
  migrations: MigrationOutcome;
  seed: SeedOutcome | null;
  /** The demo shops' week of customers, designs and orders, seeded once per shop (DEMO_DATA=on); null without demo data. */
  demoWeek: (DemoWeekOutcome & { ms: number }) | null;
  /** TENANT_HOSTS slugs that name no tenant. */
  unknownSlugs: string[];
}

/** The work's outcome and how long it took (the demo week's seed time is logged at start). */
async function timed<T extends object>(work: () => Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const outcome = await work();
  return { ...outcome, ms: Math.round(performance.now() - started) };
}

/** What the API does to its database before it listens: migrations, the demo shops when asked,
 *  the configured hosts; one instance at a time. */
export async function prepareDatabase(db: Db, options: StartupOptions): Promise<StartupOutcome> {
  return withStartupLock(db, async () => ({
    migrations: await migrateToLatest(db),
    seed: options.demo ? await seedDemoData(db, { port: options.demo.port, partnerPort: options.demo.partnerPort }) : null,
    demoWeek: options.demo ? await timed(() => seedDemoWeek(db)) : null,
    unknownSlugs: await mapTenantHosts(db, options.tenantHosts),
  }));
}
