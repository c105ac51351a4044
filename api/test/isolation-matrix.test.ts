// The isolation matrix: every operation of /api/openapi.json against one customer's data, called
// by everyone who must not reach it — anonymous, a customer of another shop, another customer of
// the same shop, an administrator holding a customer-client token, and (on the provider's routes)
// a customer and another shop's administrator. Each answers 401, 403 or 404 and never carries the
// owner's data. Operations are read from the served document: a new endpoint is in the matrix by
// existing, and one with path parameters fails here until its owner's resource is named below.
import fc from 'fast-check';
import { TokenResponse } from '@teamwear/shared/contracts';
import { signAccessToken } from '../src/auth/access-token';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, DEMO, registerUser, testConfig, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import { operationsOf, textFieldsOf, validFor, withValueAt, type JsonSchema, type OpenApiDocument, type Operation } from './support/openapi-arbitraries';

let ctx: TestContext;
let openapi: OpenApiDocument;

/** What the owner (a customer of shop one) has, and the strings that would betray it in an answer. */
interface Owner {
  token: string;
  userId: string;
  sessionId: string;
  email: string;
  designId: string;
  playerId: string;
  cartItemId: string;
  orderId: string;
  /** A payment the shop recorded for the owner's order (issue 38: reversing one). */
  paymentId: string;
  /** A picture of shop one's own image library (uploaded by its administrator). */
  shopImageId: string;
  /** A picture the owner uploaded for themselves ("My uploads"). */
  myImageId: string;
  /** A member of shop one's team (its staff member), whom another shop's owner must not reach. */
  teamMemberId: string;
  /** A template shop one's team made of the owner's design (unpublished). */
  shopTemplateId: string;
  /** The owner's size collection of their design, and a player's entry in it. */
  collectionId: string;
  collectionCode: string;
  entryId: string;
  /** A player's payment the shop recorded against the owner's entry (players pay). */
  entryPaymentId: string;
  markers: string[];
}
let owner: Owner;

interface Caller {
  name: string;
  host: string;
  authorization?: string;
}
let callers: { customerRoutes: Caller[]; providerRoutes: Caller[] };

const MARKER = 'Isolation-Marker-7f3a';

function claimsOf(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string; sid: string };
}

async function tokenFor(host: string, credentials: { email: string; password: string }, clientId = 'web'): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host }, payload: { ...credentials, clientId } });
  expect(response.statusCode).toBe(200);
  return TokenResponse.parse(response.json()).access_token;
}

