// The customers' lists (designs, players, orders) answered from memory while their version holds
// (src/lists/list-answers.ts, migration 0015): whatever changes a list, through this API, another
// instance or the database itself, shows in the next call; nobody is answered another's list.
import { sql } from 'kysely';
import { DesignListResponse, OrderListResponse, PlayerListResponse, TokenResponse } from '@teamwear/shared/contracts';
import { buildApp } from '../src/app';
import { withTenant } from '../src/db/tenant-scope';
import type { Db } from '../src/db/schema';
import { createTestApp, DEMO, providerToken, registerUser, signIn, testConfig, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

interface Customer {
  host: string;
  token: string;
  userId: string;
  tenantId: string;
}

async function newCustomer(host = TENANT_ONE_HOST): Promise<Customer> {
  const user = await registerUser(ctx.app, host);
  const token = TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token;
  const row = await ctx.db.selectFrom('users').select(['id', 'tenant_id']).where('email', '=', user.email).executeTakeFirstOrThrow();
  return { host, token, userId: row.id, tenantId: row.tenant_id };
}

function call(caller: { host: string; token: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const designDocument = (teamName: string) => ({ schemaVersion: 2, product: 'soccer', teamName, layers: [] });

async function createDesign(customer: Customer, name: string): Promise<string> {
  const response = await call(customer, 'POST', '/api/designs', { document: designDocument(name), name });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

const designNames = async (customer: Customer, query = '') =>
  DesignListResponse.parse((await call(customer, 'GET', `/api/designs${query}`)).json()).data.map((design) => design.name);
const playerNames = async (customer: Customer, query = '?sort=name') =>
  PlayerListResponse.parse((await call(customer, 'GET', `/api/players${query}`)).json()).data.map((player) => player.name);
const orderStatuses = async (customer: Customer) =>
  OrderListResponse.parse((await call(customer, 'GET', '/api/orders')).json()).data.map((order) => `${order.number} ${order.status}`);

const versionOf = async (customer: Customer, list: 'designs' | 'players' | 'orders', db: Db = ctx.db) =>
  (await db.selectFrom('list_versions').select('version').where('user_id', '=', customer.userId).where('list', '=', list).executeTakeFirst())?.version;

/** Writes as another process would, with the database's triggers off: nothing tells the lists. */
const writeUnannounced = (write: (db: Db) => Promise<unknown>) =>
  ctx.db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await write(tx);
  });

describe("a customer's list after a change", () => {
  it('shows designs created, renamed and deleted through the API at once', async () => {
    const customer = await newCustomer();
    expect(await designNames(customer)).toEqual([]);
    const id = await createDesign(customer, 'Home kit');
    expect(await designNames(customer)).toEqual(['Home kit']);
    const saved = await call(customer, 'PUT', `/api/designs/${id}`, { document: designDocument('Home kit'), baseVersion: 1, name: 'Away kit' });
    expect(saved.statusCode).toBe(200);
    expect(await designNames(customer)).toEqual(['Away kit']);
    expect((await call(customer, 'DELETE', `/api/designs/${id}`)).statusCode).toBe(204);
    expect(await designNames(customer)).toEqual([]);
  });

  it('shows a change made behind the API (another instance, the back office) in the very next call', async () => {
    const customer = await newCustomer();
    const id = await createDesign(customer, 'Home kit');
    expect(await designNames(customer)).toEqual(['Home kit']);
    // No waiting for a notification: the next call reads the list's version itself.
    await ctx.db.updateTable('designs').set({ name: 'Renamed elsewhere' }).where('id', '=', id).execute();
    expect(await designNames(customer)).toEqual(['Renamed elsewhere']);
    await ctx.db.deleteFrom('designs').where('id', '=', id).execute();
    expect(await designNames(customer)).toEqual([]);
  });

  it('shows players added, changed, imported and removed', async () => {
    const customer = await newCustomer();
    expect(await playerNames(customer)).toEqual([]);
    const added = await call(customer, 'POST', '/api/players', { name: 'Dara', number: 7, size: 'M' });
    expect(added.statusCode).toBe(201);
    expect(await playerNames(customer)).toEqual(['Dara']);
    const id = added.json().data.id as string;
    expect((await call(customer, 'PUT', `/api/players/${id}`, { name: 'Dara Sok', number: 7, size: 'M' })).statusCode).toBe(200);
    expect(await playerNames(customer)).toEqual(['Dara Sok']);
    const imported = await call(customer, 'POST', '/api/players/import', { rows: [{ name: 'Bopha', number: 9, size: 'S' }] });
    expect(imported.statusCode).toBe(201);
    expect(await playerNames(customer)).toEqual(['Bopha', 'Dara Sok']);
    expect((await call(customer, 'DELETE', `/api/players/${id}`)).statusCode).toBe(204);
    expect(await playerNames(customer)).toEqual(['Bopha']);
  });

  it("shows an order placed, and the shop's move of it, to the customer at once", async () => {
    const customer = await newCustomer();
    const designId = await createDesign(customer, 'Final kit');
    const player = await call(customer, 'POST', '/api/players', { name: 'Dara', number: 7, size: 'M' });
    expect(await orderStatuses(customer)).toEqual([]);
    const placed = await call(
      customer,
      'POST',
      '/api/orders',
      { designId, players: [{ playerId: player.json().data.id, size: 'M' }], extras: [], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678', note: '' },
      { 'idempotency-key': `list-answers-${customer.userId}` },
    );
    expect(placed.statusCode).toBe(201);
    const { id, number } = placed.json().data as { id: string; number: number };
    expect(await orderStatuses(customer)).toEqual([`${number} REVIEWING`]);
    const shop = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
    expect((await call(shop, 'POST', `/api/provider/orders/${id}/transition`, { to: 'APPROVED', note: '' })).statusCode).toBe(200);
    expect(await orderStatuses(customer)).toEqual([`${number} APPROVED`]);
  });

  it('shows what another API instance on the same database changed, in either direction', async () => {
    const other = await buildApp({ db: ctx.db, config: { ...testConfig, rateLimit: false }, signingKeys: ctx.app.signingKeys });
    await other.ready();
    try {
      const customer = await newCustomer();
      const id = await createDesign(customer, 'Home kit');
      const listOn = async (app: typeof other) =>
        DesignListResponse.parse(
          (await app.inject({ method: 'GET', url: '/api/designs', headers: { host: customer.host, authorization: `Bearer ${customer.token}` } })).json(),
        ).data.map((design) => design.name);
      expect([await listOn(ctx.app), await listOn(other)]).toEqual([['Home kit'], ['Home kit']]);
      const renamed = await other.inject({
        method: 'PUT',
        url: `/api/designs/${id}`,
        headers: { host: customer.host, authorization: `Bearer ${customer.token}` },
        payload: { document: designDocument('Home kit'), baseVersion: 1, name: 'Renamed on the other' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await listOn(ctx.app)).toEqual(['Renamed on the other']);
      await createDesign(customer, 'Second kit');
      expect((await listOn(other)).sort()).toEqual(['Renamed on the other', 'Second kit']);
    } finally {
      await other.close();
    }
  });

  it("shows the shop's design limit as it is now", async () => {
    const customer = await newCustomer();
    await createDesign(customer, 'Home kit');
    const limit = async () => DesignListResponse.parse((await call(customer, 'GET', '/api/designs')).json()).limit;
    const before = await limit();
    const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('id', '=', customer.tenantId).executeTakeFirstOrThrow();
    const setLimit = (settings: unknown) =>
      writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenant.id).execute());
    await setLimit({ ...tenant.settings, designs: { maxPerUser: before + 5 } });
    try {
      expect(await limit()).toBe(before + 5);
    } finally {
      await setLimit(tenant.settings);
    }
  });
});

describe('lists answered from memory', () => {
  it('answer the same call again from memory, byte for byte, while the list has not changed', async () => {
    const customer = await newCustomer();
    const id = await createDesign(customer, 'Home kit');
    const first = await call(customer, 'GET', '/api/designs');
    // A change the lists are not told of (triggers off) shows whether the answer was read again.
    await writeUnannounced((db) => db.updateTable('designs').set({ name: 'Not announced' }).where('id', '=', id).execute());
    const again = await call(customer, 'GET', '/api/designs');
    expect([again.statusCode, again.headers['content-type'], again.body]).toEqual([200, first.headers['content-type'], first.body]);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another query is another answer, read from the database.
    expect(await designNames(customer, '?product=soccer')).toEqual(['Not announced']);
    // With the cache off, every call reads its page.
    const off = await buildApp({ db: ctx.db, config: { ...testConfig, rateLimit: false, cache: { ...testConfig.cache, listAnswerChars: 0 } }, signingKeys: ctx.app.signingKeys });
    try {
      const read = await off.inject({ method: 'GET', url: '/api/designs', headers: { host: customer.host, authorization: `Bearer ${customer.token}` } });
      expect(DesignListResponse.parse(read.json()).data.map((design) => design.name)).toEqual(['Not announced']);
    } finally {
      await off.close();
    }
  });

  it("never answer one customer another's list, in the same shop or another, at the same version", async () => {
    const owner = await newCustomer();
    await createDesign(owner, 'Owner-Only-Kit');
    await call(owner, 'POST', '/api/players', { name: 'Owner-Only-Player', number: 1, size: 'M' });
    // As for rows written before versions began (migration 0015): every list here reads version 0.
    await ctx.db.deleteFrom('list_versions').where('user_id', '=', owner.userId).execute();
    const samePage = ['/api/designs', '/api/players', '/api/orders'];
    for (const url of samePage) expect((await call(owner, 'GET', url)).statusCode).toBe(200);
    for (const other of [await newCustomer(), await newCustomer(TENANT_TWO_HOST)]) {
      for (const url of samePage) {
        const answer = await call(other, 'GET', url);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toMatch(/Owner-Only/);
        expect(answer.json().total).toBe(0);
      }
    }
  });

  it('keep each page and filter apart', async () => {
    const customer = await newCustomer();
    await call(customer, 'POST', '/api/players/import', {
      rows: ['Ana', 'Bo', 'Chan', 'Dara'].map((name, i) => ({ name, number: i + 1, size: i % 2 ? 'S' : 'M', team: i < 2 ? 'Reds' : null })),
    });
    expect(await playerNames(customer, '?sort=name&pageSize=2')).toEqual(['Ana', 'Bo']);
    expect(await playerNames(customer, '?sort=name&pageSize=2&page=2')).toEqual(['Chan', 'Dara']);
    expect(await playerNames(customer, '?sort=-name&pageSize=2')).toEqual(['Dara', 'Chan']);
    expect(await playerNames(customer, '?sort=name&size=S')).toEqual(['Bo', 'Dara']);
    expect(await playerNames(customer, '?sort=name&team=Reds')).toEqual(['Ana', 'Bo']);
    expect(await playerNames(customer, '?sort=name&pageSize=2')).toEqual(['Ana', 'Bo']);
  });
});

describe("the lists' versions (migration 0015)", () => {
  it("change with every write to one customer's list, to a value never had before, and only that list's", async () => {
    const customer = await newCustomer();
    expect(await versionOf(customer, 'designs')).toBeUndefined();
    const seen = new Set<string>();
    const step = async (write: () => Promise<unknown>) => {
      const players = await versionOf(customer, 'players');
      await write();
      const version = await versionOf(customer, 'designs');
      expect(version).toBeDefined();
      expect(seen.has(String(version))).toBe(false);
      seen.add(String(version));
      expect(await versionOf(customer, 'players')).toBe(players);
    };
    let id = '';
    await step(async () => (id = await createDesign(customer, 'One')));
    await step(() => ctx.db.updateTable('designs').set({ name: 'Two' }).where('id', '=', id).execute());
    await step(() => ctx.db.deleteFrom('designs').where('id', '=', id).execute());
    // Made again after the last one went: still a new version.
    await step(() => createDesign(customer, 'Three'));
  });

  it('change for every customer one statement touches, and not on a rollback', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    await createDesign(a, 'A');
    await createDesign(b, 'B');
    const before = [await versionOf(a, 'designs'), await versionOf(b, 'designs')];
    await ctx.db.updateTable('designs').set({ name: 'Both' }).where('user_id', 'in', [a.userId, b.userId]).execute();
    const after = [await versionOf(a, 'designs'), await versionOf(b, 'designs')];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    await expect(
      ctx.db.transaction().execute(async (tx) => {
        await tx.updateTable('designs').set({ name: 'Never' }).where('user_id', '=', a.userId).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await versionOf(a, 'designs')).toBe(after[0]);
  });

  it('change for every list when its table is emptied', async () => {
    const customer = await newCustomer();
    await call(customer, 'POST', '/api/players', { name: 'Dara', number: 7, size: 'M' });
    const before = await versionOf(customer, 'players');
    await expect(
      ctx.db.transaction().execute(async (tx) => {
        await sql`truncate players`.execute(tx);
        expect(await versionOf(customer, 'players', tx)).not.toBe(before);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
  });

  it("go with their customer's account, which can still be deleted", async () => {
    const customer = await newCustomer();
    await createDesign(customer, 'Home kit');
    await call(customer, 'POST', '/api/players', { name: 'Dara', number: 7, size: 'M' });
    expect(await versionOf(customer, 'players')).toBeDefined();
    await ctx.db.deleteFrom('users').where('id', '=', customer.userId).execute();
    expect(await ctx.db.selectFrom('list_versions').select('list').where('user_id', '=', customer.userId).execute()).toEqual([]);
  });

  it("are seen and written only in their shop's scope", async () => {
    const customer = await newCustomer();
    await createDesign(customer, 'Home kit');
    const otherShop = await newCustomer(TENANT_TWO_HOST);
    const seenFromOtherShop = await withTenant(ctx.db, otherShop.tenantId, (tx) => tx.selectFrom('list_versions').select('user_id').execute());
    expect(seenFromOtherShop.map((row) => row.user_id)).not.toContain(customer.userId);
    await expect(
      withTenant(ctx.db, otherShop.tenantId, (tx) =>
        tx.insertInto('list_versions').values({ tenant_id: customer.tenantId, user_id: customer.userId, list: 'designs', version: '1' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
