// The role matrix (issue 36): every /api/provider operation of the served OpenAPI document, called
// by each shop role — OWNER, STAFF, PRODUCTION — and by a team member without a role. A role
// without the route's permission gets 403 ROLE_FORBIDDEN before anything is read or validated; a
// role with it gets past the guard (whatever the made-up ids and empty body then earn). A new
// provider route is in the matrix by existing; one without `app.authenticateStaff` fails here.
import { mayDo, SHOP_ROLES, TokenResponse, type ShopRole } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';
import { operationsOf, type OpenApiDocument, type Operation } from './support/openapi-arbitraries';

let ctx: TestContext;
let providerOperations: Operation[];
const tokens = new Map<ShopRole | 'NONE', string>();

const MEMBERS: Record<ShopRole, { email: string; password: string }> = {
  OWNER: DEMO.one.admin,
  STAFF: { email: 'staff@angkor.test', password: 'Staff#2026pass' },
  PRODUCTION: { email: 'workshop@angkor.test', password: 'Workshop#2026pass' },
};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The operation's path with every parameter filled with an id nothing has. */
function urlOf(operation: Operation): string {
  return operation.path.replace(/\{[^}]+\}/g, (name) => (name === '{side}' ? 'front' : NO_SUCH_ID));
}

/** The route's key as Fastify registered it (`:id` where OpenAPI writes `{id}`). */
function routeKeyOf(operation: Operation): string {
  return `${operation.method} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

async function call(operation: Operation, token: string) {
  return ctx.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation),
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
    ...(operation.body ? { payload: {} } : {}),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: TENANT_ONE_HOST } })).json() as OpenApiDocument;
  providerOperations = operationsOf(document).filter((operation) => operation.path.startsWith('/api/provider/'));
  for (const role of SHOP_ROLES) tokens.set(role, await providerToken(ctx.app, TENANT_ONE_HOST, MEMBERS[role]));
  // A team member whose role was taken away by hand (ADMIN alone): no permission at all.
  await ctx.db.updateTable('users').set({ roles: ['ADMIN'] }).where('email', '=', MEMBERS.STAFF.email).execute();
  tokens.set('NONE', await providerToken(ctx.app, TENANT_ONE_HOST, MEMBERS.STAFF));
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

describe('the shop roles on every provider route', () => {
  it('finds the provider routes, each guarded by a staff permission', () => {
    expect(providerOperations.length).toBeGreaterThan(20);
    const unguarded = providerOperations.map(routeKeyOf).filter((key) => !ctx.app.staffRoutePermissions.has(key));
    expect(unguarded).toEqual([]);
  });

  it.each(SHOP_ROLES)('lets %s call what its role allows and refuses the rest with 403 ROLE_FORBIDDEN', async (role) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const operation of providerOperations) {
      const permission = ctx.app.staffRoutePermissions.get(routeKeyOf(operation));
      if (!permission) continue;
      const response = await call(operation, tokens.get(role) ?? '');
      const refused = response.statusCode === 403 && response.json<{ code: string }>().code === 'ROLE_FORBIDDEN';
      outcomes.push(`${routeKeyOf(operation)} ${refused ? 'refused' : 'allowed'}`);
      expected.push(`${routeKeyOf(operation)} ${mayDo(role, permission) ? 'allowed' : 'refused'}`);
      if (!refused) expect({ route: routeKeyOf(operation), status: response.statusCode }).not.toEqual({ route: routeKeyOf(operation), status: 401 });
    }
    expect(outcomes).toEqual(expected);
  });

  it('refuses a team member without a role everywhere, saying to ask the owner', async () => {
    for (const operation of providerOperations) {
      const response = await call(operation, tokens.get('NONE') ?? '');
      expect({ route: routeKeyOf(operation), status: response.statusCode, body: response.json() }).toEqual({
        route: routeKeyOf(operation),
        status: 403,
        body: { code: 'ROLE_FORBIDDEN', message: 'Your role in this shop does not allow this. Ask the shop’s owner.' },
      });
    }
  });
});

describe('the workshop (PRODUCTION) and the orders', () => {
  async function placedOrder(): Promise<{ id: string; number: number }> {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    const headers = { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` };
    const player = await ctx.app.inject({ method: 'POST', url: '/api/players', headers, payload: { name: 'Sokha', number: 4, size: 'L' } });
    const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers, payload: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Workshop FC' } } });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': `workshop-${Math.random().toString(36).slice(2)}` },
      payload: { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json().data;
  }
  const as = (role: ShopRole) => ({ host: TENANT_ONE_HOST, authorization: `Bearer ${tokens.get(role) ?? ''}` });

  it('sees no order under review, and moves only PROCESSING → READY → ON_THE_WAY', async () => {
    const reviewing = await placedOrder();
    const making = await placedOrder();
    await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${making.id}/transition`, headers: as('OWNER'), payload: { to: 'APPROVED' } });
    // Into PROCESSING behind the API (the customer's proof approval is another suite's subject).
    await ctx.db.updateTable('orders').set({ status: 'PROCESSING' }).where('id', '=', making.id).execute();

    const table = await ctx.app.inject({ method: 'GET', url: '/api/provider/orders?pageSize=100', headers: as('PRODUCTION') });
    const numbers = (table.json().data as { number: number; status: string }[]).map((row) => row.number);
    expect(numbers).toContain(making.number);
    expect(numbers).not.toContain(reviewing.number);
    const askedForReview = await ctx.app.inject({ method: 'GET', url: '/api/provider/orders?status=REVIEWING', headers: as('PRODUCTION') });
    expect(askedForReview.json().total).toBe(0);
    const board = await ctx.app.inject({ method: 'GET', url: '/api/provider/orders/board?closed=true', headers: as('PRODUCTION') });
    expect((board.json().data.columns as { status: string }[]).map((column) => column.status)).toEqual(['APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED']);
    expect(board.json().data.waitingForReview).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${reviewing.id}`, headers: as('PRODUCTION') })).statusCode).toBe(404);

    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${making.id}/transition`, headers: as('PRODUCTION'), payload: { to: 'CANCELED', note: 'no' } });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().code).toBe('ROLE_FORBIDDEN');
    const ready = await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${making.id}/transition`, headers: as('PRODUCTION'), payload: { to: 'READY', note: 'Printed and packed' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('READY');
    // What it makes and where it goes; never the money or the customer's contact.
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${making.id}`, headers: as('PRODUCTION') })).json().data;
    expect(page).toMatchObject({ prices: null, grandTotalCents: null, paidAmountCents: null, balanceDueCents: null, payments: [], address: 'Street 1', phone: '012 345 678' });
    expect(page.customer).toMatchObject({ email: null, phone: null });
    expect(page.players).toHaveLength(1);
    const row = (table.json().data as Record<string, unknown>[]).find((order) => order.number === making.number);
    expect(row).toMatchObject({ grandTotalCents: null, balanceDueCents: null, customer: { email: null } });
    const staffPage = (await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${making.id}`, headers: as('OWNER') })).json().data;
    expect(staffPage.grandTotalCents).toBeGreaterThan(0);
    expect(staffPage.customer.email).toContain('@');

    const log = await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=orders', headers: as('OWNER') });
    expect(log.json().data[0]).toMatchObject({ actorName: 'Chea Nov', action: 'order.moved', subject: String(making.number), before: { status: 'PROCESSING' }, after: { status: 'READY', note: 'Printed and packed' } });
  });
});