/** An administrator's token on the customer client, as one minted before that was refused would be. */
async function adminCustomerToken(email: string): Promise<string> {
  const admin = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const session = await withTenant(ctx.db, admin.tenant_id, (tx) =>
    tx
      .insertInto('sessions')
      .values({ tenant_id: admin.tenant_id, user_id: admin.id, client_id: 'web', last_used_at: new Date(), expires_at: new Date(Date.now() + 3_600_000) })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return signAccessToken(ctx.app.signingKeys, { issuer: testConfig.auth.issuer, ttlSeconds: 300 }, {
    userId: admin.id,
    tenantId: admin.tenant_id,
    sessionId: session.id,
    clientId: 'web',
    firstName: admin.first_name,
    lastName: admin.last_name,
    email: admin.email,
    roles: admin.roles,
  });
}

/**
 * The owner's resource each path parameter names. A new endpoint with path parameters is added
 * here (the test says so); the matrix then proves nobody else reaches that resource.
 */
const OWNED_PATH_PARAMETERS: Record<string, (o: Owner) => Record<string, string>> = {
  '/api/designs/{id}': (o) => ({ id: o.designId }),
  '/api/designs/{id}/duplicate': (o) => ({ id: o.designId }),
  '/api/oauth/destroy/{userId}/{sessionId}': (o) => ({ userId: o.userId, sessionId: o.sessionId }),
  '/api/players/{id}': (o) => ({ id: o.playerId }),
  '/api/cart/items/{id}': (o) => ({ id: o.cartItemId }),
  '/api/orders/{id}': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/cancel': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/received': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}/transition': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}/payments': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}/payments/{paymentId}/reverse': (o) => ({ id: o.orderId, paymentId: o.paymentId }),
  '/api/provider/orders/{id}/pictures/{side}': (o) => ({ id: o.orderId, side: 'front' }),
  '/api/provider/orders/{id}/proof.pdf': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/proof.pdf': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/proof/approve': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/payment': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/invoice': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}/invoice': (o) => ({ id: o.orderId }),
  '/api/orders/{id}/payments/{paymentId}/receipt': (o) => ({ id: o.orderId, paymentId: o.paymentId }),
  '/api/provider/orders/{id}/payments/{paymentId}/receipt': (o) => ({ id: o.orderId, paymentId: o.paymentId }),
  '/api/provider/orders/{id}/production': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}/production.zip': (o) => ({ id: o.orderId }),
  '/api/provider/orders/{id}/production/retry': (o) => ({ id: o.orderId }),
  '/api/provider/images/{id}': (o) => ({ id: o.shopImageId }),
  '/api/images/mine/{id}': (o) => ({ id: o.myImageId }),
  '/api/provider/customers/{id}': (o) => ({ id: o.userId }),
  '/api/provider/team/{id}': (o) => ({ id: o.teamMemberId }),
  '/api/provider/images/{id}/tags': (o) => ({ id: o.shopImageId }),
  '/api/provider/templates/{id}': (o) => ({ id: o.shopTemplateId }),
  '/api/provider/team/{id}/role': (o) => ({ id: o.teamMemberId }),
  '/api/provider/team/{id}/invitation': (o) => ({ id: o.teamMemberId }),
  '/api/provider/customers/{id}/designs/{designId}/picture': (o) => ({ id: o.userId, designId: o.designId }),
  '/api/collections/{id}': (o) => ({ id: o.collectionId }),
  '/api/collections/{id}/close': (o) => ({ id: o.collectionId }),
  '/api/collections/{id}/reopen': (o) => ({ id: o.collectionId }),
  '/api/collections/{id}/remind': (o) => ({ id: o.collectionId }),
  '/api/collections/{id}/entries': (o) => ({ id: o.collectionId }),
  '/api/collections/{id}/players': (o) => ({ id: o.collectionId }),
  '/api/collections/{id}/entries/{entryId}': (o) => ({ id: o.collectionId, entryId: o.entryId }),
  '/api/provider/collections/{id}/entries/{entryId}/payments': (o) => ({ id: o.collectionId, entryId: o.entryId }),
  '/api/provider/collections/{id}/entries/{entryId}/payments/{paymentId}/reverse': (o) => ({ id: o.collectionId, entryId: o.entryId, paymentId: o.entryPaymentId }),
};

