import { randomBytes } from 'node:crypto';
import {
  LeadTimesResponse,
  OrdersVersionResponse,
  ProviderOrderListResponse,
  ShopOrderBoardResponse,
  TokenResponse,
} from '@teamwear/shared/contracts';
import { createTestApp, decodePart, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let admin: Record<string, string>;
let otherShopAdmin: Record<string, string>;
/** Unique to this run, so that the demo shops' own orders never match a search. */
const run = randomBytes(3).toString('hex');
const DAY = 24 * 60 * 60 * 1000;

interface Customer {
  id: string;
  email: string;
  headers: Record<string, string>;
  playerId: string;
}

let keys = 0;

async function customer(host: string, firstName: string): Promise<Customer> {
  const user = await registerUser(ctx.app, host, { firstName });
  const token = TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token;
  const headers = { host, authorization: `Bearer ${token}` };
  const player = await ctx.app.inject({ method: 'POST', url: '/api/players', headers, payload: { name: 'Sokha', number: 4, size: 'L' } });
  return { id: String(decodePart(token, 1).sub), email: user.email, headers, playerId: player.json().data.id };
}

/** A design of `product` with this team name, ordered with `players` pieces; its order's id and number. */
async function order(who: Customer, product: 'polo' | 'soccer', teamName: string, players = 1): Promise<{ id: string; number: number }> {
  const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: who.headers, payload: { document: { schemaVersion: 2, product, teamName } } });
  expect(design.statusCode).toBe(201);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': `board-test-${run}-${(keys += 1)}` },
    payload: {
      designId: design.json().data.id,
      players: [{ playerId: who.playerId, size: 'L' }],
      extras: players > 1 ? [{ size: 'M', quantity: players - 1 }] : [],
      address: 'Street 1',
      phone: '012 345 678',
    },
  });
  expect(placed.statusCode).toBe(201);
  return { id: placed.json().data.id, number: placed.json().data.number };
}

async function move(id: string, to: string, headers = admin) {
  const moved = await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${id}/transition`, headers, payload: { to, note: 'moved by the test' } });
  expect([moved.statusCode, to]).toEqual([200, to]);
}

async function version(headers = admin): Promise<string> {
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/provider/orders/version', headers });
  expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
  return OrdersVersionResponse.parse(answer.json()).data.version;
}

async function table(query: string, headers = admin) {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders?${query}`, headers });
  expect([answer.statusCode, answer.body]).toEqual([200, expect.any(String)]);
  return ProviderOrderListResponse.parse(answer.json());
}

async function board(query: string, headers = admin) {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/board?${query}`, headers });
  expect([answer.statusCode, answer.body]).toEqual([200, expect.any(String)]);
  return ShopOrderBoardResponse.parse(answer.json()).data;
}

const numbers = (rows: readonly { number: number }[]) => rows.map((row) => row.number);

let chenda: Customer;
let dara: Customer;
/** Chenda's: a polo of the Tigers (REVIEWING), a soccer kit of 5 pieces (APPROVED, paid in part), a polo (REJECTED). Dara's: a soccer kit (REVIEWING), placed three days later. */
const placed: Record<'tigers' | 'kit' | 'rejected' | 'lotus', { id: string; number: number }> = {} as never;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  admin = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin)}` };
  otherShopAdmin = { host: TENANT_TWO_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin)}` };
  chenda = await customer(TENANT_ONE_HOST, `Chenda${run}`);
  dara = await customer(TENANT_ONE_HOST, `Dara${run}`);
  placed.tigers = await order(chenda, 'polo', `Tigers ${run}`);
  placed.kit = await order(chenda, 'soccer', `Kit ${run}`, 5);
  placed.rejected = await order(chenda, 'polo', `Gone ${run}`);
  await move(placed.kit.id, 'APPROVED');
  await move(placed.rejected.id, 'REJECTED');
  const paid = await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${placed.kit.id}/payments`, headers: admin, payload: { amountCents: 1000 } });
  expect(paid.statusCode).toBe(200);
  ctx.clock.advance(3 * DAY);
  placed.lotus = await order(dara, 'soccer', `Lotus FC ${run}`);
});
afterAll(async () => {
  await ctx.close();
});

