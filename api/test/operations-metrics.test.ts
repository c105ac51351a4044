import { randomUUID } from 'node:crypto';
import { OrderResponse, TokenResponse, type Order } from '@teamwear/shared/contracts';
import { startMetricsServer } from '../src/metrics/metrics-server';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import { lightWorker } from './support/light-worker';

/**
 * Issue 39 point 3: the Prometheus metrics an operator reads. Requests by route pattern and status,
 * the list answers' hits and misses, the queues read across every shop (each under its row-level
 * security), production job durations; and the metrics are never served on the API's own port.
 */
let ctx: TestContext;

interface Caller {
  host: string;
  token: string;
}
interface Customer extends Caller {
  designId: string;
  playerId: string;
}

let shops: Record<string, Caller>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  shops = {
    [TENANT_ONE_HOST]: { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) },
    [TENANT_TWO_HOST]: { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) },
  };
});
afterAll(async () => {
  await ctx.close();
});

function call(caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function newCustomer(host: string): Promise<Customer> {
  const user = await registerUser(ctx.app, host);
  const caller = { host, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
  const design = await call(caller, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'polo', teamName: 'Metrics FC', parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: [] } });
  expect(design.statusCode).toBe(201);
  const player = await call(caller, 'POST', '/api/players', { name: 'Sokha', number: 4, size: 'L' });
  expect(player.statusCode).toBe(201);
  return { ...caller, designId: design.json().data.id, playerId: player.json().data.id };
}