/** Bodies that are valid for the owner, so a refusal is about who calls, not what is sent. */
const VALID_BODIES: Record<string, () => unknown> = {
  'PUT /api/designs/{id}': () => ({ document: { schemaVersion: 2, product: 'soccer', teamName: 'Taken over' }, baseVersion: 1 }),
  'PUT /api/players/{id}': () => ({ name: 'Taken over', number: 1, size: 'M' }),
  'POST /api/players/delete': () => ({ ids: [owner.playerId] }),
  'PUT /api/provider/production/settings': () => ({ inks: [{ name: 'Taken over', hex: '#000000' }] }),
  'PUT /api/provider/settings/mail': () => ({ newOrdersTo: 'taken-over@example.com' }),
  'PUT /api/provider/settings/brand': () => ({ name: 'Taken over', color: '#000000', contact: { address: null, hours: null, phone: null, email: null, kh: { address: null, hours: null } } }),
  'PUT /api/provider/settings/brand/logo': () => ({ picture: 'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64') }),
  'PUT /api/provider/settings/lead-times': () => ({ REVIEWING: 99 }),
  'PUT /api/provider/settings/partners': () => ({ allowedOrigins: ['https://taken-over.example'] }),
  'PUT /api/provider/catalogue/garments': () => ({ offered: ['HOODIE'] }),
  'PUT /api/provider/catalogue/prices': () => ({ productType: 'SOCCER_KIT', tiers: [{ minQuantity: 1, unitCents: 1 }] }),
  'PUT /api/provider/catalogue/terms': () => ({ nameCents: 0, numberCents: 0, deliveryCents: 0, productionDays: 365 }),
  'POST /api/cart/items': () => ({ designId: owner.designId }),
  'POST /api/orders/quote': () => ({ designId: owner.designId, players: [{ playerId: owner.playerId, size: 'M' }] }),
  'POST /api/orders/{id}/cancel': () => ({}),
  'POST /api/orders/{id}/received': () => ({}),
  'POST /api/orders/{id}/proof/approve': () => ({}),
  'POST /api/provider/orders/{id}/transition': () => ({ to: 'APPROVED', note: 'Taken over' }),
  'POST /api/provider/orders/{id}/payments': () => ({ amountCents: 100 }),
  'POST /api/provider/orders/{id}/payments/{paymentId}/reverse': () => ({ note: 'Taken over' }),
  'PUT /api/provider/settings/payments': () => ({ methods: { cashOnDelivery: true }, deposit: { percent: 100, balanceDue: 'before_shipping' } }),
  'PUT /api/provider/team/{id}/role': () => ({ role: 'OWNER' }),
  'PUT /api/provider/images/{id}/tags': () => ({ tags: { en: ['taken over'], kh: [] } }),
  'PATCH /api/provider/templates/{id}': () => ({ name: 'Taken over', published: true }),
  'POST /api/provider/templates': () => ({ designId: owner.designId, name: 'Taken over', published: true }),
  'POST /api/collections': () => ({ designId: owner.designId, title: 'Taken over', deadline: new Date(Date.now() + 86_400_000).toISOString(), pieces: ['main'], printNames: true, printNumbers: true }),
  'PATCH /api/collections/{id}': () => ({ title: 'Taken over' }),
  'POST /api/collections/{id}/remind': () => ({ language: 'en' }),
  'POST /api/collections/{id}/reopen': () => ({ deadline: new Date(Date.now() + 86_400_000).toISOString() }),
  'POST /api/collections/{id}/entries': () => ({ name: 'Taken over', number: 88, size: 'M', shortsSize: 'M' }),
  'PUT /api/collections/{id}/entries/{entryId}': () => ({ name: 'Taken over', number: 89, size: 'M', shortsSize: 'M' }),
  'POST /api/collections/{id}/players': () => ({ playerIds: [owner.playerId] }),
  'POST /api/provider/collections/{id}/entries/{entryId}/payments': () => ({ amountCents: 100, method: 'bank_transfer', reference: 'Taken over' }),
  'POST /api/provider/collections/{id}/entries/{entryId}/payments/{paymentId}/reverse': () => ({ note: 'Taken over' }),
  'POST /api/provider/team': () => ({ email: 'taken-over@example.com', firstName: 'Taken', lastName: 'Over', role: 'OWNER' }),
};

function bodyFor(operation: Operation): unknown {
  const key = `${operation.method} ${operation.path}`;
  if (VALID_BODIES[key]) return VALID_BODIES[key]();
  if (!operation.body) return undefined;
  const [sample] = fc.sample(validFor(operation.body as JsonSchema, openapi.components?.schemas ?? {}), { numRuns: 1, seed: 7 });
  return sample;
}

