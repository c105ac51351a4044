// PGlite start-up, migrations and argon2 seeding take a few seconds per suite, more under parallel load.
jest.setTimeout(60_000);

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultAppConfig, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';

export const TENANT_ONE_HOST = 'localhost';
export const TENANT_TWO_HOST = '127.0.0.1';

export const DEMO = {
  one: { customer: { email: 'demo@angkor.test', password: 'Demo#2026pass' }, admin: { email: 'admin@angkor.test', password: 'Admin#2026pass' } },
  two: { customer: { email: 'demo@mekong.test', password: 'Demo#2026pass' }, admin: { email: 'admin@mekong.test', password: 'Admin#2026pass' } },
};

export interface TestContext {
  app: FastifyInstance;
  db: Db;
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

/**
 * A fresh empty database: in-memory PGlite, or, when DATABASE_URL is set, a new PostgreSQL database
 * created beside it (the role needs CREATEDB) and dropped afterwards.
 */
async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { db: await openDatabase({ kind: 'memory' }), drop: async () => undefined };
  const name = `teamwear_test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: await openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: () => onAdminConnection(adminUrl, `drop database if exists ${name}`),
  };
}

/** A fresh database, migrated and seeded, behind a Fastify app driven with inject. */
export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestContext> {
  const { db, drop } = await freshDatabase();
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ db, config: { ...defaultAppConfig, logLevel: 'silent', ...config } });
  await app.ready();
  return {
    app,
    db,
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

/** Decodes a JWT part without verifying (as the browser does). */
export function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
