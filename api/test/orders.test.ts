import {
  AccountSummaryResponse,
  CartResponse,
  ORDER_STATUSES,
  OrderListResponse,
  OrderResponse,
  OrderStatus as OrderStatuses,
  ProviderOrderListResponse,
  ProviderOrderResponse,
  QuoteResponse,
  TokenResponse,
  type OrderStatus,
} from '@teamwear/shared/contracts';
import { canTransition, type OrderActor } from '@teamwear/shared/orders';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
let provider: Caller;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  // Many orders wait for review at once in these tests.
  const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'angkor').executeTakeFirstOrThrow();
  await writeBehindTheApi(ctx.db, () =>
    ctx.db
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ ...tenant.settings, orders: { maxReviewingPerCustomer: 1000 } }) })
      .where('id', '=', tenant.id)
      .execute(),
  );
  provider = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
});
afterAll(async () => {
  await ctx.close();
});

interface Caller {
  host: string;
  token: string;
}


async function newCustomer(host = TENANT_ONE_HOST): Promise<Caller & { email: string }> {
  const user = await registerUser(ctx.app, host);
  return { host, email: user.email, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
}

function call(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

interface Team {
  customer: Caller & { email: string };
  designId: string;
  playerIds: string[];
}

/** A customer with a soccer design and `players` players on their roster. */
async function team(players = 12, host = TENANT_ONE_HOST, product = 'soccer'): Promise<Team> {
  const customer = await newCustomer(host);
  const design = await call(customer, 'POST', '/api/designs', {
    document: { schemaVersion: 2, product, teamName: 'Angkor FC', layers: [{ id: 'n', kind: 'text', text: 'ANGKOR' }] },
  });
  expect(design.statusCode).toBe(201);
  const rows = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, number: i + 1, size: ['S', 'M', 'L'][i % 3] }));
  if (players) expect((await call(customer, 'POST', '/api/players/import', { rows })).statusCode).toBe(201);
  const list = await call(customer, 'GET', '/api/players?sort=number&pageSize=1000');
  return { customer, designId: design.json().data.id, playerIds: list.json().data.map((player: { id: string }) => player.id) };
}

function orderBody(t: Team, overrides: Record<string, unknown> = {}) {
  return {
    designId: t.designId,
    players: t.playerIds.map((playerId) => ({ playerId, size: 'M' })),
    extras: [],
    address: 'No. 5, Street 7, Siem Reap',
    phone: '+855 12 345 678',
    note: '',
    ...overrides,
  };
}

async function placeOrder(t: Team, overrides: Record<string, unknown> = {}) {
  const response = await call(t.customer, 'POST', '/api/orders', orderBody(t, overrides), { 'idempotency-key': newKey() });
  expect(response.statusCode).toBe(201);
  return OrderResponse.parse(response.json()).data;
}

/** The shop's move: rejecting and canceling take a reason, shipping a carrier and tracking reference (given here when the test gives none). */
const transition = (reference: string, to: string, note = '') =>
  call(provider, 'POST', `/api/provider/orders/${reference}/transition`, {
    to,
    note: note || (to === 'REJECTED' || to === 'CANCELED' ? 'Out of this fabric' : ''),
    ...(to === 'ON_THE_WAY' ? { carrier: 'J&T Express', trackingReference: 'JT7788123KH' } : {}),
  });
/** The customer approves the order's proof: production (PROCESSING) waits for it. */
const approveProof = (t: Team, orderId: string, note = '') => call(t.customer, 'POST', `/api/orders/${orderId}/proof/approve`, { note });