describe('the shop’s orders version', () => {
  it('changes with a new order, a move and a payment, and not with another shop’s order', async () => {
    const before = await version();
    const otherShop = await customer(TENANT_TWO_HOST, 'Mekong');
    const otherBefore = await version(otherShopAdmin);
    await order(otherShop, 'polo', `Other ${run}`);
    expect(await version()).toBe(before);
    expect(await version(otherShopAdmin)).not.toBe(otherBefore);

    const fresh = await order(chenda, 'polo', `Fresh ${run}`);
    const afterOrder = await version();
    expect(afterOrder).not.toBe(before);
    await move(fresh.id, 'APPROVED');
    const afterMove = await version();
    expect(afterMove).not.toBe(afterOrder);
    const paid = await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${fresh.id}/payments`, headers: admin, payload: { amountCents: 100 } });
    expect(paid.statusCode).toBe(200);
    const afterPayment = await version();
    expect(afterPayment).not.toBe(afterMove);
    // Never back to a value it had.
    expect(BigInt(afterPayment)).toBeGreaterThan(BigInt(afterMove));
    await move(fresh.id, 'CANCELED');
  });

  it('changes when a customer renames themselves, whose name the table shows', async () => {
    const before = await version();
    const renamed = await ctx.app.inject({ method: 'PUT', url: '/api/accounts/details', headers: dara.headers, payload: { firstName: `Darareth${run}`, lastName: 'User', phoneNumber: '+855 12 345 678' } });
    expect(renamed.statusCode).toBe(200);
    expect(await version()).not.toBe(before);
    const found = await table(`search=Darareth${run}`);
    expect(found.data.map((row) => row.customer.name)).toEqual([`Darareth${run} User`]);
  });

  it('is the shop team’s: a customer is refused, and nobody signed out gets it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/provider/orders/version', headers: chenda.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/provider/orders/version', headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(401);
  });
});

describe('the shop’s order table', () => {
  it('finds an order by its team name, its customer’s name or e-mail, or its number', async () => {
    expect(numbers((await table(`search=${encodeURIComponent(`tigers ${run}`)}`)).data)).toEqual([placed.tigers.number]);
    const byCustomer = await table(`search=Chenda${run}&sort=number&direction=asc`);
    expect(numbers(byCustomer.data)).toEqual(expect.arrayContaining([placed.tigers.number, placed.kit.number, placed.rejected.number]));
    expect(byCustomer.data.every((row) => row.customer.id === chenda.id)).toBe(true);
    const byEmail = await table(`search=${encodeURIComponent(chenda.email.toUpperCase())}`);
    expect(new Set(byEmail.data.map((row) => row.customer.email))).toEqual(new Set([chenda.email]));
    expect(numbers((await table(`search=${placed.lotus.number}`)).data)).toContain(placed.lotus.number);
    const row = (await table(`search=${encodeURIComponent(`Lotus FC ${run}`)}`)).data[0];
    expect(row).toMatchObject({ number: placed.lotus.number, teamName: `Lotus FC ${run}`, product: 'soccer', status: 'REVIEWING', customer: { id: dara.id } });
  });

  it('filters by one status or several, garment, customer and the days ordered', async () => {
    const mine = `customerId=${chenda.id}`;
    expect(numbers((await table(`${mine}&status=APPROVED`)).data)).toEqual([placed.kit.number]);
    expect(new Set(numbers((await table(`${mine}&status=REVIEWING,REJECTED`)).data))).toEqual(new Set([placed.tigers.number, placed.rejected.number]));
    expect(numbers((await table(`${mine}&status=REVIEWING&status=APPROVED&product=soccer`)).data)).toEqual([placed.kit.number]);

    const firstDay = new Date(ctx.clock.now().getTime() - 3 * DAY).toISOString().slice(0, 10);
    const lastDay = ctx.clock.now().toISOString().slice(0, 10);
    const both = `search=${run}&sort=number&direction=asc`;
    const early = await table(`${both}&orderedFrom=${firstDay}&orderedTo=${firstDay}`);
    expect(numbers(early.data)).toEqual(expect.arrayContaining([placed.tigers.number, placed.kit.number]));
    expect(numbers(early.data)).not.toContain(placed.lotus.number);
    expect(numbers((await table(`${both}&orderedFrom=${lastDay}&orderedTo=${lastDay}`)).data)).toContain(placed.lotus.number);
    expect(numbers((await table(`${both}&orderedFrom=${lastDay}&orderedTo=${lastDay}`)).data)).not.toContain(placed.tigers.number);
  });

  it('sorts by grand total, number, status and customer, both ways, and pages', async () => {
    const mine = `customerId=${chenda.id}&status=REVIEWING,APPROVED,REJECTED`;
    const byTotal = (await table(`${mine}&sort=grandTotal&direction=desc`)).data;
    expect(byTotal[0]?.number).toBe(placed.kit.number);
    expect(byTotal.map((row) => row.grandTotalCents)).toEqual([...byTotal.map((row) => row.grandTotalCents)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(numbers((await table(`${mine}&sort=number&direction=asc`)).data)).toEqual([placed.tigers.number, placed.kit.number, placed.rejected.number]);
    expect(numbers((await table(`${mine}&sort=status&direction=asc`)).data)).toEqual([placed.tigers.number, placed.kit.number, placed.rejected.number]);

    const people = `search=${run}&status=REVIEWING&sort=customer`;
    expect((await table(`${people}&direction=asc`)).data.map((row) => row.customer.id)).toEqual([chenda.id, dara.id]);
    expect((await table(`${people}&direction=desc`)).data.map((row) => row.customer.id)).toEqual([dara.id, chenda.id]);

    const first = await table(`${mine}&sort=number&direction=asc&pageSize=2&page=1`);
    const second = await table(`${mine}&sort=number&direction=asc&pageSize=2&page=2`);
    expect([first.total, numbers(first.data), numbers(second.data)]).toEqual([3, [placed.tigers.number, placed.kit.number], [placed.rejected.number]]);
    const past = await table(`${mine}&pageSize=2&page=9`);
    expect([past.total, past.data]).toEqual([3, []]);
  });

  it('says what is still to pay and since when an order is in its status', async () => {
    const kit = (await table(`customerId=${chenda.id}&status=APPROVED`)).data[0];
    expect(kit?.balanceDueCents).toBe((kit?.grandTotalCents ?? 0) - 1000);
    expect(kit?.paidAmountCents).toBe(1000);
    expect(kit?.statusSince).toBe(kit?.approvedAt);
    const rejected = (await table(`customerId=${chenda.id}&status=REJECTED`)).data[0];
    expect([rejected?.balanceDueCents, rejected?.dueBy, rejected?.overdue]).toEqual([0, null, false]);
  });

  it('refuses a query it cannot read with 400 and what is wrong', async () => {
    for (const [query, field] of [
      ['status=SHIPPED', 'status'],
      ['orderedFrom=2026-13-01', 'orderedFrom'],
      ['orderedFrom=2026-03-05&orderedTo=2026-03-01', 'orderedTo'],
      ['timeZone=Mars/Olympus', 'timeZone'],
      ['sort=price', 'sort'],
      ['direction=up', 'direction'],
      ['customerId=42', 'customerId'],
      ['product=kilt', 'product'],
      ['pageSize=1000', 'pageSize'],
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders?${query}`, headers: admin });
      expect([query, answer.statusCode, answer.json().code]).toEqual([query, 400, 'VALIDATION_FAILED']);
      expect(Object.keys(answer.json().fields ?? {}).join(' ')).toContain(field);
    }
  });
});

