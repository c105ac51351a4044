import { ShopNumbersResponse, TokenResponse, type ShopNumbers, type ShopNumbersWeek } from '@teamwear/shared/contracts';
import { shopDayOf } from '@teamwear/shared/orders';
import { mondayOf, weeksUpTo } from '../src/numbers/shop-weeks';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

// The shop's numbers, its back office's home (issue 36): orders placed in the shop's weeks, revenue
// without canceled orders, paid and due, designs ordered, new customers; only for the shop's owner
// and staff, never another shop's rows. Figures are asserted as what the orders below add to what
// the demo shop already had (read first), so the demo data can change without these breaking.

let ctx: TestContext;
let owner: Caller;
let otherOwner: Caller;

interface Caller {
  host: string;
  token: string;
}

const ZONE = 'Asia/Phnom_Penh';
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  owner = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
  otherOwner = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
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

async function numbers(caller: Caller, timeZone = ZONE): Promise<ShopNumbers> {
  const response = await call(caller, 'GET', `/api/provider/numbers?timeZone=${encodeURIComponent(timeZone)}`);
  expect(response.statusCode).toBe(200);
  return ShopNumbersResponse.parse(response.json()).data;
}

let keys = 0;

async function design(customer: Caller, product = 'soccer'): Promise<string> {
  const response = await call(customer, 'POST', '/api/designs', { document: { schemaVersion: 2, product, teamName: 'Numbers FC', layers: [] } });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** An order of `players` pieces of a new design, then placed at `at` (moved behind the API's back). */
async function order(customer: Caller, players: number, at: Date): Promise<{ id: string; grandTotalCents: number }> {
  const designId = await design(customer);
  const rows = Array.from({ length: players }, (_, i) => ({ name: `N${keys}-${i}`, number: i + 1, size: 'M' }));
  expect((await call(customer, 'POST', '/api/players/import', { rows })).statusCode).toBe(201);
  const listed = (await call(customer, 'GET', '/api/players?pageSize=1000')).json().data as { id: string; name: string }[];
  const mine = listed.filter((player) => rows.some((row) => row.name === player.name));
  keys += 1;
  const placed = await call(
    customer,
    'POST',
    '/api/orders',
    { designId, players: mine.map((player) => ({ playerId: player.id, size: 'M' })), address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678' },
    { 'idempotency-key': `numbers-test-${keys}` },
  );
  expect(placed.statusCode).toBe(201);
  const data = placed.json().data as { id: string; grandTotalCents: number };
  await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('orders').set({ created_at: at }).where('id', '=', data.id).execute());
  return data;
}

/** What `after` has more than `before` in the week starting `start`. */
function added(before: ShopNumbers, after: ShopNumbers, start: string): Omit<ShopNumbersWeek, 'start'> {
  const was = before.weeks.find((week) => week.start === start);
  const is = after.weeks.find((week) => week.start === start);
  if (!was || !is) throw new Error(`no week ${start} in ${after.weeks.map((week) => week.start).join(' ')}`);
  const { start: _was, ...wasFigures } = was;
  const { start: _is, ...isFigures } = is;
  return Object.fromEntries(Object.entries(isFigures).map(([key, value]) => [key, value - wasFigures[key as keyof typeof wasFigures]])) as Omit<ShopNumbersWeek, 'start'>;
}

const countOf = (figures: ShopNumbers, status: string) => figures.statuses.find((row) => row.status === status)?.count ?? 0;

describe('the shop’s numbers', () => {
  const now = new Date();
  const { weeks } = weeksUpTo(now, ZONE, 13);
  const thisWeek = weeks[12]!;
  const lastWeek = weeks[11]!;
  let before: ShopNumbers;
  let beforeUtc: ShopNumbers;
  let beforeOtherShop: ShopNumbers;
  let after: ShopNumbers;
  let paid: { id: string; grandTotalCents: number };
  let previous: { id: string; grandTotalCents: number };
  let canceled: { id: string; grandTotalCents: number };

  beforeAll(async () => {
    before = await numbers(owner);
    beforeUtc = await numbers(owner, 'UTC');
    beforeOtherShop = await numbers(otherOwner);
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const customer = { host: TENANT_ONE_HOST, token: TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token };
    // Monday 00:30 in Phnom Penh is still Sunday in UTC: this week there, last week in UTC.
    paid = await order(customer, 2, new Date(thisWeek.from.getTime() + HOUR / 2));
    previous = await order(customer, 4, new Date(thisWeek.from.getTime() - HOUR / 2));
    canceled = await order(customer, 5, new Date(weeks[9]!.from.getTime() + 30 * HOUR));
    expect((await call(customer, 'POST', `/api/orders/${canceled.id}/cancel`, { note: 'Wrong colours' })).statusCode).toBe(200);
    const payment = await call(owner, 'POST', `/api/provider/orders/${paid.id}/payments`, { amountCents: 1000, method: 'cash' });
    expect(payment.statusCode).toBe(200);
    await design(customer, 'polo'); // saved, never ordered
    after = await numbers(owner);
  });

  it('counts the orders placed in each week of the shop’s time zone, with their pieces, revenue, paid and due', () => {
    expect(after.weeks.map((week) => week.start)).toEqual(weeks.map((week) => week.start));
    expect(added(before, after, thisWeek.start)).toMatchObject({
      ordersPlaced: 1,
      ordersCounted: 1,
      pieces: 2,
      revenueCents: paid.grandTotalCents,
      paidCents: 1000,
      dueCents: paid.grandTotalCents - 1000,
    });
    expect(added(before, after, lastWeek.start)).toMatchObject({ ordersPlaced: 1, ordersCounted: 1, pieces: 4, revenueCents: previous.grandTotalCents, paidCents: 0, dueCents: previous.grandTotalCents });
  });

  it('leaves a canceled order out of the revenue, the pieces and the average, but counts it as placed', () => {
    expect(added(before, after, weeks[9]!.start)).toEqual(expect.objectContaining({ ordersPlaced: 1, ordersCounted: 0, pieces: 0, revenueCents: 0, paidCents: 0, dueCents: 0, averageOrderCents: 0 }));
    expect(countOf(after, 'CANCELED') - countOf(before, 'CANCELED')).toBe(1);
    expect(countOf(after, 'REVIEWING') - countOf(before, 'REVIEWING')).toBe(2);
    const week = after.weeks.find((row) => row.start === lastWeek.start)!;
    expect(week.averageOrderCents).toBe(week.ordersCounted ? Math.round(week.revenueCents / week.ordersCounted) : 0);
  });

  it('puts both orders either side of Phnom Penh’s Monday midnight in one UTC week', async () => {
    const afterUtc = await numbers(owner, 'UTC');
    expect(afterUtc.timeZone).toBe('UTC');
    const utcWeek = mondayOf(shopDayOf(thisWeek.from, 'UTC'));
    expect(added(beforeUtc, afterUtc, utcWeek)).toMatchObject({ ordersPlaced: 2, revenueCents: paid.grandTotalCents + previous.grandTotalCents });
  });

  it('counts designs saved and how many were ordered, and the new customer, in the week they happened', () => {
    // Four designs made now (three ordered, the canceled one's too) and the customer who made them.
    expect(added(before, after, thisWeek.start)).toMatchObject({ designsSaved: 4, designsOrdered: 3, newCustomers: 1 });
  });

  it('names the garments of the most pieces, most first', () => {
    expect(after.topGarments.length).toBeGreaterThan(0);
    const pieces = after.topGarments.map((garment) => garment.pieces);
    expect(pieces).toEqual([...pieces].sort((a, b) => b - a));
    expect(after.topGarments.map((garment) => garment.product)).toContain('soccer');
  });

  it('exports the weeks as CSV for a spreadsheet, money in dollars', async () => {
    const response = await call(owner, 'GET', `/api/provider/numbers.csv?timeZone=${ZONE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('numbers.csv');
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('week_start,orders_placed,orders_counted,pieces,revenue_usd,paid_usd,due_usd,average_order_usd,designs_saved,designs_ordered,new_customers');
    expect(lines).toHaveLength(14);
    const week = after.weeks[12]!;
    expect(lines[13]).toBe(
      [week.start, week.ordersPlaced, week.ordersCounted, week.pieces, week.revenueCents / 100, week.paidCents / 100, week.dueCents / 100, week.averageOrderCents / 100, week.designsSaved, week.designsOrdered, week.newCustomers].join(','),
    );
  });

  it('never counts another shop’s rows, and refuses another shop’s token, a customer and the workshop', async () => {
    expect(await numbers(otherOwner)).toEqual(beforeOtherShop);
    expect((await call({ host: TENANT_ONE_HOST, token: otherOwner.token }, 'GET', '/api/provider/numbers')).statusCode).toBe(401);
    const customerToken = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, DEMO.one.customer)).json()).access_token;
    expect((await call({ host: TENANT_ONE_HOST, token: customerToken }, 'GET', '/api/provider/numbers')).statusCode).toBe(403);
    const workshop = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'workshop@angkor.test', password: 'Workshop#2026pass' });
    const refused = await call({ host: TENANT_ONE_HOST, token: workshop }, 'GET', '/api/provider/numbers.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
  });

  it('says what a time zone is when given something else', async () => {
    const response = await call(owner, 'GET', '/api/provider/numbers?timeZone=Mars%2FOlympus');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('timeZone must be a time zone') });
  });
});
