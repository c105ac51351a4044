// What the API tests start from, made once: the demo data migrated and seeded. On PGlite a snapshot
// (helpers.ts), on PostgreSQL a template database (here). No jest in this file: the API project's
// global setup makes the template in a process of its own (make-seeded-template.ts) before jest's
// workers start.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat().sort();
}

/** A hash of what a seeded database is made from (under the API's `src`): the schema (migrations),
 *  the seed and the password hashing it uses. A snapshot or template of other sources is never used. */
export async function seedSourcesHash(src: string): Promise<string> {
  const sources = [...(await filesUnder(path.join(src, 'db'))), path.join(src, 'auth/passwords.ts'), path.join(src, 'auth/user-queries.ts')];
  const hash = createHash('sha256');
  for (const file of sources) hash.update(file).update(await fs.readFile(file));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'teamwear_test_template_';
/** Held on the admin connection while a template is made: jest's workers (and another test run
 *  on the same cluster) wait for the one making it instead of making it too. */
const TEMPLATE_LOCK = "hashtextextended('teamwear api test template', 0)";

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL's counterpart of the seeded snapshot: a migrated, seeded database named by the same
 * hash, made once per cluster (a CI run's cluster is new, so once per run) and copied by `create
 * database … template` for each test app, which is much cheaper than migrations and argon2
 * seeding per app. It is made under a temporary name and renamed when complete, so a database of
 * that name is always whole, also after a run that died while making it.
 */
export async function seededTemplate(adminUrl: string, src: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await seedSourcesHash(src)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = async (database: string) => (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
  try {
    if (await exists(name)) return name;
    await admin.query(`select pg_advisory_lock(${TEMPLATE_LOCK})`);
    if (await exists(name)) return name; // made while this one waited for the lock
    // Under the lock no one else makes a template: whatever is left with the prefix is a partial
    // one of a run that died, or a template of other sources (another checkout's, or older).
    const others = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [TEMPLATE_PREFIX]);
    for (const { datname } of others.rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined); // in use: left
    const partial = `${name}_partial`;
    await admin.query(`create database ${partial}`);
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, partial) });
    try {
      await migrateToLatest(db);
      await seedDemoData(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.end(); // also lets go of the lock
  }
}
