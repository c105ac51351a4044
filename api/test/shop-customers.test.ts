import { ShopCustomerListResponse, ShopCustomerResponse, TokenResponse } from '@teamwear/shared/contracts';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, tenantIdOf, type TestContext } from './helpers';

// The shop's customers in its back office (issue 35): the list with what each designed and ordered,
// its CSV, and a customer's page; only for the shop's own administrators, never with a password.

let ctx: TestContext;
let admin: Caller;
let otherAdmin: Caller;

interface Caller {
  host: string;
  token: string;
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  admin = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
  otherAdmin = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
});
afterAll(async () => {
  await ctx.close();
});

function call(caller: Partial<Caller> & { host: string }, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let keys = 0;

/** A customer of shop one with a name of their own (a marker the searches find), signed in. */
async function customer(firstName: string, lastName = 'Marker', phone?: string): Promise<Caller & { id: string; email: string }> {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST);
  const tenantId = await tenantIdOf(ctx.db, 'angkor');
  const row = await withTenant(ctx.db, tenantId, (tx) =>
    tx
      .updateTable('users')
      .set({ first_name: firstName, last_name: lastName, ...(phone ? { phone } : {}) })
      .where('tenant_id', '=', tenantId)
      .where('email', '=', user.email)
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  return { host: TENANT_ONE_HOST, token, id: row.id, email: user.email };
}

async function design(owner: Caller, product = 'soccer', teamName = 'Angkor FC'): Promise<string> {
  const response = await call(owner, 'POST', '/api/designs', { document: { schemaVersion: 2, product, teamName, layers: [] } });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** An order of `players` pieces of a new design; its grand total. */
async function order(owner: Caller, players = 3): Promise<{ id: string; grandTotalCents: number }> {
  const designId = await design(owner);
  const rows = Array.from({ length: players }, (_, i) => ({ name: `P${keys}-${i}`, number: i + 1, size: 'M' }));
  expect((await call(owner, 'POST', '/api/players/import', { rows })).statusCode).toBe(201);
  const listed = (await call(owner, 'GET', '/api/players?pageSize=1000')).json().data as { id: string; name: string }[];
  const mine = listed.filter((player) => rows.some((row) => row.name === player.name));
  keys += 1;
  const placed = await call(
    owner,
    'POST',
    '/api/orders',
    { designId, players: mine.map((player) => ({ playerId: player.id, size: 'M' })), address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678' },
    { 'idempotency-key': `customers-test-${keys}` },
  );
  expect(placed.statusCode).toBe(201);
  return placed.json().data;
}

const list = async (query: string) => {
  const response = await call(admin, 'GET', `/api/provider/customers?${query}`);
  expect(response.statusCode).toBe(200);
  return ShopCustomerListResponse.parse(response.json());
};

describe('the shop’s customers', () => {
  let busy: Caller & { id: string; email: string };
  let quiet: Caller & { id: string; email: string };
  let totalOrdered = 0;
  let lastOrderId = '';

  beforeAll(async () => {
    busy = await customer('Sokha', 'Listmarker', '+855 97 111 2233');
    quiet = await customer('Bopha', 'Listmarker');
    const first = await order(busy, 2);
    const canceled = await order(busy, 5);
    const latest = await order(busy, 4);
    lastOrderId = latest.id;
    expect((await call(busy, 'POST', `/api/orders/${canceled.id}/cancel`, { note: 'Wrong colours' })).statusCode).toBe(200);
    totalOrdered = first.grandTotalCents + latest.grandTotalCents;
    await design(busy, 'polo', 'Spare');
  });

  it('lists each customer with their designs, orders, total ordered (not canceled) and last order; never the shop’s administrators', async () => {
    const page = await list('search=Listmarker');
    expect(page.total).toBe(2);
    const row = page.data.find((customer) => customer.id === busy.id);
    expect(row).toMatchObject({ name: 'Sokha Listmarker', email: busy.email, phone: '+855 97 111 2233', designCount: 4, orderCount: 3, totalOrderedCents: totalOrdered });
    expect(row?.lastOrderAt).not.toBeNull();
    expect(page.data.find((customer) => customer.id === quiet.id)).toMatchObject({ designCount: 0, orderCount: 0, totalOrderedCents: 0, lastOrderAt: null });
    const everyone = await list('pageSize=100');
    expect(everyone.data.map((customer) => customer.email)).not.toContain(DEMO.one.admin.email);
    expect(everyone.data.map((customer) => customer.email)).toContain(DEMO.one.customer.email);
  });

  it('finds a customer by part of the name, the e-mail address or the phone number’s digits', async () => {
    expect((await list('search=sokha%20LIST')).data.map((customer) => customer.id)).toEqual([busy.id]);
    expect((await list(`search=${encodeURIComponent(busy.email.slice(0, 12))}`)).data.map((customer) => customer.id)).toEqual([busy.id]);
    expect((await list('search=0971112233')).data.map((customer) => customer.id)).toEqual([busy.id]);
    expect((await list('search=%25')).total).toBe(0);
  });

  it('sorts by name, last order, total ordered and creation, both ways, and pages', async () => {
    const ids = async (sort: string) => (await list(`search=Listmarker&sort=${sort}`)).data.map((customer) => customer.id);
    expect(await ids('name')).toEqual([quiet.id, busy.id]);
    expect(await ids('-name')).toEqual([busy.id, quiet.id]);
    expect(await ids('-totalOrdered')).toEqual([busy.id, quiet.id]);
    expect(await ids('totalOrdered')).toEqual([quiet.id, busy.id]);
    // Who never ordered comes last by their last order, whichever the direction.
    expect(await ids('lastOrder')).toEqual([busy.id, quiet.id]);
    expect(await ids('-lastOrder')).toEqual([busy.id, quiet.id]);
    expect(await ids('-createdAt')).toEqual([quiet.id, busy.id]);
    const second = await list('search=Listmarker&sort=name&page=2&pageSize=1');
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.data.map((customer) => customer.id)).toEqual([busy.id]);
    expect(await list('search=Listmarker&page=3&pageSize=1')).toMatchObject({ data: [], total: 2 });
  });

  it('answers 400 with a clear message for a bad query', async () => {
    for (const [query, message] of [
      ['sort=password', /sort must be one of name, -name/],
      ['pageSize=101', /pageSize must be at most 100/],
      ['page=0', /page must be at least 1/],
      [`search=${'x'.repeat(101)}`, /Search must be at most 100 characters/],
    ] as const) {
      const response = await call(admin, 'GET', `/api/provider/customers?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().message).toMatch(message);
    }
    expect((await call(admin, 'GET', '/api/provider/customers.csv?sort=up')).statusCode).toBe(400);
  });

  it('exports the same list as CSV for a spreadsheet, formulas neutralised', async () => {
    const sneaky = await customer('=HYPERLINK("http://evil.test")', 'Csvmarker');
    const response = await call(admin, 'GET', '/api/provider/customers.csv?search=marker&sort=-totalOrdered');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,email,phone,designs,orders,total_ordered_usd,last_order_at,created_at');
    expect(lines).toHaveLength(4);
    // A phone's leading + is a formula start to a spreadsheet: written as text, with the apostrophe spreadsheets hide.
    expect(lines[1]).toContain(`Sokha Listmarker,${busy.email},"'+855 97 111 2233",4,3,${totalOrdered / 100},`);
    const sneakyLine = lines.find((line) => line.includes(sneaky.email)) ?? '';
    expect(sneakyLine.startsWith(`"'=HYPERLINK`)).toBe(true);
  });

  it('shows one customer with their orders (newest first) and designs, and no password or token', async () => {
    const response = await call(admin, 'GET', `/api/provider/customers/${busy.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = ShopCustomerResponse.parse(response.json());
    expect(data).toMatchObject({ id: busy.id, email: busy.email, orderCount: 3, designCount: 4, totalOrderedCents: totalOrdered, language: 'en', emailConfirmed: false });
    expect(data.lastAddress).toBe('No. 5, Street 7, Siem Reap');
    expect(data.orders.map((listed) => listed.id)[0]).toBe(lastOrderId);
    expect(data.orders.map((listed) => listed.status)).toEqual(['REVIEWING', 'CANCELED', 'REVIEWING']);
    expect(data.designs).toHaveLength(4);
    expect(data.designs[0]).toMatchObject({ name: 'Spare', product: 'polo' });
    const secrets = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', busy.id)
      .executeTakeFirstOrThrow();
    for (const answer of [response.body, (await call(admin, 'GET', '/api/provider/customers?search=Listmarker')).body, (await call(admin, 'GET', '/api/provider/customers.csv')).body]) {
      expect(answer).not.toContain(secrets.password_hash);
      expect(answer).not.toContain(busy.token);
      expect(answer).not.toMatch(/password|hash|token|argon2/i);
    }
  });

  it('draws a customer’s design as a PNG from its address, for the shop’s team only, and says when it has not changed', async () => {
    const { data } = ShopCustomerResponse.parse((await call(admin, 'GET', `/api/provider/customers/${busy.id}`)).json());
    const design = data.designs[0]!;
    expect(design.thumbnail).toBeNull();
    expect(design.picture).toBe(`/api/provider/customers/${busy.id}/designs/${design.id}/picture`);
    const picture = await call(admin, 'GET', `${design.picture}?pixels=120`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const again = await call(admin, 'GET', `${design.picture}?pixels=120`, undefined, { 'if-none-match': String(picture.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await call(admin, 'GET', `${design.picture}?pixels=5000`)).json().message).toBe('pixels must be at most 800');
    // Another customer's path to the same design, another shop's team, the customer themselves: no picture.
    expect((await call(admin, 'GET', `/api/provider/customers/${quiet.id}/designs/${design.id}/picture`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', design.picture)).statusCode).toBe(404);
    expect((await call(busy, 'GET', design.picture)).statusCode).toBe(403);
  });

  it('answers 404 for another shop’s customer, the shop’s administrator and a malformed id', async () => {
    const adminId = (await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.one.admin.email).executeTakeFirstOrThrow()).id;
    expect((await call(otherAdmin, 'GET', `/api/provider/customers/${busy.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/provider/customers/${adminId}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/provider/customers/not-an-id')).statusCode).toBe(404);
    expect(ShopCustomerListResponse.parse((await call(otherAdmin, 'GET', '/api/provider/customers?search=Listmarker')).json()).total).toBe(0);
  });

  it('is the shop team’s alone: a customer’s token 403, anonymous 401, another shop’s admin token 401', async () => {
    for (const url of ['/api/provider/customers', '/api/provider/customers.csv', `/api/provider/customers/${busy.id}`]) {
      expect((await call(busy, 'GET', url)).statusCode).toBe(403);
      expect((await call({ host: TENANT_ONE_HOST }, 'GET', url)).statusCode).toBe(401);
      expect((await call({ host: TENANT_ONE_HOST, token: otherAdmin.token }, 'GET', url)).statusCode).toBe(401);
    }
  });
});
