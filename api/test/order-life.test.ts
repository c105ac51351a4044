// Issue 34, point 7: the rule "the shop approves an order → its print files are made" and the
// other consequences of a move (dates, mails) are the life cycle's, decided in one place
// (api/src/orders/move-consequences.ts from @teamwear/shared's table) and carried out by
// moveOrder behind app.orderLife, whichever door the move comes through. Written so that a rule
// kept in one route again (queuing the files, or waking the worker) fails the doors that are not it.
import { OrderResponse, TokenResponse, type Order } from '@teamwear/shared/contracts';
import { runProviderCommand } from '../src/cli/provider-commands';
import { findOrder } from '../src/orders/order-queries';
import { createTestApp, DEMO, fetchThroughApp, providerToken, registerUser, signIn, TENANT_ONE_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
let shopToken: string;
let wakes: jest.SpyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'angkor').executeTakeFirstOrThrow();
  await writeBehindTheApi(ctx.db, () =>
    ctx.db
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ ...tenant.settings, orders: { maxReviewingPerCustomer: 1000 } }) })
      .where('id', '=', tenant.id)
      .execute(),
  );
  shopToken = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
});
beforeEach(() => {
  wakes = jest.spyOn(ctx.app.production, 'kick');
});
afterEach(() => {
  wakes.mockRestore();
});
afterAll(async () => {
  await ctx.close();
});

function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let customerToken: string;
let customerEmail: string;
let keys = 0;
/** A new order of one customer, REVIEWING. */
async function placeOrder(): Promise<Order> {
  if (!customerToken) {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName: 'Chenda' });
    customerEmail = user.email;
    customerToken = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  }
  const design = await call(customerToken, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'polo', teamName: 'Chess Club' } });
  const player = await call(customerToken, 'POST', '/api/players', { name: 'Sokha', number: 4, size: 'L' });
  const order = await call(
    customerToken,
    'POST',
    '/api/orders',
    { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
    { 'idempotency-key': `order-life-${(keys += 1)}` },
  );
  expect(order.statusCode).toBe(201);
  return OrderResponse.parse(order.json()).data;
}

const jobsOf = (order: Order) => ctx.db.selectFrom('production_jobs').select(['state']).where('order_id', '=', order.id).execute();
const statusOf = async (order: Order) => (await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status;


/** The print files as the shop finds them once the order is APPROVED: one job, queued, and the worker woken for it. */
async function expectPrintFilesQueued(order: Order): Promise<void> {
  expect(await statusOf(order)).toBe('APPROVED');
  expect(await jobsOf(order)).toEqual([{ state: 'queued' }]);
  expect(wakes).toHaveBeenCalledTimes(1);
}

describe('moving an order to APPROVED queues its print files, whatever the door', () => {
  it('the shop’s API route', async () => {
    const order = await placeOrder();
    expect((await call(shopToken, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    await expectPrintFilesQueued(order);
  });

  it('the shop’s command line: npm run provider -- orders approve <order>', async () => {
    const order = await placeOrder();
    const lines: string[] = [];
    const code = await runProviderCommand(['orders', 'approve', String(order.number)], { url: 'http://localhost', ...DEMO.one.admin, note: '' }, { fetch: fetchThroughApp(ctx.app), write: (line) => lines.push(line) });
    expect({ code, out: lines.join('\n') }).toMatchObject({ code: 0, out: expect.stringContaining('status      APPROVED') });
    await expectPrintFilesQueued(order);
  });

  it('the life cycle itself, as any door without a route of its own would move the order', async () => {
    const order = await placeOrder();
    const tenant = await ctx.db.selectFrom('tenants').selectAll().where('slug', '=', 'angkor').executeTakeFirstOrThrow();
    const admin = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.one.admin.email).executeTakeFirstOrThrow();
    await ctx.app.orderLife.change(tenant.id, async (tx, changes) => {
      const row = await findOrder(tx, { tenantId: tenant.id }, order.id, { forUpdate: true });
      if (!row) throw new Error('no such order');
      return changes.move(tenant, row, 'APPROVED', { kind: 'provider', userId: admin.id, name: 'A script' }, '');
    });
    await expectPrintFilesQueued(order);
    // …and the other consequences of the same table: the date stamped, the customer mailed.
    const row = await ctx.db.selectFrom('orders').select('approved_at').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.approved_at).toBeInstanceOf(Date);
    await ctx.deliver();
    expect(ctx.mail.last(customerEmail)?.subject).toContain(`Order ${order.number}: Approved — your invoice No. `);
  });

  it('the customer’s proof approval: alone it queues nothing (the shop has not approved), and the shop’s approval after it does, once', async () => {
    const order = await placeOrder();
    expect((await call(customerToken, 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('REVIEWING');
    expect(await jobsOf(order)).toEqual([]);
    expect(wakes).not.toHaveBeenCalled();

    expect((await call(shopToken, 'POST', `/api/provider/orders/${order.number}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    await expectPrintFilesQueued(order);

    // Approved by the shop first, then by the customer: the one job stays.
    const second = await placeOrder();
    expect((await call(shopToken, 'POST', `/api/provider/orders/${second.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    expect((await call(customerToken, 'POST', `/api/orders/${second.id}/proof/approve`, {})).statusCode).toBe(200);
    expect(await jobsOf(second)).toEqual([{ state: 'queued' }]);
  });

  it('and canceling it drops them, through the command line as through the route', async () => {
    const order = await placeOrder();
    expect((await call(shopToken, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    await expectPrintFilesQueued(order);
    const code = await runProviderCommand(['orders', 'cancel', String(order.number)], { url: 'http://localhost', ...DEMO.one.admin, note: 'The team withdrew' }, { fetch: fetchThroughApp(ctx.app), write: () => undefined });
    expect(code).toBe(0);
    expect(await statusOf(order)).toBe('CANCELED');
    expect(await jobsOf(order)).toEqual([]);
    expect(wakes).toHaveBeenCalledTimes(1);
  });
});