describe('the shop’s order board', () => {
  it('counts each status and shows its first cards, the longest waiting first', async () => {
    const columns = (await board(`search=${run}`)).columns;
    expect(columns.map((column) => column.status)).toEqual(['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED']);
    const reviewing = columns.find((column) => column.status === 'REVIEWING');
    expect(numbers(reviewing?.cards ?? [])).toEqual([placed.tigers.number, placed.lotus.number]);
    expect(reviewing?.count).toBe(2);
    expect(numbers(columns.find((column) => column.status === 'APPROVED')?.cards ?? [])).toEqual([placed.kit.number]);
    expect(reviewing?.cards[0]).toMatchObject({ teamName: `Tigers ${run}`, customer: { id: chenda.id }, product: 'polo' });
  });

  it('shows the closed columns when asked, filters by garment, and counts the shop’s orders waiting for review', async () => {
    const closed = await board(`search=${run}&closed=true`);
    expect(closed.columns.map((column) => column.status)).toEqual(['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED', 'REJECTED', 'CANCELED']);
    expect(numbers(closed.columns.find((column) => column.status === 'REJECTED')?.cards ?? [])).toEqual([placed.rejected.number]);
    const soccer = await board(`search=${run}&product=soccer`);
    expect(soccer.columns.find((column) => column.status === 'REVIEWING')?.count).toBe(1);
    const all = await board('');
    expect(all.waitingForReview).toBe(all.columns.find((column) => column.status === 'REVIEWING')?.count);
    expect(soccer.waitingForReview).toBe(all.waitingForReview);
    const one = await board(`search=${run}&cards=1`);
    expect(one.columns.find((column) => column.status === 'REVIEWING')).toMatchObject({ count: 2, cards: [expect.objectContaining({ number: placed.tigers.number })] });
  });

  it('moves a card when its order moves', async () => {
    const before = await board(`customerId=${dara.id}`);
    expect(numbers(before.columns[0]?.cards ?? [])).toEqual([placed.lotus.number]);
    ctx.clock.advance(DAY);
    const movedAt = ctx.clock.now().getTime();
    await move(placed.lotus.id, 'APPROVED');
    const after = await board(`customerId=${dara.id}`);
    expect(after.columns.map((column) => column.count)).toEqual([0, 1, 0, 0, 0, 0]);
    const card = after.columns[1]?.cards[0];
    // In APPROVED since the move (the test's clock), not since it was ordered a day before.
    expect(Date.parse(card?.statusSince ?? '')).toBeGreaterThanOrEqual(movedAt);
    // A card is what the board shows and no more (its size is what a board's answer costs).
    // depositOverdueSince: the shop's deposit rule marks a card whose deposit is late (issue 38).
    expect(Object.keys(card ?? {}).sort()).toEqual(['balanceDueCents', 'customer', 'depositOverdueSince', 'dueBy', 'id', 'model', 'number', 'overdue', 'product', 'quantity', 'status', 'statusSince', 'teamName']);
    expect(card?.customer).toEqual({ id: dara.id, name: expect.any(String) });
  });

  it('refuses a query it cannot read with 400', async () => {
    for (const query of ['cards=51', 'cards=0', 'closed=maybe', 'search=' + 'x'.repeat(101)]) {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/board?${query}`, headers: admin });
      expect([query, answer.statusCode]).toEqual([query, 400]);
    }
  });
});

describe('lead times', () => {
  it('marks an order that waits longer than the shop’s lead time for its status, as the clock moves', async () => {
    const fresh = await order(chenda, 'polo', `Late ${run}`);
    const find = async () => (await table(`search=${encodeURIComponent(`Late ${run}`)}`)).data[0];
    const card = async () => (await board(`search=${encodeURIComponent(`Late ${run}`)}`)).columns[0]?.cards[0];
    expect([(await find())?.overdue, (await card())?.overdue]).toEqual([false, false]);
    expect(Date.parse((await find())?.dueBy ?? '') - Date.parse((await find())?.statusSince ?? '')).toBe(2 * DAY);
    // Nothing changed in the database: the answers kept from before must not be sent again.
    ctx.clock.advance(2 * DAY + 60_000);
    expect([(await find())?.overdue, (await card())?.overdue]).toEqual([true, true]);

    const set = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/lead-times', headers: admin, payload: { REVIEWING: 5 } });
    expect(set.statusCode).toBe(200);
    expect(LeadTimesResponse.parse(set.json()).data.days).toEqual({ REVIEWING: 5, APPROVED: 2, PROCESSING: 7, READY: 3, ON_THE_WAY: 10 });
    expect([(await find())?.overdue, (await card())?.overdue]).toEqual([false, false]);
    await move(fresh.id, 'CANCELED');
  });

  it('are read with their defaults, set per status, and put back to the default with null', async () => {
    const read = await ctx.app.inject({ method: 'GET', url: '/api/provider/settings/lead-times', headers: admin });
    expect(LeadTimesResponse.parse(read.json()).data).toEqual({
      days: { REVIEWING: 5, APPROVED: 2, PROCESSING: 7, READY: 3, ON_THE_WAY: 10 },
      defaults: { REVIEWING: 2, APPROVED: 2, PROCESSING: 7, READY: 3, ON_THE_WAY: 10 },
    });
    const back = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/lead-times', headers: admin, payload: { REVIEWING: null, READY: 365 } });
    expect(LeadTimesResponse.parse(back.json()).data.days).toEqual({ REVIEWING: 2, APPROVED: 2, PROCESSING: 7, READY: 365, ON_THE_WAY: 10 });
    // Another shop's are its own.
    const other = await ctx.app.inject({ method: 'GET', url: '/api/provider/settings/lead-times', headers: otherShopAdmin });
    expect(LeadTimesResponse.parse(other.json()).data.days.READY).toBe(3);
  });

  it('take whole days from 1 to 365 of a waiting status, and say which field is wrong', async () => {
    for (const [payload, field] of [
      [{ REVIEWING: 0 }, 'REVIEWING'],
      [{ READY: 1.5 }, 'READY'],
      [{ PROCESSING: 366 }, 'PROCESSING'],
      [{ APPROVED: '3' }, 'APPROVED'],
      [{ COMPLETED: 3 }, ''],
      [{}, ''],
    ] as const) {
      const answer = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/lead-times', headers: admin, payload });
      expect([payload, answer.statusCode, answer.json().code]).toEqual([payload, 400, 'VALIDATION_FAILED']);
      if (field) expect(Object.keys(answer.json().fields ?? {})).toContain(field);
    }
    const customerTry = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/lead-times', headers: chenda.headers, payload: { REVIEWING: 9 } });
    expect(customerTry.statusCode).toBe(403);
  });
});