describe('cart', () => {
  it('keeps designs to order on the server: add once, list with pictures, remove', async () => {
    const t = await team(0);
    const empty = CartResponse.parse((await call(t.customer, 'GET', '/api/cart')).json());
    expect(empty.data.items).toEqual([]);
    const added = await call(t.customer, 'POST', '/api/cart/items', { designId: t.designId });
    expect(added.statusCode).toBe(201);
    expect((await call(t.customer, 'POST', '/api/cart/items', { designId: t.designId })).statusCode).toBe(200);
    const cart = CartResponse.parse((await call(t.customer, 'GET', '/api/cart')).json());
    expect(cart.data.items).toHaveLength(1);
    expect(cart.data.items[0]?.design).toMatchObject({ id: t.designId, name: 'Angkor FC', product: 'soccer' });
    const other = await newCustomer();
    expect((await call(other, 'POST', '/api/cart/items', { designId: t.designId })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/cart/items/${added.json().data.id}`)).statusCode).toBe(404);
    expect((await call(t.customer, 'DELETE', `/api/cart/items/${added.json().data.id}`)).statusCode).toBe(204);
    expect(CartResponse.parse((await call(t.customer, 'GET', '/api/cart')).json()).data.items).toEqual([]);
  });

  it('loses a design that is deleted', async () => {
    const t = await team(0);
    await call(t.customer, 'POST', '/api/cart/items', { designId: t.designId });
    await call(t.customer, 'DELETE', `/api/designs/${t.designId}`);
    expect(CartResponse.parse((await call(t.customer, 'GET', '/api/cart')).json()).data.items).toEqual([]);
  });
});

describe('quotes', () => {
  it("prices by the shop's tiers, with a name and number per player and delivery, in cents", async () => {
    const t = await team(12);
    const quote = async (players: number, extras: { size: string; quantity: number }[] = []) =>
      QuoteResponse.parse(
        (await call(t.customer, 'POST', '/api/orders/quote', { designId: t.designId, players: t.playerIds.slice(0, players).map((playerId) => ({ playerId, size: 'M' })), extras })).json(),
      ).data;
    expect(await quote(9)).toMatchObject({ quantity: 9, unitPriceCents: 2800, totalPriceCents: 9 * 2800 + 9 * 500, grandTotalCents: 9 * 3300 + 500 });
    expect(await quote(12)).toMatchObject({ quantity: 12, unitPriceCents: 2450, grandTotalCents: 12 * 2450 + 12 * 500 + 500 });
    const bulk = await quote(12, [{ size: 'L', quantity: 13 }]);
    expect(bulk).toMatchObject({ quantity: 25, unitPriceCents: 2100, tier: { minQuantity: 25, nextMinQuantity: null } });
    expect(bulk.grandTotalCents).toBe(25 * 2100 + 12 * 300 + 12 * 200 + 500);
  });

  it("follows another shop's own price list", async () => {
    const t = await team(3, TENANT_TWO_HOST);
    const response = await call(t.customer, 'POST', '/api/orders/quote', { designId: t.designId, players: t.playerIds.map((playerId) => ({ playerId, size: 'M' })) });
    expect(QuoteResponse.parse(response.json()).data).toMatchObject({ unitPriceCents: 2500, grandTotalCents: 3 * (2500 + 250 + 150) });
  });

  it("refuses another customer's players, unknown sizes and a garment the shop does not offer", async () => {
    const t = await team(2);
    const other = await team(1);
    const theirs = await call(t.customer, 'POST', '/api/orders/quote', { designId: t.designId, players: [{ playerId: other.playerIds[0], size: 'M' }] });
    expect(theirs.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'players.0.playerId': 'No such player' } });
    const size = await call(t.customer, 'POST', '/api/orders/quote', { designId: t.designId, players: [{ playerId: t.playerIds[0], size: 'XXXXXL' }] });
    expect(size.json().fields).toEqual({ 'players.0.size': 'Size is not one of the shop’s sizes' });
    const twice = await call(t.customer, 'POST', '/api/orders/quote', { designId: t.designId, players: [{ playerId: t.playerIds[0], size: 'M' }, { playerId: t.playerIds[0], size: 'L' }] });
    expect(twice.json().fields).toEqual({ 'players.1.playerId': 'This player is in the order twice' });
    const theirDesign = await call(t.customer, 'POST', '/api/orders/quote', { designId: other.designId, players: [] });
    expect(theirDesign.statusCode).toBe(404);
    const trunks = await team(1, TENANT_TWO_HOST, 'boxingtrunk');
    const notOffered = await call(trunks.customer, 'POST', '/api/orders/quote', { designId: trunks.designId, players: [{ playerId: trunks.playerIds[0], size: 'M' }] });
    expect(notOffered.json().fields).toEqual({ designId: 'The shop does not offer this garment any more' });
  });
});

describe('placing an order', () => {
  it('keeps a snapshot: later edits of the design and roster never change it; prices sent are ignored', async () => {
    const t = await team(3);
    const order = await placeOrder(t, {
      players: [{ playerId: t.playerIds[0], size: 'L', shortsSize: 'XL', name: 'Captain' }, { playerId: t.playerIds[1], size: 'S' }, { playerId: t.playerIds[2], size: 'M' }],
      extras: [{ size: 'XL', quantity: 2 }],
      grandTotalCents: 1,
      status: 'COMPLETED',
    });
    expect(order).toMatchObject({ status: 'REVIEWING', number: expect.any(Number), quantity: 5, model: 'Angkor FC', product: 'soccer', productType: 'SOCCER_KIT' });
    expect(order.grandTotalCents).toBe(5 * 2800 + 3 * 500 + 500);
    expect(order.players[0]).toEqual({ playerId: t.playerIds[0], name: 'Captain', number: 1, size: 'L', shortsSize: 'XL' });
    expect(order.players[1]?.shortsSize).toBe('S'); // shorts start from the shirt size
    expect(order.extras).toEqual([{ size: 'XL', shortsSize: 'XL', quantity: 2 }]);
    expect(order.events.map((event) => [event.kind, event.to])).toEqual([['placed', 'REVIEWING']]);

    const design = (await call(t.customer, 'GET', `/api/designs/${t.designId}`)).json().data;
    await call(t.customer, 'PUT', `/api/designs/${t.designId}`, { document: { ...design.document, teamName: 'Renamed FC' }, baseVersion: design.version, name: 'Renamed' });
    await call(t.customer, 'PUT', `/api/players/${t.playerIds[1]}`, { name: 'Changed', number: 77, size: 'XL' });
    const again = OrderResponse.parse((await call(t.customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    expect(again.model).toBe('Angkor FC');
    expect(again.document.teamName).toBe('Angkor FC');
    expect(again.players[1]).toMatchObject({ name: 'Player 2', number: 2, size: 'S' });
  });

  it('places one order for one Idempotency-Key, also when the same request arrives twice at once', async () => {
    const t = await team(2);
    const key = newKey();
    const [first, second] = await Promise.all([
      call(t.customer, 'POST', '/api/orders', orderBody(t), { 'idempotency-key': key }),
      call(t.customer, 'POST', '/api/orders', orderBody(t), { 'idempotency-key': key }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
    const replay = await call(t.customer, 'POST', '/api/orders', orderBody(t), { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await call(t.customer, 'POST', '/api/orders', orderBody(t, { note: 'different' }), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(OrderListResponse.parse((await call(t.customer, 'GET', '/api/orders')).json()).total).toBe(1);
    const missing = await call(t.customer, 'POST', '/api/orders', orderBody(t));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ 'idempotency-key': 'The Idempotency-Key header is required' });
  });

  it("numbers orders of several customers placed at once one after another, without a gap or a repeat", async () => {
    // The number is taken last in the placing (order-placing.ts); on PostgreSQL these run at once.
    const teams = await Promise.all(Array.from({ length: 6 }, () => team(1)));
    const orders = await Promise.all(teams.map((t) => placeOrder(t)));
    const numbers = orders.map((order) => order.number).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(first).toBeGreaterThan(1000);
    expect(numbers).toEqual(numbers.map((_, i) => first + i));
    const listed = await call(provider, 'GET', `/api/provider/orders?pageSize=100`);
    expect(listed.json().data.every((order: { number: number }) => order.number > 1000)).toBe(true);
  });

  it("answers the product's messages for what is missing", async () => {
    const t = await team(1);
    const response = await call(t.customer, 'POST', '/api/orders', orderBody(t, { players: [], address: ' ', phone: '' }), { 'idempotency-key': newKey() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      players: 'Please select some players',
      address: 'The address is required',
      phone: 'Phone number is required',
    });
  });

  it('takes the design out of the cart, numbers orders one after another, and caps orders waiting for review', async () => {
    const t = await team(1);
    await call(t.customer, 'POST', '/api/cart/items', { designId: t.designId });
    const first = await placeOrder(t);
    const second = await placeOrder(t);
    expect(second.number).toBe(first.number + 1);
    expect(CartResponse.parse((await call(t.customer, 'GET', '/api/cart')).json()).data.items).toEqual([]);

    const mekong = await team(1, TENANT_TWO_HOST);
    const placed = [];
    for (let i = 0; i < 21; i += 1) placed.push((await call(mekong.customer, 'POST', '/api/orders', orderBody(mekong), { 'idempotency-key': newKey() })).statusCode);
    expect(placed.filter((status) => status === 201)).toHaveLength(20);
    expect(placed.at(-1)).toBe(409);
  });
});

describe('life cycle', () => {
  /** Steps that bring a new order to each status, and who takes them. */
  const PATHS: Record<OrderStatus, [OrderStatus, OrderActor][]> = {
    REVIEWING: [],
    APPROVED: [['APPROVED', 'provider']],
    REJECTED: [['REJECTED', 'provider']],
    CANCELED: [['CANCELED', 'customer']],
    PROCESSING: [['APPROVED', 'provider'], ['PROCESSING', 'provider']],
    READY: [['APPROVED', 'provider'], ['PROCESSING', 'provider'], ['READY', 'provider']],
    ON_THE_WAY: [['APPROVED', 'provider'], ['PROCESSING', 'provider'], ['READY', 'provider'], ['ON_THE_WAY', 'provider']],
    COMPLETED: [['APPROVED', 'provider'], ['PROCESSING', 'provider'], ['READY', 'provider'], ['ON_THE_WAY', 'provider'], ['COMPLETED', 'customer']],
  };

  async function move(t: Team, orderId: string, to: OrderStatus, actor: OrderActor) {
    // Production waits for the customer's proof approval (the proof tests below cover the refusal).
    if (actor === 'provider' && to === 'PROCESSING') await approveProof(t, orderId);
    if (actor === 'provider') return transition(orderId, to);
    if (to === 'CANCELED') return call(t.customer, 'POST', `/api/orders/${orderId}/cancel`, {});
    if (to === 'COMPLETED') return call(t.customer, 'POST', `/api/orders/${orderId}/received`, {});
    return null; // the customer has no way to ask for anything else
  }

  it('allows every move of the life cycle and refuses every other with 409, for the customer and the shop', async () => {
    const t = await team(1);
    const orderIn = async (from: OrderStatus) => {
      const order = await placeOrder(t);
      for (const [step, by] of PATHS[from]) expect((await move(t, order.id, step, by))?.statusCode).toBe(200);
      return order;
    };
    let allowedMoves = 0;
    for (const from of ORDER_STATUSES) {
      // A refused move changes nothing, so one order in `from` serves all of them; an allowed one needs its own.
      const refusedHere = await orderIn(from);
      for (const to of ORDER_STATUSES) {
        for (const actor of ['customer', 'provider'] as OrderActor[]) {
          const allowed = canTransition(from, to, actor);
          const order = allowed ? await orderIn(from) : refusedHere;
          const response = await move(t, order.id, to, actor);
          if (!response) continue;
          expect({ from, to, actor, status: response.statusCode }).toEqual({ from, to, actor, status: allowed ? 200 : 409 });
          if (allowed) {
            allowedMoves += 1;
            expect(response.json().data.status).toBe(to);
          } else {
            expect(response.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', status: from });
          }
        }
      }
      const unchanged = OrderResponse.parse((await call(t.customer, 'GET', `/api/orders/${refusedHere.id}`)).json()).data;
      expect(unchanged.status).toBe(from);
    }
    expect(allowedMoves).toBe(10);
  });

  it('records every change as an event with who, when, from, to and note; dates follow the events', async () => {
    const t = await team(2);
    const order = await placeOrder(t);
    expect((await transition(order.id, 'APPROVED', 'Looks great')).statusCode).toBe(200);
    expect((await approveProof(t, order.id, 'All good')).statusCode).toBe(200);
    await transition(String(order.number), 'PROCESSING'); // the shop may use the order number
    await transition(order.id, 'READY');
    await transition(order.id, 'ON_THE_WAY', 'Courier: Vireak Buntham');
    await call(t.customer, 'POST', `/api/orders/${order.id}/received`, { note: 'Thanks!' });
    const done = OrderResponse.parse((await call(t.customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    expect(done.events.map((event) => [event.kind, event.actor, event.from, event.to, event.note])).toEqual([
      ['placed', 'customer', null, 'REVIEWING', ''],
      ['status', 'provider', 'REVIEWING', 'APPROVED', 'Looks great'],
      ['proof', 'customer', null, null, 'All good'],
      ['status', 'provider', 'APPROVED', 'PROCESSING', ''],
      ['status', 'provider', 'PROCESSING', 'READY', ''],
      ['status', 'provider', 'READY', 'ON_THE_WAY', 'Courier: Vireak Buntham'],
      ['status', 'customer', 'ON_THE_WAY', 'COMPLETED', 'Thanks!'],
    ]);
    expect(done.events[1]?.actorName).toBe('Sophea Chan');
    expect(done.approvedAt).toBe(done.events[1]?.at);
    expect(done.proofApprovedAt).toBe(done.events[2]?.at);
    expect(done.deliveredAt).toBe(done.events[5]?.at);
    expect(done.receivedAt).toBe(done.events[6]?.at);
  });

  it("mails the customer on the shop's changes, unless they turned order updates off", async () => {
    const t = await team(1);
    const order = await placeOrder(t);
    await transition(order.id, 'APPROVED', 'See you soon');
    await ctx.deliver();
    const mail = ctx.mail.last(t.customer.email);
    // Approved: the status, and the invoice issued with it (issue 38).
    expect(mail?.subject).toContain(`Order ${order.number}: Approved — your invoice No. `);
    expect(mail?.text).toContain('See you soon');
    expect(mail?.text).toContain(`http://localhost:3000/me/order?id=${order.id}`);

    await call(t.customer, 'PUT', '/api/oauth/notification', { orderUpdates: false, designReviews: true, newsletter: false });
    const before = ctx.mail.to(t.customer.email).length;
    await approveProof(t, order.id);
    await transition(order.id, 'PROCESSING');
    await ctx.deliver();
    expect(ctx.mail.to(t.customer.email)).toHaveLength(before);
  });
});

describe('payments', () => {
  it('adds up to the grand total, never past it, and not on a canceled order', async () => {
    const t = await team(1);
    const order = await placeOrder(t);
    const pay = (reference: string, amountCents: number) => call(provider, 'POST', `/api/provider/orders/${reference}/payments`, { amountCents, note: 'Cash' });
    const half = await pay(order.id, 1000);
    expect(ProviderOrderResponse.parse(half.json()).data.paidAmountCents).toBe(1000);
    expect((await pay(order.id, order.grandTotalCents)).statusCode).toBe(400);
    const rest = await pay(order.id, order.grandTotalCents - 1000);
    expect(rest.json().data.paidAmountCents).toBe(order.grandTotalCents);
    expect(rest.json().data.events.at(-1)).toMatchObject({ kind: 'payment', amountCents: order.grandTotalCents - 1000, note: 'Cash' });
    const canceled = await placeOrder(t);
    await call(t.customer, 'POST', `/api/orders/${canceled.id}/cancel`, {});
    expect((await pay(canceled.id, 100)).statusCode).toBe(409);
  });
});

describe('lists and the dashboard', () => {
  it('lists orders newest first, filters by status, and counts them on the dashboard', async () => {
    const t = await team(1);
    const a = await placeOrder(t);
    const b = await placeOrder(t);
    const c = await placeOrder(t);
    await transition(a.id, 'APPROVED');
    await call(t.customer, 'POST', `/api/orders/${b.id}/cancel`, {});
    await approveProof(t, c.id);
    for (const to of ['APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY'] as const) await transition(c.id, to);
    await call(t.customer, 'POST', `/api/orders/${c.id}/received`, {});
    const all = OrderListResponse.parse((await call(t.customer, 'GET', '/api/orders')).json());
    expect(all.data.map((order) => order.number)).toEqual([c.number, b.number, a.number]);
    const approved = OrderListResponse.parse((await call(t.customer, 'GET', '/api/orders?status=APPROVED')).json());
    expect(approved.data.map((order) => order.id)).toEqual([a.id]);
    expect(approved.total).toBe(1);
    // Pages of two: each says how many there are in all, a page past the end too.
    const page = async (number: number) => OrderListResponse.parse((await call(t.customer, 'GET', `/api/orders?page=${number}&pageSize=2`)).json());
    const [first, second, past] = [await page(1), await page(2), await page(3)];
    expect(first.data.map((order) => order.number)).toEqual([c.number, b.number]);
    expect(second.data.map((order) => order.number)).toEqual([a.number]);
    expect(past.data).toEqual([]);
    expect([all.total, first.total, second.total, past.total]).toEqual([3, 3, 3, 3]);
    const summary = AccountSummaryResponse.parse((await call(t.customer, 'GET', '/api/accounts/summary')).json()).data;
    expect(summary).toMatchObject({ ordersInProgress: 1, ordersCompleted: 1 });
  });

  it('lists each order with the picture of the design as it was ordered', async () => {
    const picture = (pixel: string) => `data:image/png;base64,${pixel}`;
    const t = await team(1);
    const put = (thumbnail: string, baseVersion: number) =>
      call(t.customer, 'PUT', `/api/designs/${t.designId}`, { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, thumbnail, baseVersion });
    expect((await put(picture('AAAA'), 1)).statusCode).toBe(200);
    const order = await placeOrder(t);
    expect((await put(picture('BBBB'), 2)).statusCode).toBe(200);
    const list = OrderListResponse.parse((await call(t.customer, 'GET', '/api/orders')).json());
    expect(list.data.map((row) => [row.id, row.thumbnail])).toEqual([[order.id, picture('AAAA')]]);
    // The shop's table shows no picture and sends none (an order's page draws its sides). A search
    // by the number also finds the orders of customers whose e-mail holds those digits (the random
    // part of user7-a1029f@example.test): the order's own row is picked by its id.
    const shop = ProviderOrderListResponse.parse((await call(provider, 'GET', `/api/provider/orders?search=${order.number}`)).json());
    expect(shop.data.filter((row) => row.id === order.id).map((row) => row.thumbnail)).toEqual([null]);
  });

  it("pages the shop's orders newest first, each with its customer, counted with or without a status", async () => {
    const t = await team(1);
    const [a, b, c] = [await placeOrder(t), await placeOrder(t), await placeOrder(t)];
    await transition(a.id, 'APPROVED');
    const list = async (query: string) => ProviderOrderListResponse.parse((await call(provider, 'GET', `/api/provider/orders${query}`)).json());
    const first = await list('?pageSize=2');
    expect(first.data.map((row) => [row.number, row.customer.email])).toEqual([
      [c.number, t.customer.email],
      [b.number, t.customer.email],
    ]);
    expect(first.data[0]?.customer.name).toBe('Test User');
    const second = await list('?pageSize=2&page=2');
    expect(second.data[0]).toMatchObject({ id: a.id, status: 'APPROVED' });
    // Every page says how many there are in all, a page past the end too, and the statuses add up to it.
    const past = await list(`?pageSize=2&page=${Math.ceil(first.total / 2) + 1}`);
    expect([second.total, past.total]).toEqual([first.total, first.total]);
    expect(past.data).toEqual([]);
    const approved = await list('?status=APPROVED&pageSize=1');
    expect(approved.data.map((row) => row.id)).toEqual([a.id]);
    const byStatus = await Promise.all(OrderStatuses.options.map(async (status) => (await list(`?status=${status}&pageSize=1`)).total));
    expect(byStatus.reduce((sum, total) => sum + total, 0)).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(3);
  });

  it("gives the shop its orders with their customers, searchable; never another shop's", async () => {
    const t = await team(1);
    const order = await placeOrder(t);
    const list = ProviderOrderListResponse.parse((await call(provider, 'GET', `/api/provider/orders?search=${encodeURIComponent(t.customer.email)}`)).json());
    expect(list.data.map((row) => [row.id, row.customer.email])).toEqual([[order.id, t.customer.email]]);
    expect(ProviderOrderListResponse.parse((await call(provider, 'GET', `/api/provider/orders?search=${order.number}`)).json()).data[0]?.id).toBe(order.id);

    const otherShop = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
    expect((await call(otherShop, 'GET', `/api/provider/orders/${order.id}`)).statusCode).toBe(404);
    expect((await call({ ...otherShop, host: TENANT_ONE_HOST }, 'GET', `/api/provider/orders/${order.id}`)).statusCode).toBe(401);
    expect((await call(t.customer, 'GET', '/api/provider/orders')).statusCode).toBe(403);
    const otherList = ProviderOrderListResponse.parse((await call(otherShop, 'GET', '/api/provider/orders?pageSize=100')).json());
    expect(otherList.data.some((row) => row.id === order.id)).toBe(false);
  });
});
