import { OrderResponse, ProductionStatusResponse, TokenResponse, type Order } from '@teamwear/shared/contracts';
import { runProviderCommand } from '../src/cli/provider-commands';
import { withTenant } from '../src/db/tenant-scope';
import { claimJob, queueProduction } from '../src/production/jobs/production-jobs';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, tenantIdOf, writeBehindTheApi, type TestContext } from './helpers';
import { lightWorker } from './support/light-worker';

/**
 * Issue 32, production and storage without limits, as an attacker tried them: print files made for
 * orders the shop never approved (and kept for canceled ones), one customer's queue starving the
 * others, a job whose drawing dies taken up again forever, no budget of production work, and
 * place-and-cancel loops that grew the database without bound.
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

let shopOne: Caller;
let shopTwo: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  shopOne = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
  shopTwo = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
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

/** Merges `patch` into a shop's settings, as its operator would, and waits until the API heard of it. */
async function setShopSettings(slug: 'angkor' | 'mekong', patch: Record<string, unknown>): Promise<void> {
  const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', slug).executeTakeFirstOrThrow();
  await writeBehindTheApi(ctx.db, () =>
    ctx.db
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ ...tenant.settings, ...patch }) })
      .where('id', '=', tenant.id)
      .execute(),
  );
}

const LAYERS = Array.from({ length: 40 }, (_, index) => ({ id: `t${index}`, kind: 'text', view: 'front', x: 500, y: 100 + index, text: `LINE ${index} OF THE CREST`, fontSize: 20 }));
const PICTURE = `data:image/png;base64,${'A'.repeat(4000)}`;

