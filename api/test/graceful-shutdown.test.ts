import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { DEMO, registerUser, signIn, testConfig, TENANT_ONE_HOST } from './helpers';

/**
 * Issue 39 point 2, the process's half: the API as it runs (`src/main.ts`, a child process on
 * PGlite on disk) is sent SIGTERM while a request is half sent and a print files job is being
 * drawn. The request completes, new connections are refused, the job's lease is handed back (not
 * left running for ten minutes), and the process exits 0.
 */
jest.setTimeout(180_000);

const API_PORT = 5710;
const METRICS_PORT = 5711;
const PLAYERS = 40;

let dataDir: string;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A database on disk with an approved order whose print files are queued (PLAYERS pictures: some seconds of drawing). */
async function prepareDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwear-shutdown-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ db, config: { ...testConfig, rateLimit: false } });
  const as = (token: string) => ({ host: TENANT_ONE_HOST, authorization: `Bearer ${token}` });
  const user = await registerUser(app, TENANT_ONE_HOST);
  const customer = TokenResponse.parse((await signIn(app, TENANT_ONE_HOST, user)).json()).access_token;
  const design = await app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: as(customer),
    payload: { document: { schemaVersion: 2, product: 'polo', teamName: 'Shutdown FC', parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: [] } },
  });
  expect(design.statusCode).toBe(201);
  const players: { playerId: string; size: string }[] = [];
  for (let number = 1; number <= PLAYERS; number += 1) {
    const player = await app.inject({ method: 'POST', url: '/api/players', headers: as(customer), payload: { name: `Player ${number}`, number, size: 'L' } });
    expect(player.statusCode).toBe(201);
    players.push({ playerId: player.json().data.id, size: 'L' });
  }
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(customer), 'idempotency-key': randomUUID() },
    payload: { designId: design.json().data.id, players, address: 'Street 1', phone: '012 345 678' },
  });
  expect(placed.statusCode).toBe(201);
  const order = OrderResponse.parse(placed.json()).data;
  const admin = await app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host: TENANT_ONE_HOST }, payload: { ...DEMO.one.admin, clientId: 'provider' } });
  const shop = TokenResponse.parse(admin.json()).access_token;
  expect((await app.inject({ method: 'POST', url: `/api/provider/orders/${order.id}/transition`, headers: as(shop), payload: { to: 'APPROVED' } })).statusCode).toBe(200);
  await app.close();
  await db.destroy();
  await fs.writeFile(path.join(dir, 'order-id'), order.id);
  return dir;
}

interface Answer {
  status: number;
  body: string;
}

function request(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port: API_PORT, method, path: url, headers: { host: 'localhost', ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('on SIGTERM: finishes the request in flight, refuses new connections, hands its print files job back, exits 0', async () => {
  dataDir = await prepareDataDir();
  const orderId = await fs.readFile(path.join(dataDir, 'order-id'), 'utf8');
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
      METRICS_PORT: String(METRICS_PORT),
      SHUTDOWN_GRACE_MS: '15000',
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'off',
      DEMO_DATA: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

  await until('readiness', async () => ((await request('GET', '/healthz')).status === 200 ? true : undefined));
  const admin = await request('POST', '/api/accounts/token', { 'content-type': 'application/json' }, JSON.stringify({ ...DEMO.one.admin, clientId: 'provider' }));
  const shop = TokenResponse.parse(JSON.parse(admin.body)).access_token;
  // The worker takes the job up as soon as the process is ready.
  await until('the job being drawn', async () => {
    const status = JSON.parse((await request('GET', `/api/provider/orders/${orderId}/production`, { authorization: `Bearer ${shop}` })).body);
    if (status.data?.state === 'done') throw new Error('the job was done before the test could stop the process: give it more players');
    return status.data?.state === 'running' ? true : undefined;
  });
  // The metrics on their own port, with this process's requests in them.
  const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  expect(metrics).toMatch(/teamwear_http_request_duration_seconds_count\{method="GET",route="\/api\/provider\/orders\/:id\/production",status="200"\} [1-9]/);
  expect(metrics).toContain('teamwear_production_jobs{state="running"} 1');

  // A sign-in whose body is half sent when SIGTERM comes.
  const body = JSON.stringify({ ...DEMO.one.customer, clientId: 'web' });
  const slow = new Promise<Answer>((resolve, reject) => {
    const sent = http.request(
      { host: '127.0.0.1', port: API_PORT, method: 'POST', path: '/api/accounts/token', agent: false, headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    sent.on('error', reject);
    sent.write(body.slice(0, 10));
    setTimeout(() => {
      child!.kill('SIGTERM');
      // New connections are refused while this request is still being sent.
      void until('new connections refused', async () => {
        try {
          await request('GET', '/livez');
          return undefined;
        } catch (error) {
          return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED' ? true : undefined;
        }
      }, 10_000).then(
        () => sent.end(body.slice(10)),
        (error: unknown) => reject(error as Error),
      );
    }, 300);
  });
  const answered = await slow;
  expect(answered.status).toBe(200);
  expect(TokenResponse.parse(JSON.parse(answered.body)).access_token).toEqual(expect.any(String));
  expect(await exited).toBe(0);
  expect(output).toContain('print files job handed back at shutdown');

  // The job is due again now, its attempt not counted: another process takes it up at once.
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const job = await db.selectFrom('production_jobs').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    expect(job.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
  } finally {
    await db.destroy();
  }
});
