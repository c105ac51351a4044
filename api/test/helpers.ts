// PGlite start-up, migrations and argon2 seeding take a few seconds per suite, more under parallel load.
jest.setTimeout(60_000);

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TokenResponse } from '@teamwear/shared/contracts';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Clock } from '../src/clock';
import { changeFeedOf } from '../src/db/change-feed';
import { defaultAppConfig, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database, Db } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { withTenant } from '../src/db/tenant-scope';
import { MemoryMailTransport, type OutgoingMail } from '../src/mail/transports';
import { databaseUrl, seededTemplate, seedSourcesHash } from './seeded-template';

export const TENANT_ONE_HOST = 'localhost';
export const TENANT_TWO_HOST = '127.0.0.1';

export const DEMO = {
  one: { customer: { email: 'demo@angkor.test', password: 'Demo#2026pass' }, admin: { email: 'admin@angkor.test', password: 'Admin#2026pass' } },
  two: { customer: { email: 'demo@mekong.test', password: 'Demo#2026pass' }, admin: { email: 'admin@mekong.test', password: 'Admin#2026pass' } },
};

/** The real time plus an offset the test moves forward. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** Every mail the dispatcher sent; call deliver() first. */
  mail: MemoryMailTransport;
  clock: TestClock;
  /** Sends the outbox now (no dispatcher loop runs in tests). */
  deliver: () => Promise<void>;
  close: () => Promise<void>;
}

async function onAdminConnection(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The API's sources, of which the seeded snapshot and template are made. */
const API_SRC = path.resolve(__dirname, '../src');

/** A snapshot read within this long is in use by some test run and is not removed. */
const SNAPSHOT_IN_USE_MS = 60 * 60 * 1000;

/**
 * A migrated, seeded PGlite data dir, made once and kept in the temp directory under a hash of the
 * schema and seed sources: loading it is much cheaper than initdb + migrations + argon2 seeding,
 * which jest would otherwise repeat for every suite.
 */
async function seededSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `teamwear-api-test-db-${await seedSourcesHash(API_SRC)}.tar`);
  try {
    const blob = new Blob([await fs.readFile(file)]);
    // Marked as in use, so that a test run of other sources (another checkout) leaves it alone.
    const now = new Date();
    await fs.utimes(file, now, now).catch(() => undefined);
    return blob;
  } catch {
    // Not made yet: make it below.
  }
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await seedDemoData(db);
  const snapshot = await pglite.dumpDataDir('none');
  await db.destroy();
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await fs.rename(partial, file); // atomic: a parallel worker reads the whole file or none
  // Snapshots of older sources are of no further use, unless another checkout's test run is using
  // one (it marks it on each read): removing that made its next suite build a snapshot of its own
  // inside a hook's time limit, and fail.
  for (const name of await fs.readdir(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (!/^teamwear-api-test-db-[0-9a-f]{16}\.tar$/.test(name) || other === file) continue;
    const used = await fs.stat(other).then((stat) => stat.mtimeMs, () => null);
    if (used !== null && Date.now() - used > SNAPSHOT_IN_USE_MS) await fs.rm(other, { force: true });
  }
  return snapshot;
}

/** This test file's template: made before the run by the global setup (global-setup.mjs), found
 *  once per file (jest loads this module per file), or made here when jest runs without it. */
let template: Promise<string> | undefined;

/**
 * A fresh database: in-memory PGlite (from the seeded snapshot), or, when DATABASE_URL is set, a new
 * PostgreSQL database beside it, copied from the seeded template (the role needs CREATEDB) and
 * dropped afterwards.
 */
async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { db: await openDatabase({ kind: 'memory', from: await seededSnapshot() }), drop: async () => undefined };
  const name = `teamwear_test_${randomBytes(6).toString('hex')}`;
  const create = async () => onAdminConnection(adminUrl, `create database ${name} template ${await (template ??= seededTemplate(adminUrl, API_SRC))}`);
  await create().catch(async (error: unknown) => {
    // invalid_catalog_name: the template is gone (a run of other sources on the same cluster made
    // its own and dropped this one): made again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    template = undefined;
    await create();
  });
  return {
    db: await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) }),
    drop: () => onAdminConnection(adminUrl, `drop database if exists ${name}`),
  };
}

