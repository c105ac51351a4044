// What the rate limits' shared counts cost (issue 39, point 1): a hit counted in the database
// (rate_limit_windows, migration 0037) against one counted in the process's memory, on PGlite and
// on PostgreSQL, alone and as part of a rate-limited request.
//
//   cd api && node --import tsx ../bench/rate-limit-store.ts
//
// PostgreSQL: a throw-away cluster of Debian's postgresql (scripts/postgres-cluster.mjs; on
// BENCH_PG_PORT, else a free port), as the tests' (fsync off; the table is unlogged, so a hit's
// commit never waits for the write-ahead log anyway). Prints a table and writes
// bench/results/rate-limit-store.json. Measured, never judged.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { defaultAppConfig, type AppConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/database';
import { migrateToLatest } from '../api/src/db/migrate';
import type { Db } from '../api/src/db/schema';
import { seedDemoData } from '../api/src/db/seed';
import { DatabaseHitCounter, MemoryHitCounter, type HitCounter } from '../api/src/http/hit-counters';
// @ts-expect-error: a plain ES module of the repo's scripts, without types
import { startPostgres } from '../scripts/postgres-cluster.mjs';

const HITS = Number(process.env.BENCH_HITS ?? 5000);
const CONCURRENCY = 32;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);

interface Row {
  database: string;
  what: string;
  store: string;
  /** Microseconds per operation, one at a time. */
  serialUs: number;
  /** Operations per second with CONCURRENCY in flight. */
  concurrentPerSecond: number;
}

async function timeSerial(count: number, run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(200, count); i++) await run(i); // warm up (prepared statements, JIT)
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await run(i);
  return Number(process.hrtime.bigint() - started) / 1000 / count;
}

async function timeConcurrent(count: number, run: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await run(next++);
    }),
  );
  return count / (Number(process.hrtime.bigint() - started) / 1e9);
}

/** Keys as the limits see them: many client addresses, each a few hits a minute. */
const addressOf = (i: number) => `203.0.${(i >> 8) & 255}.${i & 255}`;

async function counterRows(database: string, db: Db): Promise<Row[]> {
  const rows: Row[] = [];
  const stores: Array<[string, HitCounter]> = [
    ['database', new DatabaseHitCounter(db)],
    ['memory', new MemoryHitCounter()],
  ];
  for (const [store, counter] of stores) {
    const name = `bench:${store}:${randomBytes(4).toString('hex')}`;
    rows.push({
      database,
      what: 'one hit, 1,000 addresses',
      store,
      serialUs: await timeSerial(HITS, (i) => counter.hit(name, addressOf(i % 1000), 60_000)),
      concurrentPerSecond: await timeConcurrent(HITS, (i) => counter.hit(name, addressOf(i % 1000), 60_000)),
    });
    rows.push({
      database,
      what: 'one hit, one key (an account)',
      store,
      serialUs: await timeSerial(HITS, () => counter.hit(`${name}:hot`, 'tenant:user', 60_000)),
      concurrentPerSecond: await timeConcurrent(HITS, () => counter.hit(`${name}:hot`, 'tenant:user', 60_000)),
    });
    await counter.close();
  }
  rows.push({
    database,
    what: 'select 1 (a round trip)',
    store: '-',
    serialUs: await timeSerial(HITS, () => db.selectNoFrom((eb) => eb.lit(1).as('one')).execute()),
    concurrentPerSecond: await timeConcurrent(HITS, () => db.selectNoFrom((eb) => eb.lit(1).as('one')).execute()),
  });
  return rows;
}

/** A rate-limited anonymous read (whoami: answered from memory) through the whole app, per store. */
async function requestRows(database: string, db: Db): Promise<Row[]> {
  const rows: Row[] = [];
  for (const store of ['database', 'memory'] as const) {
    const config: AppConfig = {
      ...defaultAppConfig,
      logLevel: 'silent',
      mail: { ...defaultAppConfig.mail, pollIntervalMs: 0 },
      // High enough that nothing is refused: what is measured is the counting.
      rateLimit: { ...(defaultAppConfig.rateLimit as object), anonymousPerMinute: 10_000_000, store } as AppConfig['rateLimit'],
    };
    const app = await buildApp({ db, config });
    await app.ready();
    const whoami = (i: number) =>
      app.inject({ method: 'GET', url: '/whoami', remoteAddress: `198.51.${(i >> 8) & 255}.${i & 255}`, headers: { host: 'localhost' } });
    rows.push({
      database,
      what: 'GET /whoami (rate-limited), whole request',
      store,
      serialUs: await timeSerial(REQUESTS, (i) => whoami(i % 1000)),
      concurrentPerSecond: await timeConcurrent(REQUESTS, (i) => whoami(i % 1000)),
    });
    await app.close();
  }
  return rows;
}

async function onPglite(): Promise<Row[]> {
  const db = await openDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seedDemoData(db);
  try {
    return [...(await counterRows('PGlite', db)), ...(await requestRows('PGlite', db))];
  } finally {
    await db.destroy();
  }
}

async function onPostgres(): Promise<Row[]> {
  const cluster = (await startPostgres({ port: process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined })) as {
    createDatabase: (name: string) => Promise<string>;
    stop: () => Promise<void>;
  };
  const db = await openDatabase({ kind: 'postgres', url: await cluster.createDatabase('teamwear_bench') });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    return [...(await counterRows('PostgreSQL', db)), ...(await requestRows('PostgreSQL', db))];
  } finally {
    await db.destroy();
    await cluster.stop();
  }
}

const loadBefore = os.loadavg()[0];
const rows = [...(await onPglite()), ...(await onPostgres())];
const loadAfter = os.loadavg()[0];
console.log(`rate limit store: ${HITS} hits, ${REQUESTS} requests each; ${CONCURRENCY} in flight for the rate; ${os.cpus().length} cores, load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`);
console.table(rows.map((row) => ({ ...row, serialUs: Number(row.serialUs.toFixed(1)), concurrentPerSecond: Math.round(row.concurrentPerSecond) })));
const results = path.join(import.meta.dirname, 'results');
mkdirSync(results, { recursive: true });
writeFileSync(path.join(results, 'rate-limit-store.json'), `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, loadBefore, loadAfter, rows }, null, 2)}\n`);
