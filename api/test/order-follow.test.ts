// Following an order (issue 33): the pages learn that an order changed without a reload, the
// customer and the shop are mailed when an order is placed, and an order completed with money
// unpaid says so to the shop.
import { OrderResponse, OrdersVersionResponse, ShopMailSettingsResponse, TokenResponse } from '@teamwear/shared/contracts';
import { runProviderCommand } from '../src/cli/provider-commands';
import { createTestApp, DEMO, fetchThroughApp, providerToken, registerUser, signIn, TENANT_ONE_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
let shop: Caller;
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
  shop = { token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
});
afterAll(async () => {
  await ctx.close();
});

interface Caller {
  token: string;
}

function call(caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let keys = 0;
interface Customer extends Caller {
  email: string;
  designId: string;
  playerId: string;
}

async function customer(firstName = 'Dara'): Promise<Customer> {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName });
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  const caller = { token };
  const design = await call(caller, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Angkor home kit' });
  const player = await call(caller, 'POST', '/api/players', { name: 'Sokha', number: 7, size: 'M' });
  return { token, email: user.email, designId: design.json().data.id, playerId: player.json().data.id };
}

async function place(c: Customer, note = '', extras: { size: string; quantity: number }[] = []) {
  const response = await call(
    c,
    'POST',
    '/api/orders',
    { designId: c.designId, players: [{ playerId: c.playerId, size: 'M' }], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678', note, extras },
    { 'idempotency-key': `order-follow-${(keys += 1)}` },
  );
  expect(response.statusCode).toBe(201);
  return OrderResponse.parse(response.json()).data;
}

const versionOf = async (c: Caller) => {
  const response = await call(c, 'GET', '/api/orders/version');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return OrdersVersionResponse.parse(response.json()).data.version;
};

describe("the customer's orders version (a page polls it to stay current)", () => {
  it('changes when the shop approves an order, and only when one of the customer’s orders changes', async () => {
    const dara = await customer();
    const other = await customer('Other');
    const order = await place(dara);
    const placed = await versionOf(dara);
    expect(await versionOf(dara)).toBe(placed);

    // Another customer's order, placed and approved, is not Dara's change.
    const theirs = await place(other);
    expect((await call(shop, 'POST', `/api/provider/orders/${theirs.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    expect(await versionOf(dara)).toBe(placed);

    // The reproduction: the shop approves; the open order page must learn it without a reload.
    expect((await call(shop, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    const approved = await versionOf(dara);
    expect(approved).not.toBe(placed);
    expect(OrderResponse.parse((await call(dara, 'GET', `/api/orders/${order.id}`)).json()).data.status).toBe('APPROVED');

    // A payment the shop records is a change the page shows too (what is still to pay).
    expect((await call(shop, 'POST', `/api/provider/orders/${order.id}/payments`, { amountCents: 500 })).statusCode).toBe(200);
    expect(await versionOf(dara)).not.toBe(approved);
  });

  it('answers a customer with no order yet, and nobody signed out', async () => {
    expect(await versionOf(await customer())).toEqual(expect.any(String));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/version', headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(401);
  });
});

describe('mails when an order is placed', () => {
  it("confirms the order to the customer and tells the shop at its contact address (issue 33: neither was sent)", async () => {
    const dara = await customer('Dara');
    await ctx.deliver();
    const before = ctx.mail.to('hello@angkor.test').length;
    const order = await place(dara, 'Please use the darker green');
    await ctx.deliver();

    const confirmation = ctx.mail.last(dara.email);
    expect(confirmation?.subject).toBe(`Order ${order.number} is placed`);
    expect(confirmation?.text).toContain('Hello Dara,');
    expect(confirmation?.text).toContain('“Angkor home kit”');
    expect(confirmation?.text).toContain(`Still to pay: $${(order.grandTotalCents / 100).toFixed(2)}`);
    // How to pay, until payment is built: the shop's contact details.
    expect(confirmation?.text).toContain('+855 63 760 120');
    expect(confirmation?.text).toContain(`http://localhost:3000/me/order?id=${order.id}`);

    const toShop = ctx.mail.to('hello@angkor.test');
    expect(toShop).toHaveLength(before + 1);
    const news = toShop.at(-1);
    expect(news?.subject).toBe(`New order ${order.number} from Dara User`);
    expect(news?.text).toContain(dara.email);
    expect(news?.text).toContain('Please use the darker green');
    expect(news?.text).toContain(`orders show ${order.number}`);
  });

  it("goes to the address the shop sets, and follows the customer's choice of order mails", async () => {
    const refused = await call(shop, 'PUT', '/api/provider/settings/mail', { newOrdersTo: 'not an address' });
    expect(refused.statusCode).toBe(400);
    const dara = await customer('Dara');
    expect((await call(dara, 'PUT', '/api/provider/settings/mail', { newOrdersTo: 'me@example.com' })).statusCode).toBe(403);

    const set = await call(shop, 'PUT', '/api/provider/settings/mail', { newOrdersTo: 'orders@angkor.test' });
    expect(ShopMailSettingsResponse.parse(set.json()).data).toEqual({ newOrdersTo: 'orders@angkor.test', newOrdersToIsContactEmail: false });
    // A customer who turned order mails off gets no confirmation; the shop is told all the same.
    await call(dara, 'PUT', '/api/oauth/notification', { orderUpdates: false, designReviews: true, newsletter: false });
    await ctx.deliver();
    const contactBefore = ctx.mail.to('hello@angkor.test').length;
    const order = await place(dara);
    await ctx.deliver();
    expect(ctx.mail.to(dara.email).filter((mail) => mail.subject.includes(`Order ${order.number}`))).toEqual([]);
    expect(ctx.mail.last('orders@angkor.test')?.subject).toBe(`New order ${order.number} from Dara User`);
    expect(ctx.mail.to('hello@angkor.test')).toHaveLength(contactBefore);

    const reset = await call(shop, 'PUT', '/api/provider/settings/mail', { newOrdersTo: null });
    expect(ShopMailSettingsResponse.parse(reset.json()).data).toEqual({ newOrdersTo: 'hello@angkor.test', newOrdersToIsContactEmail: true });
    expect(ShopMailSettingsResponse.parse((await call(shop, 'GET', '/api/provider/settings/mail')).json()).data.newOrdersTo).toBe('hello@angkor.test');
  });

  it('sends one of each for an order placed twice with the same key', async () => {
    const dara = await customer('Dara');
    const body = { designId: dara.designId, players: [{ playerId: dara.playerId, size: 'M' }], address: 'Street 1', phone: '+855 12 345 678' };
    const headers = { 'idempotency-key': `order-follow-twice-${(keys += 1)}` };
    expect((await call(dara, 'POST', '/api/orders', body, headers)).statusCode).toBe(201);
    expect((await call(dara, 'POST', '/api/orders', body, headers)).statusCode).toBe(200);
    await ctx.deliver();
    expect(ctx.mail.to(dara.email).filter((mail) => mail.subject.endsWith('is placed'))).toHaveLength(1);
  });
});


async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runProviderCommand(args, { url: 'http://localhost', ...DEMO.one.admin }, { fetch: fetchThroughApp(ctx.app), write: (line) => lines.push(line) });
  return { code, out: lines.join('\n') };
}

describe("the shop's command line", () => {
  it('shows the balance, and warns of an order received and completed with money unpaid (issue 33: $140 unpaid, no word)', async () => {
    const dara = await customer('Dara');
    // A team of 10 shirts: $140 of it is left unpaid.
    const order = await place(dara, '', [{ size: 'L', quantity: 9 }]);
    const paid = order.grandTotalCents - 14000;
    expect(paid).toBeGreaterThan(0);
    for (const to of ['APPROVED']) await call(shop, 'POST', `/api/provider/orders/${order.id}/transition`, { to });
    await call(dara, 'POST', `/api/orders/${order.id}/proof/approve`, {});
    for (const to of ['PROCESSING', 'READY']) expect((await call(shop, 'POST', `/api/provider/orders/${order.id}/transition`, { to })).statusCode).toBe(200);
    const shipped = { to: 'ON_THE_WAY', carrier: 'J&T Express', trackingReference: 'JT7788123KH' };
    expect((await call(shop, 'POST', `/api/provider/orders/${order.id}/transition`, shipped)).statusCode).toBe(200);
    expect((await call(shop, 'POST', `/api/provider/orders/${order.id}/payments`, { amountCents: paid })).statusCode).toBe(200);
    expect((await call(dara, 'POST', `/api/orders/${order.id}/received`, {})).statusCode).toBe(200);

    const show = await cli('orders', 'show', String(order.number));
    expect(show.code).toBe(0);
    expect(show.out).toContain('balance due $140.00');
    expect(show.out).toContain(`WARNING     completed with $140.00 unpaid: record a payment with orders pay ${order.number} <amount>`);

    await cli('orders', 'pay', String(order.number), '140');
    const settled = await cli('orders', 'show', String(order.number));
    expect(settled.out).toContain('balance due $0.00 (paid in full)');
    expect(settled.out).not.toContain('WARNING');
  });

  it('shows and changes where new orders are mailed', async () => {
    expect((await cli('settings', 'order-mail')).out).toBe("New orders are mailed to hello@angkor.test (the shop's contact email)");
    expect((await cli('settings', 'order-mail', 'set', 'orders@angkor.test')).out).toBe('New orders are mailed to orders@angkor.test');
    const refused = await cli('settings', 'order-mail', 'set', 'nope');
    expect([refused.code, refused.out]).toEqual([1, 'Refused (400): newOrdersTo must be an email address']);
    expect((await cli('settings', 'order-mail', 'reset')).out).toBe("New orders are mailed to hello@angkor.test (the shop's contact email)");
  });
});