/** Test defaults: no dispatcher loop (deliver() sends), no answer-time floor unless a test wants it. */
export const testConfig: AppConfig = {
  ...defaultAppConfig,
  logLevel: 'silent',
  auth: { ...defaultAppConfig.auth, uniformResponseMs: 0 },
  mail: { ...defaultAppConfig.mail, pollIntervalMs: 0 },
};

/** A fresh database, migrated and seeded, behind a Fastify app driven with inject (`passwords`: see buildApp). */
export async function createTestApp(config: Partial<AppConfig> = {}, options: Pick<BuildAppOptions, 'passwords'> = {}): Promise<TestContext> {
  const { db, drop } = await freshDatabase();
  await migrateToLatest(db); // no-ops on the snapshot
  await seedDemoData(db);
  const mail = new MemoryMailTransport();
  const clock = new TestClock();
  // auth is copied so that a test may change a setting of its own app (e.g. uniformResponseMs).
  const merged: AppConfig = { ...testConfig, ...config, auth: { ...testConfig.auth, ...config.auth } };
  const app = await buildApp({ db, config: merged, mailTransport: mail, clock, ...options });
  await app.ready();
  return {
    app,
    db,
    mail,
    clock,
    deliver: async () => {
      await app.mailer.drain();
    },
    close: async () => {
      await app.close();
      await db.destroy().catch(() => undefined); // a test may have destroyed it already
      await drop();
    },
  };
}

export async function signIn(app: FastifyInstance, host: string, credentials: { email: string; password: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/token',
    headers: { host },
    payload: { ...credentials, clientId: 'web' },
  });
}

/** A shop team member's access token (the provider client), as the provider API and CLI sign in. */
export async function providerToken(app: FastifyInstance, host: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host }, payload: { ...credentials, clientId: 'provider' } });
  expect(response.statusCode).toBe(200);
  return TokenResponse.parse(response.json()).access_token;
}

/** Decodes a JWT part without verifying (as the browser does). */
export function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The value of a query parameter in the first link to `path` in a mail. */
export function linkToken(mail: OutgoingMail | undefined, path: string): string {
  const escaped = path.replace(/[/?]/g, (c) => `\\${c}`);
  const match = new RegExp(`https?://[^\\s]+${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in mail: ${mail?.text ?? '(no mail)'}`);
  return match[1];
}