function urlFor(operation: Operation): string {
  if (!operation.path.includes('{')) return operation.path;
  const params = OWNED_PATH_PARAMETERS[operation.path];
  if (!params) throw new Error(`${operation.method} ${operation.path}: name the owner's resource of its path parameters in OWNED_PATH_PARAMETERS`);
  const values = params(owner);
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

function call(operation: Operation, caller: Caller, body: unknown = bodyFor(operation)) {
  return ctx.app.inject({
    method: operation.method as 'GET',
    url: urlFor(operation),
    headers: { host: caller.host, ...(caller.authorization ? { authorization: caller.authorization } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: TENANT_ONE_HOST } })).json();

  const ownerUser = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName: MARKER });
  const token = await tokenFor(TENANT_ONE_HOST, ownerUser);
  const design = await ctx.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
    payload: { document: { schemaVersion: 2, product: 'soccer', teamName: `${MARKER} FC` }, name: `${MARKER} design` },
  });
  expect(design.statusCode).toBe(201);
  const player = await ctx.app.inject({
    method: 'POST',
    url: '/api/players',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
    payload: { name: `${MARKER} Player`, number: 7, size: 'M', team: `${MARKER} Team` },
  });
  expect(player.statusCode).toBe(201);
  const ownerHeaders = { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` };
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...ownerHeaders, 'idempotency-key': 'isolation-matrix-order' },
    payload: { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'M' }], address: `${MARKER} Street 1`, phone: '+855 12 345 678' },
  });
  expect(order.statusCode).toBe(201);
  const cartItem = await ctx.app.inject({ method: 'POST', url: '/api/cart/items', headers: ownerHeaders, payload: { designId: design.json().data.id } });
  expect(cartItem.statusCode).toBe(201);
  const shopAdmin = await tokenFor(TENANT_ONE_HOST, DEMO.one.admin, 'provider');
  const shopImage = await ctx.app.inject({
    method: 'POST',
    url: '/api/provider/images',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` },
    payload: { picture: 'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64'), type: 'vector', transparent: true, tags: { en: [`${MARKER} crest`], kh: [] }, width: 10, height: 10 },
  });
  expect(shopImage.statusCode).toBe(201);
  const shopTemplate = await ctx.app.inject({
    method: 'POST',
    url: '/api/provider/templates',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` },
    payload: { designId: design.json().data.id, name: `${MARKER} template` },
  });
  expect(shopTemplate.statusCode).toBe(201);
  const myImage = await ctx.app.inject({
    method: 'POST',
    url: '/api/images/mine',
    headers: ownerHeaders,
    payload: { picture: 'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64'), name: `${MARKER} own logo.svg`, width: 10, height: 10 },
  });
  expect(myImage.statusCode).toBe(201);
  // Shop one's own ink list: its production settings are the shop's data no one else reads or changes.
  const inks = await ctx.app.inject({
    method: 'PUT',
    url: '/api/provider/production/settings',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` },
    payload: { inks: [{ name: `${MARKER} Ink`, hex: '#123456' }] },
  });
  expect(inks.statusCode).toBe(200);
  const payment = await ctx.app.inject({
    method: 'POST',
    url: `/api/provider/orders/${order.json().data.id}/payments`,
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` },
    payload: { amountCents: 100, note: `${MARKER} payment` },
  });
  expect(payment.statusCode).toBe(200);
  // Players pay needs a way to pay from a phone: the shop takes bank transfers.
  const methods = await ctx.app.inject({
    method: 'PUT',
    url: '/api/provider/settings/payments',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` },
    payload: { methods: { bankTransfer: { bankName: 'ABA Bank', accountName: 'Angkor Sportswear', accountNumber: '000 123 456' } } },
  });
  expect(methods.statusCode).toBe(200);
  const collection = await ctx.app.inject({
    method: 'POST',
    url: '/api/collections',
    headers: ownerHeaders,
    payload: {
      designId: design.json().data.id,
      title: `${MARKER} collection`,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      pieces: ['main', 'shorts'],
      printNames: true,
      printNumbers: true,
      playersPay: true,
    },
  });
  expect(collection.statusCode).toBe(201);
  const entry = await ctx.app.inject({
    method: 'POST',
    url: `/api/join/${collection.json().data.code}/entries`,
    headers: { host: TENANT_ONE_HOST },
    payload: { name: `${MARKER} Joiner`, number: 23, size: 'M', shortsSize: 'M', email: `joiner-${MARKER.toLowerCase()}@example.com` },
  });
  expect(entry.statusCode).toBe(201);
  const entryPayment = await ctx.app.inject({
    method: 'POST',
    url: `/api/provider/collections/${collection.json().data.id}/entries/${entry.json().data.id}/payments`,
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` },
    payload: { amountCents: 100, method: 'bank_transfer', reference: `${MARKER} bank`, note: `${MARKER} share` },
  });
  expect(entryPayment.statusCode).toBe(201);
  const { sub, sid } = claimsOf(token);
  owner = {
    token,
    userId: sub,
    sessionId: sid,
    email: ownerUser.email,
    designId: design.json().data.id,
    playerId: player.json().data.id,
    cartItemId: cartItem.json().data.id,
    orderId: order.json().data.id,
    paymentId: (payment.json().data.payments as { id: string }[])[0]?.id ?? '',
    shopImageId: shopImage.json().data.id,
    myImageId: myImage.json().data.id,
    shopTemplateId: shopTemplate.json().data.id,
    collectionId: collection.json().data.id,
    collectionCode: collection.json().data.code,
    entryId: entry.json().data.id,
    entryPaymentId: (entryPayment.json().data.entries as { payments: { id: string }[] }[])[0]?.payments[0]?.id ?? '',
    teamMemberId: (await ctx.db.selectFrom('users').select('id').where('email', '=', 'staff@angkor.test').executeTakeFirstOrThrow()).id,
    markers: [],
  };
  owner.markers = [MARKER, ownerUser.email, owner.designId, owner.playerId, owner.orderId, owner.cartItemId, owner.myImageId, owner.shopTemplateId, owner.collectionId, owner.collectionCode, owner.entryId, sid];

  const sameShop = await tokenFor(TENANT_ONE_HOST, await registerUser(ctx.app, TENANT_ONE_HOST));
  const otherShop = await tokenFor(TENANT_TWO_HOST, await registerUser(ctx.app, TENANT_TWO_HOST));
  const customerRoutes: Caller[] = [
    { name: 'anonymous', host: TENANT_ONE_HOST },
    { name: "another shop's customer, on the owner's shop", host: TENANT_ONE_HOST, authorization: `Bearer ${otherShop}` },
    { name: "another shop's customer, on its own shop", host: TENANT_TWO_HOST, authorization: `Bearer ${otherShop}` },
    { name: 'another customer of the same shop', host: TENANT_ONE_HOST, authorization: `Bearer ${sameShop}` },
    { name: 'an administrator on the customer client', host: TENANT_ONE_HOST, authorization: `Bearer ${await adminCustomerToken(DEMO.one.admin.email)}` },
    { name: 'a garbage token', host: TENANT_ONE_HOST, authorization: 'Bearer not.a.token' },
  ];
  const otherAdmin = await tokenFor(TENANT_TWO_HOST, DEMO.two.admin, 'provider');
  const providerRoutes: Caller[] = [
    { name: 'anonymous', host: TENANT_ONE_HOST },
    { name: 'a customer of the shop', host: TENANT_ONE_HOST, authorization: `Bearer ${sameShop}` },
    { name: "another shop's administrator, on the owner's shop", host: TENANT_ONE_HOST, authorization: `Bearer ${otherAdmin}` },
    { name: "another shop's administrator, on its own shop", host: TENANT_TWO_HOST, authorization: `Bearer ${otherAdmin}` },
    { name: 'an administrator on the customer client', host: TENANT_ONE_HOST, authorization: `Bearer ${await adminCustomerToken(DEMO.one.admin.email)}` },
  ];
  callers = { customerRoutes, providerRoutes };
});
afterAll(async () => {
  await ctx.close();
});

const isProviderRoute = (operation: Operation) => operation.path.startsWith('/api/provider/');
/** Callers signed in to an account of their own, where a call without an owner's resource is about them. */
const SIGNED_IN_ELSEWHERE = ['another customer of the same shop', "another shop's customer, on its own shop", "another shop's administrator, on its own shop"];

describe('isolation matrix', () => {
  it('every signed-in operation refuses everyone but its owner, and never answers the owner’s data', async () => {
    const operations = operationsOf(openapi).filter((operation) => operation.signedIn);
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const breaches: string[] = [];
    for (const operation of operations) {
      const list = isProviderRoute(operation) ? callers.providerRoutes : callers.customerRoutes;
      for (const caller of list) {
        const response = await call(operation, caller);
        const name = `${operation.method} ${operation.path} as ${caller.name}`;
        const leaked = owner.markers.filter((marker) => response.body.includes(marker));
        if (leaked.length) breaches.push(`${name}: answer carries the owner's ${leaked.join(', ')}`);
        const sameShopCustomer = SIGNED_IN_ELSEWHERE.includes(caller.name);
        // Calls about the caller's own account (no owner resource in the path) may succeed for a
        // signed-in customer of some shop: they must then only be about the caller (checked above).
        const ownAccountCall = sameShopCustomer && !operation.path.includes('{');
        if (ownAccountCall) continue;
        if (![401, 403, 404].includes(response.statusCode)) breaches.push(`${name}: answered ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it('refuses the same callers whose every text field carries a terminal escape or a formula, and leaks nothing', async () => {
    // Issue 32: escapes (erase a line, write the clipboard) and spreadsheet formulas in what intruders send.
    const HOSTILE = ['x\u001b[2K\r  proof approved\u001b]52;c;eA==\u0007', "=HYPERLINK(\"http://evil.example\");=cmd|' /C calc'!A0"];
    const components = openapi.components?.schemas ?? {};
    const breaches: string[] = [];
    for (const operation of operationsOf(openapi).filter((candidate) => candidate.signedIn && candidate.body)) {
      const fields = textFieldsOf(operation.body as JsonSchema, components);
      if (fields.length === 0) continue;
      const list = isProviderRoute(operation) ? callers.providerRoutes : callers.customerRoutes;
      // One field at a time, the rest valid: what is refused is the text, not a broken body.
      for (const [index, text] of HOSTILE.entries()) for (const field of fields) {
        const body = withValueAt(bodyFor(operation), field.path, text);
        for (const caller of list) {
          const response = await call(operation, caller, body);
          const name = `${operation.method} ${operation.path} ${field.path.join('.')} (hostile text ${index}) as ${caller.name}`;
          const leaked = owner.markers.filter((marker) => response.body.includes(marker));
          if (leaked.length) breaches.push(`${name}: answer carries the owner's ${leaked.join(', ')}`);
          // A formula is only text: a call about the caller's own account may take it (the CSV writer neutralises it).
          const ownAccountFormula = index === 1 && !operation.path.includes('{') && SIGNED_IN_ELSEWHERE.includes(caller.name);
          if (ownAccountFormula && response.statusCode < 500) continue;
          if (response.statusCode < 400 || response.statusCode >= 500) breaches.push(`${name}: answered ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });

  it("leaves the owner's data as it was", async () => {
    const auth = { host: TENANT_ONE_HOST, authorization: `Bearer ${owner.token}` };
    const design = await ctx.app.inject({ method: 'GET', url: `/api/designs/${owner.designId}`, headers: auth });
    expect(design.statusCode).toBe(200);
    expect(design.json().data).toMatchObject({ version: 1, name: `${MARKER} design` });
    const details = await ctx.app.inject({ method: 'GET', url: '/api/accounts/details', headers: auth });
    expect(details.json().data.firstName).toBe(MARKER);
    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${owner.orderId}`, headers: auth });
    // The one payment the shop recorded, not reversed by anyone (issue 38).
    expect(order.json().data).toMatchObject({ status: 'REVIEWING', paidAmountCents: 100 });
    expect(order.json().data.events).toHaveLength(2);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: auth });
    expect(cart.json().data.items).toHaveLength(1);
    const players = await ctx.app.inject({ method: 'GET', url: '/api/players', headers: auth });
    expect(players.json().data).toEqual([expect.objectContaining({ id: owner.playerId, name: `${MARKER} Player` })]);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/images/mine', headers: auth });
    expect(mine.json().hits).toEqual([expect.objectContaining({ id: owner.myImageId, tags: `${MARKER} own logo.svg` })]);
    const shopAdmin = await tokenFor(TENANT_ONE_HOST, DEMO.one.admin, 'provider');
    const production = await ctx.app.inject({ method: 'GET', url: '/api/provider/production/settings', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(production.json().data.inks).toEqual([{ name: `${MARKER} Ink`, hex: '#123456' }]);
    const templates = await ctx.app.inject({ method: 'GET', url: '/api/provider/templates?type=SOCCER_KIT', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(templates.json().data).toContainEqual(expect.objectContaining({ id: owner.shopTemplateId, name: `${MARKER} template`, published: false }));
    const pictures = await ctx.app.inject({ method: 'GET', url: '/api/provider/images', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(pictures.json().data).toContainEqual(expect.objectContaining({ id: owner.shopImageId, tags: { en: [`${MARKER} crest`], kh: [] } }));
    const mail = await ctx.app.inject({ method: 'GET', url: '/api/provider/settings/mail', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(mail.json().data).toEqual({ newOrdersTo: 'hello@angkor.test', newOrdersToIsContactEmail: true });
    const leadTimes = await ctx.app.inject({ method: 'GET', url: '/api/provider/settings/lead-times', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(leadTimes.json().data.days.REVIEWING).toBe(2);
    const paymentRules = await ctx.app.inject({ method: 'GET', url: '/api/provider/settings/payments', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(paymentRules.json().data).toMatchObject({
      methods: { khqr: null, bankTransfer: expect.objectContaining({ accountNumber: '000 123 456' }), cashOnDelivery: false },
      deposit: null,
    });
    const shares = await ctx.app.inject({ method: 'GET', url: '/api/provider/collection-payments', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(shares.json().data.find((each: { id: string }) => each.id === owner.collectionId)?.entries[0]).toMatchObject({ paidCents: 100, payments: [{ note: `${MARKER} share` }] });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${owner.orderId}`, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } })).json().data.payments).toEqual([
      expect.objectContaining({ id: owner.paymentId, amountCents: 100, reversedById: null }),
    ]);
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/provider/catalogue', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${shopAdmin}` } });
    expect(catalogue.json().data).toMatchObject({ productionDays: 14, deliveryCents: 500 });
    expect(catalogue.json().data.garments[0]).toMatchObject({ productType: 'SOCCER_KIT', offered: true, tiers: [{ minQuantity: 1, unitCents: 2800 }, { minQuantity: 10, unitCents: 2450 }, { minQuantity: 25, unitCents: 2100 }] });
  });

  it("public operations of one shop never answer another shop's data", async () => {
    const shopOneIds: string[] = [];
    const whoamiOne = (await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } })).json();
    shopOneIds.push(whoamiOne.data.id, ...whoamiOne.data.templates.map((template: { id: string }) => template.id));
    const fabricsOne = (await ctx.app.inject({ method: 'GET', url: '/api/fabrics', headers: { host: TENANT_ONE_HOST } })).json();
    shopOneIds.push(...fabricsOne.data.fabrics.map((fabric: { id: string }) => fabric.id), owner.shopImageId);
    const templateOne = whoamiOne.data.templates[0]?.id as string;

    const publicReads = operationsOf(openapi).filter((operation) => !operation.signedIn && operation.method === 'GET');
    const breaches: string[] = [];
    for (const operation of publicReads) {
      let url = operation.path;
      if (url.includes('{')) {
        // A public read of one resource: shop one's, asked for on shop two.
        if (operation.path === '/api/images/art/{id}') url = '/api/images/art/trophy-cup-gold';
        else if (operation.path === '/api/images/shop/{id}') url = `/api/images/shop/${owner.shopImageId}`;
        // The font catalogue is the same for every shop: nothing of shop one's in it either way.
        else if (operation.path === '/api/fonts/{id}') url = '/api/fonts/oswald';
        else if (operation.path === '/api/fonts/{id}/files/{file}') url = '/api/fonts/oswald/files/oswald-latin-400-normal.woff2';
        // A garment's size guide: shop two's own (shop one's measured kit is checked in size-guide.test.ts).
        else if (operation.path === '/api/size-guides/{product}') url = '/api/size-guides/soccer';
        // Shop one's collection by its code, asked for on shop two: it must not be found.
        else if (operation.path === '/api/join/{code}') url = `/api/join/${owner.collectionCode}`;
        else if (operation.path === '/api/join/{code}/entries/{entryId}') url = `/api/join/${owner.collectionCode}/entries/${owner.entryId}`;
        else if (operation.path !== '/api/templates/{id}') throw new Error(`${operation.path}: name a shop-one resource for its path parameters here`);
        else url = `/api/templates/${templateOne}`;
      }
      if (operation.path === '/api/templates') url += '?type=SOCCER_KIT';
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_TWO_HOST } });
      const leaked = shopOneIds.filter((id) => response.body.includes(id));
      if (leaked.length) breaches.push(`GET ${url} on shop two carries shop one's ${leaked.join(', ')}`);
      if ((url.startsWith('/api/templates/') || url.startsWith('/api/images/shop/')) && response.statusCode !== 404) breaches.push(`GET ${url} on shop two answered ${response.statusCode}`);
    }
    expect(breaches).toEqual([]);
  });
});