/** A customer with a polo design (forty text layers and a picture) and one player. */
async function newCustomer(host = TENANT_ONE_HOST): Promise<Customer> {
  const user = await registerUser(ctx.app, host);
  const caller = { host, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
  const design = await call(caller, 'POST', '/api/designs', {
    document: { schemaVersion: 2, product: 'polo', teamName: 'Chess Club', parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: LAYERS },
    thumbnail: PICTURE,
  });
  expect(design.statusCode).toBe(201);
  const player = await call(caller, 'POST', '/api/players', { name: 'Sokha', number: 4, size: 'L' });
  expect(player.statusCode).toBe(201);
  return { ...caller, designId: design.json().data.id, playerId: player.json().data.id };
}

let keys = 0;
const placing = (customer: Customer) =>
  call(
    customer,
    'POST',
    '/api/orders',
    { designId: customer.designId, players: [{ playerId: customer.playerId, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
    { 'idempotency-key': `limits-${Date.now()}-${(keys += 1)}` },
  );

async function placeOrder(customer: Customer): Promise<Order> {
  const response = await placing(customer);
  expect(response.statusCode).toBe(201);
  return OrderResponse.parse(response.json()).data;
}

const shopOf = (customer: Caller) => (customer.host === TENANT_ONE_HOST ? shopOne : shopTwo);
// Rejecting and canceling take a reason.
const move = (customer: Caller, order: Order, to: string) =>
  call(shopOf(customer), 'POST', `/api/provider/orders/${order.id}/transition`, { to, ...(to === 'REJECTED' || to === 'CANCELED' ? { note: 'Out of fabric' } : {}) });
const productionOf = (customer: Caller, order: Order) => call(shopOf(customer), 'GET', `/api/provider/orders/${order.id}/production`);
const jobRow = (order: Order) => ctx.db.selectFrom('production_jobs').selectAll().where('order_id', '=', order.id).executeTakeFirst();

/** Makes every job due now, so that a test starts with an empty queue. */
async function emptyQueue(): Promise<void> {
  await lightWorker(ctx).drain();
}

describe('print files', () => {
  it('are not made for an order the customer approved while the shop reviews it, nor kept once it is canceled', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    expect((await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(200);
    expect(await jobRow(order)).toBeUndefined();
    expect((await call(customer, 'POST', `/api/orders/${order.id}/cancel`, {})).statusCode).toBe(200);
    await ctx.app.production.drain();
    const status = await productionOf(customer, order);
    expect(status.statusCode).toBe(409);
    expect(status.json()).toMatchObject({ code: 'NO_PRINT_FILES', message: `Order ${order.number} is CANCELED: it has no print files` });
    expect((await call(shopOne, 'GET', `/api/provider/orders/${order.id}/production.zip`)).json()).toMatchObject({ code: 'NO_PRINT_FILES' });
    expect(await jobRow(order)).toBeUndefined();
  });

  it('are made once the shop approves the order, and dropped when the shop cancels or rejects it', async () => {
    const customer = await newCustomer();
    const reviewing = await placeOrder(customer);
    expect((await productionOf(customer, reviewing)).json()).toMatchObject({
      code: 'NO_PRINT_FILES',
      message: `Order ${reviewing.number} has no print files yet: they are made once the shop approves it`,
    });
    expect((await move(customer, reviewing, 'REJECTED')).statusCode).toBe(200);
    expect(await jobRow(reviewing)).toBeUndefined();

    const order = await placeOrder(customer);
    expect((await move(customer, order, 'APPROVED')).statusCode).toBe(200);
    expect(ProductionStatusResponse.parse((await productionOf(customer, order)).json()).data).toMatchObject({ state: 'queued' });
    expect((await move(customer, order, 'CANCELED')).statusCode).toBe(200);
    expect(await jobRow(order)).toBeUndefined();
    const made: string[] = [];
    await lightWorker(ctx, { made }).drain();
    expect(made).not.toContain(order.id);
  });

  it('are not drawn for a job left for an order the shop has not approved, and not kept for one canceled while drawn', async () => {
    await emptyQueue();
    const customer = await newCustomer();
    // A job queued before the rule, by the customer's approval of the proof of an order under review.
    const early = await placeOrder(customer);
    const tenantId = await tenantIdOf(ctx.db, 'angkor');
    await withTenant(ctx.db, tenantId, async (tx) => {
      const row = await tx.selectFrom('orders').selectAll().where('id', '=', early.id).executeTakeFirstOrThrow();
      await queueProduction(tx, ctx.clock, row);
    });
    const canceledWhileDrawn = await placeOrder(customer);
    expect((await move(customer, canceledWhileDrawn, 'APPROVED')).statusCode).toBe(200);

    const made: string[] = [];
    await lightWorker(ctx, {
      made,
      during: async (order) => {
        if (order.id === canceledWhileDrawn.id) expect((await move(customer, canceledWhileDrawn, 'CANCELED')).statusCode).toBe(200);
      },
    }).drain();
    expect(made).toEqual([canceledWhileDrawn.id]);
    expect(await jobRow(early)).toBeUndefined();
    expect(await jobRow(canceledWhileDrawn)).toBeUndefined();
  });
});

describe('the production queue', () => {
  it('serves shops and customers in turns: a customer’s one job is made before another’s tenth, another shop’s before the second', async () => {
    await emptyQueue();
    const busy = await newCustomer();
    const busyOrders: Order[] = [];
    for (let i = 0; i < 10; i += 1) {
      const order = await placeOrder(busy);
      expect((await move(busy, order, 'APPROVED')).statusCode).toBe(200);
      busyOrders.push(order);
    }
    const second = await newCustomer();
    const secondOrder = await placeOrder(second);
    expect((await move(second, secondOrder, 'APPROVED')).statusCode).toBe(200);
    const otherShop = await newCustomer(TENANT_TWO_HOST);
    const otherShopOrder = await placeOrder(otherShop);
    expect((await move(otherShop, otherShopOrder, 'APPROVED')).statusCode).toBe(200);

    const made: string[] = [];
    await lightWorker(ctx, { made }).drain();
    const [first, ...rest] = busyOrders.map((order) => order.id);
    expect(made).toEqual([first, otherShopOrder.id, secondOrder.id, ...rest]);
  });

  it('stops taking up a job whose drawing died after 3 attempts, and tells the shop why, in its status and the CLI', async () => {
    await emptyQueue();
    const customer = await newCustomer(TENANT_TWO_HOST);
    const order = await placeOrder(customer);
    expect((await move(customer, order, 'APPROVED')).statusCode).toBe(200);
    const tenantId = await tenantIdOf(ctx.db, 'mekong');
    const LEASE_MS = 10 * 60_000;
    const claim = () => {
      const now = ctx.clock.now();
      return withTenant(ctx.db, tenantId, (tx) => claimJob(tx, tenantId, now, new Date(now.getTime() + LEASE_MS), 3));
    };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Claimed, then the process making the files dies: nothing is finished, the lease runs out.
      expect(await claim()).toMatchObject({ order_id: order.id, attempts: attempt, state: 'running' });
      ctx.clock.advance(LEASE_MS + 1000);
    }
    expect(await claim()).toBeUndefined();
    const reason = 'Stopped after 3 attempts: the drawing stopped each time before the files were made';
    expect(ProductionStatusResponse.parse((await productionOf(customer, order)).json()).data).toMatchObject({ state: 'failed', attempts: 3, lastError: reason });
    ctx.clock.advance(24 * 60 * 60_000);
    expect(await ctx.app.production.drain()).toBe(0);
    expect(await claim()).toBeUndefined();

    const cli = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runProviderCommand(args, { url: 'http://127.0.0.1', ...DEMO.two.admin, out: '/tmp' }, {
        fetch: async (input, init) => {
          const url = new URL(String(input));
          const answer = await ctx.app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url: `${url.pathname}${url.search}`,
            headers: { ...(init?.headers as Record<string, string>), host: url.host },
            ...(init?.body ? { payload: String(init.body) } : {}),
          });
          return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-disposition': String(answer.headers['content-disposition'] ?? '') } });
        },
        write: (line) => lines.push(line),
        save: async () => undefined,
        // While the CLI waits, the files are made (no worker loop runs in tests).
        wait: async () => void (await lightWorker(ctx).drain()),
      });
      return { code, out: lines.join('\n') };
    };
    const files = await cli('orders', 'files', String(order.number));
    expect(files.code).toBe(1);
    expect(files.out).toContain(`The print files could not be made: ${reason}`);
    expect(files.out).toContain(`make them again with: orders retry ${order.number}`);
    expect((await productionOf(customer, order)).json().data).toMatchObject({ state: 'failed', attempts: 3 });

    // The shop asks for them again once it has seen why.
    const again = await cli('orders', 'retry', String(order.number));
    expect(again.out).toContain(`Saved /tmp/order-${order.number}-production.zip`);
    expect(ProductionStatusResponse.parse((await productionOf(customer, order)).json()).data).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });
});

describe('the production budget', () => {
  it('refuses with 429 the print jobs of one customer past the shop’s daily limit, then of the shop, and says when it resets', async () => {
    await setShopSettings('mekong', { productionBudget: { perCustomerPerDay: 2, perShopPerDay: 3 } });
    ctx.clock.advance(25 * 60 * 60_000); // the jobs of the tests above count no more
    const looping = await newCustomer(TENANT_TWO_HOST);
    // Place, approve, cancel, and again: each approval queues a job.
    for (let round = 0; round < 2; round += 1) {
      const order = await placeOrder(looping);
      expect((await move(looping, order, 'APPROVED')).statusCode).toBe(200);
      expect((await move(looping, order, 'CANCELED')).statusCode).toBe(200);
    }
    const third = await placeOrder(looping);
    const refused = await move(looping, third, 'APPROVED');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'PRODUCTION_BUDGET_REACHED' });
    expect(refused.json().message).toMatch(
      new RegExp(`^Order ${third.number}'s customer has had 2 print jobs queued in the last 24 hours, the most the shop allows per customer: the next can be queued after \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(OrderResponse.parse((await call(looping, 'GET', `/api/orders/${third.id}`)).json()).data.status).toBe('REVIEWING');

    const other = await newCustomer(TENANT_TWO_HOST);
    expect((await move(other, await placeOrder(other), 'APPROVED')).statusCode).toBe(200);
    const overShop = await move(other, await placeOrder(other), 'APPROVED');
    expect(overShop.statusCode).toBe(429);
    expect(overShop.json().message).toMatch(/^The shop has had 3 print jobs queued in the last 24 hours, the most the shop allows per shop/);

    ctx.clock.advance(24 * 60 * 60_000);
    expect((await move(looping, third, 'APPROVED')).statusCode).toBe(200);
  });
});

describe('a customer’s orders', () => {
  it('are at most the shop’s number open, an order canceled in the last day counting as open', async () => {
    await setShopSettings('angkor', { orders: { maxOpenPerCustomer: 3 } });
    const customer = await newCustomer();
    const orders = [await placeOrder(customer), await placeOrder(customer), await placeOrder(customer)];
    const fourth = await placing(customer);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 'ORDER_LIMIT_REACHED', message: 'You have 3 open orders, the most the shop takes at once from one customer: wait for one to be finished, or cancel one' });
    expect((await move(customer, orders[0] as Order, 'APPROVED')).statusCode).toBe(200);
    expect((await call(customer, 'POST', `/api/orders/${(orders[1] as Order).id}/cancel`, {})).statusCode).toBe(200);
    const loop = await placing(customer);
    expect(loop.statusCode).toBe(409);
    expect(loop.json().message).toContain('You have 2 open orders and canceled 1 in the last 24 hours: the shop takes at most 3 at once from one customer');
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    expect((await placing(customer)).statusCode).toBe(201);
  });

  it('keep, once canceled, the garment of their design but not its layers or picture', async () => {
    const customer = await newCustomer(TENANT_TWO_HOST);
    const order = await placeOrder(customer);
    expect(order.thumbnail).toBe(PICTURE);
    expect(order.document.layers).toHaveLength(40);
    await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    const canceled = await call(customer, 'POST', `/api/orders/${order.id}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    const kept = OrderResponse.parse((await call(customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    expect(kept).toMatchObject({ status: 'CANCELED', thumbnail: null, model: order.model, players: order.players, prices: order.prices });
    expect(kept.document).toEqual({ schemaVersion: 2, product: 'polo', teamName: 'Chess Club', parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: [] });
    const stored = await ctx.db.selectFrom('orders').select((eb) => eb.fn<number>('octet_length', [eb.cast('snapshot', 'text')]).as('bytes')).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(stored.bytes)).toBeLessThan(2000);
    expect(await ctx.db.selectFrom('order_proofs').select('language').where('order_id', '=', order.id).execute()).toEqual([]);
  });
});