/** The six-digit code in a sign-in code mail. */
export function otpCode(mail: OutgoingMail | undefined): string {
  const match = /^(\d{6})$/m.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No code in mail: ${mail?.text ?? '(no mail)'}`);
  return match[1];
}

export async function tenantIdOf(db: Db, slug: string): Promise<string> {
  const row = await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Runs a write made behind the API's back, as another process (the back office, another instance)
 * would, and waits until the API has heard of it: the database's NOTIFY arrives while the write
 * returns on PGlite, a moment after its commit on PostgreSQL.
 */
export async function writeBehindTheApi<T>(db: Db, write: () => Promise<T>): Promise<T> {
  let heard: () => void = () => undefined;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  const stop = changeFeedOf(db).subscribe(() => heard());
  try {
    const result = await write();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([notified, new Promise((resolve) => (timer = setTimeout(resolve, 2000)))]);
    clearTimeout(timer);
    return result;
  } finally {
    stop();
  }
}

/** Merges `auth` settings into a tenant's settings (OTP on new devices, OpenID providers). */
export async function setTenantAuthSettings(db: Db, slug: string, auth: Record<string, unknown>): Promise<void> {
  const tenant = await db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', slug).executeTakeFirstOrThrow();
  await writeBehindTheApi(db, () =>
    db
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ ...tenant.settings, auth: { ...(tenant.settings.auth as object | undefined), ...auth } }) })
      .where('id', '=', tenant.id)
      .execute(),
  );
}

/** Publishes a new terms version for a tenant (now, unless told). */
export async function publishTerms(db: Db, slug: string, version: string, publishedAt = new Date()): Promise<void> {
  const tenantId = await tenantIdOf(db, slug);
  await withTenant(db, tenantId, (tx) =>
    tx
      .insertInto('terms')
      .values({ tenant_id: tenantId, version, title: `Terms ${version}`, body: `The terms, version ${version}.`, published_at: publishedAt })
      .execute(),
  );
}

let registered = 0;

/** Registers a fresh customer in a tenant and returns their credentials. */
export async function registerUser(
  app: FastifyInstance,
  host: string,
  overrides: Partial<{ email: string; password: string; firstName: string; language: 'en' | 'kh' }> = {},
): Promise<{ email: string; password: string }> {
  registered += 1;
  const email = overrides.email ?? `user${registered}-${randomBytes(3).toString('hex')}@example.test`;
  const password = overrides.password ?? 'Str0ng#Secret-pass';
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { host },
    payload: {
      firstName: overrides.firstName ?? 'Test',
      lastName: 'User',
      phoneNumber: '+855 12 345 678',
      email,
      password,
      confirmPassword: password,
      ...(overrides.language ? { language: overrides.language } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, password };
}

/** fetch() over a test app, as `npm run provider` reaches a running product on localhost. */
export function fetchThroughApp(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...(init?.headers as Record<string, string>), host: url.host },
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    const headers = Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]));
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The first shop's owner, its staff (payments permission) and workshop (none), and the second shop's owner. */
export type ShopPerson = 'owner' | 'staff' | 'production' | 'otherShop';
/** Who a request is sent as: one of the shops' people, or a customer by their token. */
export type Caller = ShopPerson | { token: string };
export type CallAs = (who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/** Signs the demo shops' people in; resolves to a function sending a request as one of them (at
 *  their shop's host) or as a customer of the first shop. */
export async function signInShopPeople(app: FastifyInstance): Promise<CallAs> {
  const tokens: Record<ShopPerson, string> = {
    owner: await providerToken(app, TENANT_ONE_HOST, DEMO.one.admin),
    staff: await providerToken(app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' }),
    production: await providerToken(app, TENANT_ONE_HOST, { email: 'workshop@angkor.test', password: 'Workshop#2026pass' }),
    otherShop: await providerToken(app, TENANT_TWO_HOST, DEMO.two.admin),
  };
  return (who, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { host: who === 'otherShop' ? TENANT_TWO_HOST : TENANT_ONE_HOST, authorization: `Bearer ${typeof who === 'string' ? tokens[who] : who.token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A new customer of the first shop (in `language`) with an order placed (REVIEWING): a T-shirt for
 *  one player in M and two extra in L. */
export async function customerWithPlacedOrder(
  app: FastifyInstance,
  { firstName = 'Sreyneang', language = 'en' }: { firstName?: string; language?: 'en' | 'kh' } = {},
): Promise<{ customer: { token: string; email: string }; order: { id: string; number: number; grandTotalCents: number } }> {
  const user = await registerUser(app, TENANT_ONE_HOST, { firstName, language });
  const customer = { token: TokenResponse.parse((await signIn(app, TENANT_ONE_HOST, user)).json()).access_token, email: user.email };
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${customer.token}`, ...headers }, ...(payload ? { payload } : {}) });
  const design = await call('POST', '/api/designs', { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Bayon FC' } });
  expect((await call('POST', '/api/players/import', { rows: [{ name: 'Sokha', number: 7, size: 'M' }] })).statusCode).toBe(201);
  const players = (await call('GET', '/api/players')).json().data as { id: string }[];
  const placed = await call(
    'POST',
    '/api/orders',
    { designId: design.json().data.id, players: players.map((player) => ({ playerId: player.id, size: 'M' })), extras: [{ size: 'L', quantity: 2 }], address: 'Street 1', phone: '012 345 678' },
    { 'idempotency-key': `placed-${randomBytes(8).toString('hex')}` },
  );
  if (placed.statusCode !== 201) throw new Error(placed.body);
  return { customer, order: placed.json().data as { id: string; number: number; grandTotalCents: number } };
}
