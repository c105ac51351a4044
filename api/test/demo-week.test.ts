import { sql } from 'kysely';
import { DesignListResponse, ORDER_STATUSES, OrderListResponse, OrderResponse, PlayerListResponse, ShopCustomerListResponse, TokenResponse } from '@teamwear/shared/contracts';
import { openDatabase } from '../src/db/database';
import { seedDemoWeek, DEMO_WEEK_PASSWORD } from '../src/db/demo-week/seed-demo-week';
import { prepareDatabase } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { createTestApp, DEMO, providerToken, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

// The demo shops' week (issue 35): with DEMO_DATA=on each demo shop opens on customers, designs,
// rosters and orders in every status; once; and a production API seeds none of it.

const KHMER = /[\u1780-\u17ff]/;
const DAY = 24 * 3_600_000;

let ctx: TestContext;
const now = new Date();

/** Rows of the tables the week writes, per shop (read past row-level security, as the test's own role may). */
async function counts(db: Db) {
  const count = async (table: 'users' | 'designs' | 'players' | 'orders' | 'order_events' | 'mail_outbox' | 'production_jobs') =>
    Number((await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  return {
    users: await count('users'),
    designs: await count('designs'),
    players: await count('players'),
    orders: await count('orders'),
    events: await count('order_events'),
    mail: await count('mail_outbox'),
    printJobs: await count('production_jobs'),
  };
}

beforeAll(async () => {
  // The test database is one seeded before the week existed: the week comes to it once.
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

describe('the demo shops’ week', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  let after: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    before = await counts(ctx.db);
    const outcome = await seedDemoWeek(ctx.db, { now });
    expect(outcome.seeded.map((shop) => shop.slug)).toEqual(['angkor', 'mekong']);
    after = await counts(ctx.db);
  });

  it('gives each shop customers with designs in several garments and rosters with Khmer and Latin names', async () => {
    expect(after.users - before.users).toBeGreaterThanOrEqual(24);
    for (const [host, admin, garments] of [
      [TENANT_ONE_HOST, DEMO.one.admin, 6],
      [TENANT_TWO_HOST, DEMO.two.admin, 4],
    ] as const) {
      const token = await providerToken(ctx.app, host, admin);
      const customers = ShopCustomerListResponse.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/provider/customers?pageSize=100&sort=-totalOrdered', headers: { host, authorization: `Bearer ${token}` } })).json(),
      );
      expect(customers.total).toBeGreaterThanOrEqual(11);
      expect(customers.data.filter((customer) => customer.designCount > 0).length).toBeGreaterThanOrEqual(9);
      expect(customers.data.some((customer) => KHMER.test(customer.name))).toBe(true);
      expect(customers.data.some((customer) => /^[A-Za-z ]+$/.test(customer.name) && customer.orderCount > 0)).toBe(true);
      expect(customers.data.every((customer) => /@example\.(com|org|net)$|\.test$/.test(customer.email))).toBe(true);
      const tenantId = (await ctx.db.selectFrom('tenants').select('id').where('slug', '=', host === TENANT_ONE_HOST ? 'angkor' : 'mekong').executeTakeFirstOrThrow()).id;
      const products = await ctx.db.selectFrom('designs').select('product').distinct().where('tenant_id', '=', tenantId).execute();
      expect(products.length).toBeGreaterThanOrEqual(garments);
      const players = await ctx.db.selectFrom('players').select(['name', 'number', 'size', 'team']).where('tenant_id', '=', tenantId).execute();
      expect(players.some((player) => KHMER.test(player.name))).toBe(true);
      expect(players.some((player) => /^[A-Z ]+$/.test(player.name))).toBe(true);
      expect(players.every((player) => player.size && player.team)).toBe(true);
    }
  });

  it('has orders in every status, with believable timelines over the last two weeks, notes, payments and proofs', async () => {
    for (const [host, slug] of [
      [TENANT_ONE_HOST, 'angkor'],
      [TENANT_TWO_HOST, 'mekong'],
    ] as const) {
      const tenantId = (await ctx.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
      const orders = await ctx.db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select(['orders.id', 'orders.status', 'orders.created_at', 'orders.paid_amount_cents', 'orders.grand_total_cents', 'orders.proof_approved_at', 'users.email'])
        .where('orders.tenant_id', '=', tenantId)
        .execute();
      expect([slug, [...new Set(orders.map((order) => order.status))].sort()]).toEqual([slug, [...ORDER_STATUSES].sort()]);
      const placed = orders.map((order) => order.created_at.getTime());
      expect(Math.min(...placed)).toBeGreaterThan(now.getTime() - 15 * DAY);
      expect(Math.max(...placed) - Math.min(...placed)).toBeGreaterThan(10 * DAY);
      expect(orders.some((order) => order.paid_amount_cents > 0 && order.paid_amount_cents < order.grand_total_cents)).toBe(true);
      const tokens = new Map<string, string>();
      for (const row of orders) {
        // Each order as the product reads it, on its customer's order page (the published password signs them in).
        let token = tokens.get(row.email);
        if (!token) {
          token = TokenResponse.parse((await signIn(ctx.app, host, { email: row.email, password: DEMO_WEEK_PASSWORD })).json()).access_token;
          tokens.set(row.email, token);
        }
        const page = await ctx.app.inject({ method: 'GET', url: `/api/orders/${row.id}`, headers: { host, authorization: `Bearer ${token}` } });
        expect(page.statusCode).toBe(200);
        const order = OrderResponse.parse(page.json()).data;
        const times = order.events.map((event) => new Date(event.at).getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
        expect(order.events[0]?.kind).toBe('placed');
        // Who moved it: the shop's moves are named, with what the shop wrote.
        const shopMoves = order.events.filter((event) => event.actor === 'provider');
        expect(shopMoves.every((event) => event.actorName)).toBe(true);
        if (order.status !== 'REVIEWING' && order.status !== 'CANCELED') expect(shopMoves.length).toBeGreaterThan(0);
        if (['PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'].includes(order.status)) expect(order.proofApprovedAt).not.toBeNull();
        if (order.status === 'COMPLETED') expect(order.paidAmountCents).toBe(order.grandTotalCents);
        // What the customer sees of a parcel on its way: the carrier and its tracking reference.
        if (order.status === 'ON_THE_WAY' || order.status === 'COMPLETED') expect(order.shipment).toMatchObject({ carrier: expect.any(String), trackingReference: expect.any(String) });
        if (order.status === 'REJECTED' || order.status === 'CANCELED') expect(order.events.at(-1)?.note).not.toBe('');
        expect(order.players.length).toBeGreaterThan(0);
      }
    }
  });

  it('mails no one and starts no print files for a week that did not happen', () => {
    expect(after.mail).toBe(before.mail);
    expect(after.printJobs).toBe(before.printJobs);
  });

  it('lets a newcomer sign in as one of the customers, with the published demo password, and see their orders', async () => {
    const signedIn = await signIn(ctx.app, TENANT_ONE_HOST, { email: 'sreymom.chea@example.com', password: DEMO_WEEK_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const token = TokenResponse.parse(signedIn.json()).access_token;
    const orders = OrderListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } })).json());
    expect(orders.data.map((order) => order.status)).toEqual(expect.arrayContaining(['REVIEWING', 'COMPLETED']));
  });

  it('has a customer who uses the product, as the byte benchmark measures her: five garments, some pictures stored, 40 players, every status', async () => {
    const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, { email: 'sokha.lim@example.com', password: DEMO_WEEK_PASSWORD })).json()).access_token;
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } })).json();
    const designs = DesignListResponse.parse(await get('/api/designs?pageSize=50')).data;
    expect(new Set(designs.map((design) => design.product)).size).toBe(5);
    // Newest first: the four the studio saved carry their picture, a PNG as it stores one; the two oldest none.
    expect(designs.map((design) => design.thumbnail !== null)).toEqual([true, true, true, true, false, false]);
    for (const design of designs.slice(0, 4)) expect(design.thumbnail).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(PlayerListResponse.parse(await get('/api/players?pageSize=100')).total).toBe(40);
    const orders = OrderListResponse.parse(await get('/api/orders?pageSize=50')).data;
    expect(orders.map((order) => order.status).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('adds nothing when seeded again', async () => {
    const outcome = await seedDemoWeek(ctx.db, { now: new Date() });
    expect(outcome.seeded).toEqual([]);
    expect(await counts(ctx.db)).toEqual(after);
  });
});

describe('a production API', () => {
  it('seeds nothing without the demo option, and the week with it', async () => {
    const db = await openDatabase({ kind: 'memory' });
    try {
      const production = await prepareDatabase(db, { demo: null, tenantHosts: {} });
      expect(production.demoWeek).toBeNull();
      expect(await db.selectFrom('tenants').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).toEqual({ n: 0 });
      expect(await counts(db)).toMatchObject({ users: 0, designs: 0, players: 0, orders: 0 });
      const demo = await prepareDatabase(db, { demo: { port: 3000 }, tenantHosts: {} });
      expect(demo.demoWeek?.seeded.map((shop) => shop.slug)).toEqual(['angkor', 'mekong']);
      expect((await counts(db)).orders).toBeGreaterThanOrEqual(30);
    } finally {
      await db.destroy();
    }
  });
});