/** An order the shop has approved: its print files' job is queued. */
async function approvedOrder(customer: Customer): Promise<Order> {
  const placed = await call(
    customer,
    'POST',
    '/api/orders',
    { designId: customer.designId, players: [{ playerId: customer.playerId, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode).toBe(201);
  const order = OrderResponse.parse(placed.json()).data;
  expect((await call(shops[customer.host]!, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  return order;
}

/** The scrape's samples: `name{labels}` → value. */
async function scrape(): Promise<{ text: string; value: (sample: string) => number }> {
  const { body } = await ctx.app.metrics.text();
  const samples = new Map<string, number>();
  for (const line of body.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return { text: body, value: (sample) => samples.get(sample) ?? 0 };
}

/** An approved order's print files job, held mid-drawing by the worker `stopping` (its files "from
 *  the process shutting down") until finishDrawing(); `round` is that worker's drain. */
async function jobBeingDrawn() {
  await lightWorker(ctx).drain();
  const order = await approvedOrder(await newCustomer(TENANT_ONE_HOST));
  let drawing = () => {};
  let finishDrawing = () => {};
  const drawn = new Promise<void>((resolve) => (drawing = resolve));
  const stopping = lightWorker(ctx, { zip: 'from the process shutting down', during: () => (drawing(), new Promise<void>((resolve) => (finishDrawing = resolve))) });
  const round = stopping.drain();
  await drawn;
  return { order, stopping, round, finishDrawing: () => finishDrawing() };
}

describe('the metrics', () => {
  it('count requests by route pattern and status, never by their URL (any client could make endless ones)', async () => {
    const customer = await newCustomer(TENANT_ONE_HOST);
    const before = await scrape();
    const missing = [randomUUID(), randomUUID()];
    for (const id of missing) expect((await call(customer, 'GET', `/api/designs/${id}`)).statusCode).toBe(404);
    const nowhere = [`/api/nowhere-${randomUUID()}`, `/${randomUUID()}`];
    for (const url of nowhere) expect((await call(customer, 'GET', url)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/designs/${customer.designId}`)).statusCode).toBe(200);

    const after = await scrape();
    const count = (labels: string) => after.value(`teamwear_http_request_duration_seconds_count{${labels}}`) - before.value(`teamwear_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/designs/:id",status="404"')).toBe(2);
    expect(count('method="GET",route="/api/designs/:id",status="200"')).toBe(1);
    expect(count('method="GET",route="unmatched",status="404"')).toBe(2);
    // A latency histogram: the request is in the bucket of every bound above its time.
    expect(after.value('teamwear_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/designs/:id",status="200"}')).toBeGreaterThanOrEqual(1);
    for (const url of [...missing, ...nowhere]) expect(after.text).not.toContain(url.replace(/^\//, ''));
  });

  it('count the list answers kept (hits) and read (misses)', async () => {
    const customer = await newCustomer(TENANT_ONE_HOST);
    const before = await scrape();
    for (let call_ = 0; call_ < 3; call_ += 1) expect((await call(customer, 'GET', '/api/designs')).statusCode).toBe(200);
    const after = await scrape();
    expect(after.value('teamwear_list_cache_misses_total{list="designs"}') - before.value('teamwear_list_cache_misses_total{list="designs"}')).toBe(1);
    expect(after.value('teamwear_list_cache_hits_total{list="designs"}') - before.value('teamwear_list_cache_hits_total{list="designs"}')).toBe(2);
  });

  it("read the production queue and the mail outbox across every shop, each under its row-level security", async () => {
    await lightWorker(ctx).drain();
    await ctx.deliver();
    const unsentRows = () => ctx.db.selectFrom('mail_outbox').select(['tenant_id']).where('sent_at', 'is', null).execute();
    const queuedRows = () => ctx.db.selectFrom('production_jobs').select(['tenant_id', 'next_attempt_at']).where('state', '=', 'queued').execute();
    const empty = await scrape();
    // (Jobs not yet due, and mail that failed, wait for their time.)
    expect((await queuedRows()).every((row) => row.next_attempt_at > ctx.clock.now())).toBe(true);
    expect(empty.value('teamwear_production_jobs{state="queued"}')).toBe((await queuedRows()).length);
    expect(empty.value('teamwear_production_oldest_due_seconds')).toBe(0);
    const waiting = (await unsentRows()).length;
    expect(empty.value('teamwear_mail_outbox_unsent')).toBe(waiting);

    // One shop's order and another's (registering mails each customer).
    await approvedOrder(await newCustomer(TENANT_ONE_HOST));
    await approvedOrder(await newCustomer(TENANT_TWO_HOST));
    ctx.clock.advance(60_000);
    const queued = await scrape();
    const rows = await queuedRows();
    expect(new Set(rows.filter((row) => row.next_attempt_at <= ctx.clock.now()).map((row) => row.tenant_id)).size).toBe(2);
    expect(queued.value('teamwear_production_jobs{state="queued"}')).toBe(rows.length);
    expect(queued.value('teamwear_production_oldest_due_seconds')).toBeGreaterThanOrEqual(60);
    const unsent = await unsentRows();
    expect(unsent.length).toBeGreaterThanOrEqual(waiting + 2);
    expect(new Set(unsent.map((row) => row.tenant_id)).size).toBe(2);
    expect(queued.value('teamwear_mail_outbox_unsent')).toBe(unsent.length);
    expect(queued.value('teamwear_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(60);

    await lightWorker(ctx).drain();
    await ctx.deliver();
    const drained = await scrape();
    expect(drained.value('teamwear_production_jobs{state="queued"}')).toBe((await queuedRows()).length);
    expect(drained.value('teamwear_production_oldest_due_seconds')).toBe(0);
    expect(drained.value('teamwear_mail_outbox_unsent')).toBe((await unsentRows()).length);
    expect(drained.value('teamwear_mail_outbox_unsent')).toBeLessThan(queued.value('teamwear_mail_outbox_unsent'));
    expect(drained.value('teamwear_production_job_duration_seconds_count{outcome="made"}')).toBeGreaterThanOrEqual(2);
  });

  it('are not served on the API’s port: only on their own (METRICS_PORT)', async () => {
    for (const url of ['/metrics', '/api/metrics']) expect((await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(404);
    const server = await startMetricsServer(ctx.app.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metrics.text()).toContain('# TYPE teamwear_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/designs`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('a print files job at shutdown', () => {
  it('is handed back at once: another process takes it up now, and what the first still writes of it is dropped', async () => {
    const { order, stopping, round, finishDrawing } = await jobBeingDrawn();
    const leased = await ctx.db.selectFrom('production_jobs').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(leased).toMatchObject({ state: 'running', attempts: 1 });
    expect(leased.next_attempt_at.getTime()).toBeGreaterThan(ctx.clock.now().getTime() + 60_000);

    const before = await scrape();
    await stopping.stop({ handBack: true });
    const returned = await ctx.db.selectFrom('production_jobs').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(returned).toMatchObject({ state: 'queued', attempts: 0 });
    expect(returned.next_attempt_at.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const after = await scrape();
    expect(after.value('teamwear_production_job_duration_seconds_count{outcome="released"}') - before.value('teamwear_production_job_duration_seconds_count{outcome="released"}')).toBe(1);

    // Another process, now, not after the ten-minute lease.
    expect(await lightWorker(ctx, { zip: 'from the other process' }).drain()).toBe(1);
    finishDrawing();
    await round;
    const done = await ctx.db.selectFrom('production_jobs').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: 'done', attempts: 1 });
    expect(Buffer.from(done.zip!).toString()).toBe('from the other process');
  });

  it('stays queued when the first process finishes drawing before any other took it up', async () => {
    const { order, stopping, round, finishDrawing } = await jobBeingDrawn();
    await stopping.stop({ handBack: true });
    finishDrawing();
    await round;
    // Its files were handed back with the lease: the job waits for the next process, not marked done by this one.
    const returned = await ctx.db.selectFrom('production_jobs').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(returned).toMatchObject({ state: 'queued', attempts: 0, zip: null });
  });
});
