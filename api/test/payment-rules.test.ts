import { OrderResponse, PaymentRulesResponse, ProviderOrderListResponse, ProviderOrderResponse, type PaymentRulesInput, type ProviderOrder } from '@teamwear/shared/contracts';
import { createTestApp, customerWithPlacedOrder, signInShopPeople, type CallAs, type Caller, type TestContext } from './helpers';

// Issue 38's foundation: the shop's payment rules (methods and a deposit rule), the life cycle
// refusing moves the money does not allow (409 DEPOSIT_MISSING, BALANCE_DUE unless overridden with
// a note), reversing a payment with a note, and overdue deposits on the shop's list.

let ctx: TestContext;
let call: CallAs;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  call = await signInShopPeople(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const RULES = '/api/provider/settings/payments';
const KHQR = { bakongAccountId: 'angkor@aclb', merchantName: 'Angkor Sportswear', merchantCity: 'Siem Reap', currencies: ['USD' as const] };
const BANK = { bankName: 'ABA Bank', bankNameKh: 'ធនាគារ អេប៊ីអេ', accountName: 'Angkor Sportswear Co', accountNumber: '000 123 456' };
const setRules = async (rules: PaymentRulesInput) => {
  const answer = await call('owner', 'PUT', RULES, rules);
  expect(answer.statusCode).toBe(200);
  return PaymentRulesResponse.parse(answer.json()).data;
};

/** A customer of the first shop with a placed order (REVIEWING), and the order as the owner reads it. */
async function placedOrder(): Promise<{ customer: { token: string }; order: ProviderOrder & { grandTotalCents: number } }> {
  const { customer, order } = await customerWithPlacedOrder(ctx.app);
  return { customer, order: await read(order.id) };
}

async function read(id: string, who: Caller = 'owner') {
  const answer = await call(who, 'GET', `/api/provider/orders/${id}`);
  expect(answer.statusCode).toBe(200);
  const order = ProviderOrderResponse.parse(answer.json()).data;
  return { ...order, grandTotalCents: order.grandTotalCents ?? -1 };
}

const move = (id: string, body: Record<string, unknown>, who: Caller = 'owner') => call(who, 'POST', `/api/provider/orders/${id}/transition`, body);
const pay = (id: string, amountCents: number) => call('owner', 'POST', `/api/provider/orders/${id}/payments`, { amountCents, method: 'bank_transfer', reference: `ABA-${amountCents}` });
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Approved by the shop and its proof by the customer: production waits only for the money. */
async function approvedOrder() {
  const placed = await placedOrder();
  expect((await move(placed.order.id, { to: 'APPROVED' })).statusCode).toBe(200);
  expect((await call(placed.customer, 'POST', `/api/orders/${placed.order.id}/proof/approve`, {})).statusCode).toBe(200);
  return placed;
}

describe('the shop’s payment rules', () => {
  it('are none by default, set by the owner, kept apart from other shops, and audited', async () => {
    const before = PaymentRulesResponse.parse((await call('owner', 'GET', RULES)).json()).data;
    expect(before).toEqual({ methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: null, invoicing: { taxNumber: null } });
    const saved = await setRules({ methods: { khqr: KHQR, bankTransfer: BANK, cashOnDelivery: true }, deposit: { percent: 50, balanceDue: 'before_shipping', overdueAfterDays: 3 } });
    expect(saved.methods.bankTransfer).toEqual({ ...BANK, accountNameKh: '' });
    expect(PaymentRulesResponse.parse((await call('owner', 'GET', RULES)).json()).data).toEqual(saved);
    expect(PaymentRulesResponse.parse((await call('otherShop', 'GET', RULES)).json()).data.deposit).toBeNull();
    const log = (await call('owner', 'GET', '/api/provider/audit?area=settings')).json().data as { action: string; after: unknown }[];
    expect(log[0]).toMatchObject({ action: 'payments.changed', after: { deposit: { percent: 50 } } });
  });

  it('answers 400 naming each field that does not read', async () => {
    const bad = await call('owner', 'PUT', RULES, {
      methods: { khqr: { ...KHQR, bakongAccountId: 'angkor', currencies: ['KHR'] }, bankTransfer: { ...BANK, accountNumber: '12/34' } },
      deposit: { percent: 33.5, balanceDue: 'before_shipping' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'methods.khqr.bakongAccountId': 'The Bakong account id looks like name@bank, e.g. teamwear@aclb',
      'methods.khqr.rielsPerDollar': 'Riels per dollar is required to take KHR',
      'methods.bankTransfer.accountNumber': 'The account number takes digits, spaces and dashes only',
      'deposit.percent': 'The deposit must be a whole percentage',
    });
  });

  it('are the owner’s only: staff and the workshop get 403, a customer too', async () => {
    for (const who of ['staff', 'production'] as const) {
      expect((await call(who, 'GET', RULES)).json().code).toBe('ROLE_FORBIDDEN');
      expect((await call(who, 'PUT', RULES, { methods: {} })).statusCode).toBe(403);
    }
    const { customer } = await placedOrder();
    expect((await call(customer, 'GET', RULES)).statusCode).toBe(403);
  });

  it('go with the customer’s order: how to pay and the deposit it comes to, never the shop’s overdue days', async () => {
    await setRules({ methods: { khqr: KHQR, bankTransfer: BANK }, deposit: { percent: 50, balanceDue: 'on_delivery', overdueAfterDays: 5 } });
    const { customer, order } = await placedOrder();
    const mine = OrderResponse.parse((await call(customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    const deposit = Math.ceil(order.grandTotalCents / 2);
    expect(mine.paymentTerms).toEqual({
      methods: { khqr: { ...KHQR, rielsPerDollar: null, validityMinutes: 24 * 60 }, bankTransfer: { ...BANK, accountNameKh: '' }, cashOnDelivery: false },
      deposit: { percent: 50, requiredCents: deposit, balanceDue: 'on_delivery' },
      due: { kind: 'deposit', dueCents: deposit, before: 'PROCESSING' },
    });
    expect(JSON.stringify(mine)).not.toContain('overdueAfterDays');
  });
});

describe('the deposit before production', () => {
  beforeAll(async () => {
    await setRules({ methods: { bankTransfer: BANK }, deposit: { percent: 50, balanceDue: 'before_shipping', overdueAfterDays: 3 } });
  });

  it('refuses APPROVED → PROCESSING with 409 saying how much is missing, until it is recorded', async () => {
    const { order } = await approvedOrder();
    const deposit = Math.ceil(order.grandTotalCents / 2);
    expect((await pay(order.id, 1_000)).statusCode).toBe(200);
    const refused = await move(order.id, { to: 'PROCESSING' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_MISSING',
      message: `A deposit of ${usd(deposit)} is required before production: ${usd(deposit - 1_000)} is missing`,
      requiredCents: deposit,
      missingCents: deposit - 1_000,
    });
    expect((await read(order.id)).status).toBe('APPROVED');
    expect((await pay(order.id, deposit - 1_000)).statusCode).toBe(200);
    expect((await move(order.id, { to: 'PROCESSING' })).statusCode).toBe(200);
  });

  it('tells the workshop the deposit is missing without an amount', async () => {
    const { order } = await approvedOrder();
    const refused = await move(order.id, { to: 'PROCESSING' }, 'staff');
    expect(refused.json().code).toBe('DEPOSIT_MISSING');
    const list = ProviderOrderListResponse.parse((await call('production', 'GET', '/api/provider/orders?status=APPROVED')).json());
    expect(list.data.every((row) => row.depositOverdueSince === null && row.balanceDueCents === null)).toBe(true);
  });

  it('marks a deposit unpaid 3 days after approval overdue on the shop’s list, not the paid ones', async () => {
    const unpaid = await approvedOrder();
    const paid = await approvedOrder();
    expect((await pay(paid.order.id, Math.ceil(paid.order.grandTotalCents / 2))).statusCode).toBe(200);
    const rowOf = async (id: string) => ProviderOrderListResponse.parse((await call('owner', 'GET', '/api/provider/orders?status=APPROVED&pageSize=100')).json()).data.find((row) => row.id === id);
    expect((await rowOf(unpaid.order.id))?.depositOverdueSince).toBeNull();
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000 + 60_000);
    const late = await rowOf(unpaid.order.id);
    expect(late?.depositOverdueSince).toBe(new Date(Date.parse(unpaid.order.approvedAt ?? (await read(unpaid.order.id)).approvedAt ?? '') + 3 * 24 * 60 * 60 * 1000).toISOString());
    expect((await rowOf(paid.order.id))?.depositOverdueSince).toBeNull();
    const board = (await call('owner', 'GET', '/api/provider/orders/board?cards=50')).json().data as { columns: { status: string; cards: { id: string; depositOverdueSince: string | null }[] }[] };
    const cards = board.columns.find((column) => column.status === 'APPROVED')?.cards ?? [];
    expect(cards.find((card) => card.id === unpaid.order.id)?.depositOverdueSince).toBe(late?.depositOverdueSince);
    expect(cards.find((card) => card.id === paid.order.id)?.depositOverdueSince).toBeNull();
    const workshopBoard = (await call('production', 'GET', '/api/provider/orders/board?cards=50')).json().data as typeof board;
    expect(workshopBoard.columns.flatMap((column) => column.cards).every((card) => card.depositOverdueSince === null)).toBe(true);
  });
});

describe('reversing a payment', () => {
  beforeAll(async () => {
    await setRules({ methods: {}, deposit: { percent: 100, balanceDue: 'before_shipping', overdueAfterDays: null } });
  });

  it('adds a negative line linked to the payment, which the balance and the deposit count', async () => {
    const { customer, order } = await approvedOrder();
    const paid = ProviderOrderResponse.parse((await pay(order.id, order.grandTotalCents)).json()).data;
    const payment = paid.payments[0];
    if (!payment) throw new Error('no payment');
    expect((await call('owner', 'POST', `/api/provider/orders/${order.id}/payments/${payment.id}/reverse`, { note: ' ' })).json().fields).toEqual({ note: 'A note is required to reverse a payment' });
    const reversed = await call('staff', 'POST', `/api/provider/orders/${order.id}/payments/${payment.id}/reverse`, { note: 'Recorded on the wrong order' });
    expect(reversed.statusCode).toBe(200);
    const after = ProviderOrderResponse.parse(reversed.json()).data;
    expect(after.payments).toHaveLength(2);
    expect(after.payments[0]).toMatchObject({ id: payment.id, amountCents: order.grandTotalCents, reversedById: after.payments[1]?.id });
    expect(after.payments[1]).toMatchObject({ amountCents: -order.grandTotalCents, reversesPaymentId: payment.id, note: 'Recorded on the wrong order', method: 'bank_transfer' });
    expect(after).toMatchObject({ paidAmountCents: 0, balanceDueCents: order.grandTotalCents });
    expect((await move(order.id, { to: 'PROCESSING' })).json()).toMatchObject({ code: 'DEPOSIT_MISSING', missingCents: order.grandTotalCents });
    const mine = OrderResponse.parse((await call(customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    expect(mine.paidAmountCents).toBe(0);
    expect(mine.paymentTerms?.due).toEqual({ kind: 'deposit', dueCents: order.grandTotalCents, before: 'PROCESSING' });
    const log = (await call('owner', 'GET', '/api/provider/audit?area=orders')).json().data as { action: string; subject: string }[];
    expect(log[0]).toMatchObject({ action: 'payment.reversed', subject: String(order.number) });
  });

  it('reverses a payment once, never a reversal, never another order’s payment', async () => {
    const { order } = await approvedOrder();
    const other = await approvedOrder();
    const payment = ProviderOrderResponse.parse((await pay(order.id, 500)).json()).data.payments[0];
    if (!payment) throw new Error('no payment');
    const reverse = (orderId: string, paymentId: string) => call('owner', 'POST', `/api/provider/orders/${orderId}/payments/${paymentId}/reverse`, { note: 'Typed twice' });
    expect((await reverse(other.order.id, payment.id)).statusCode).toBe(404);
    const first = ProviderOrderResponse.parse((await reverse(order.id, payment.id)).json()).data;
    const again = await reverse(order.id, payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REVERSED', message: 'This payment is reversed already' });
    expect((await reverse(order.id, first.payments[1]?.id ?? '')).statusCode).toBe(409);
    expect((await read(order.id)).paidAmountCents).toBe(0);
    expect((await call('production', 'POST', `/api/provider/orders/${order.id}/payments/${payment.id}/reverse`, { note: 'x' })).statusCode).toBe(403);
  });
});

describe('the balance before shipping or on delivery', () => {
  /** An order made and ready to go, with its deposit (half) paid. */
  async function readyOrder() {
    const placed = await approvedOrder();
    expect((await pay(placed.order.id, Math.ceil(placed.order.grandTotalCents / 2))).statusCode).toBe(200);
    for (const to of ['PROCESSING', 'READY']) expect((await move(placed.order.id, { to })).statusCode).toBe(200);
    return placed;
  }
  const ship = { to: 'ON_THE_WAY', carrier: 'J&T Express', trackingReference: 'JT0001' };

  it('refuses shipping with a balance due before shipping, unless overridden with a note kept on the order', async () => {
    await setRules({ methods: {}, deposit: { percent: 50, balanceDue: 'before_shipping', overdueAfterDays: null } });
    const { customer, order } = await readyOrder();
    const due = order.grandTotalCents - Math.ceil(order.grandTotalCents / 2);
    const refused = await move(order.id, ship);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BALANCE_DUE', dueCents: due, message: `${usd(due)} is still due on order ${order.number}: record the payment, or move it ON_THE_WAY with an override and a note` });
    expect((await move(order.id, { ...ship, overrideBalance: true })).json().fields).toEqual({ note: 'A note is required to move an order on with a balance due' });
    const workshop = await move(order.id, ship, 'production');
    expect(workshop.statusCode).toBe(409);
    expect(workshop.json().message).not.toContain('$');
    expect(workshop.json()).not.toHaveProperty('dueCents');
    expect((await move(order.id, { ...ship, overrideBalance: true, note: 'x' }, 'production')).statusCode).toBe(403);

    const shipped = await move(order.id, { ...ship, overrideBalance: true, note: 'The club pays the rest on Friday' });
    expect(shipped.statusCode).toBe(200);
    const event = ProviderOrderResponse.parse(shipped.json()).data.events.at(-1);
    expect(event).toMatchObject({ to: 'ON_THE_WAY', note: 'The club pays the rest on Friday', balanceOverrideCents: due });
    const mine = OrderResponse.parse((await call(customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    expect(mine.events.at(-1)).toMatchObject({ to: 'ON_THE_WAY', balanceOverrideCents: due });
    expect((await read(order.id, 'production')).events.at(-1)).toMatchObject({ to: 'ON_THE_WAY', balanceOverrideCents: null });
    const log = (await call('owner', 'GET', '/api/provider/audit?area=orders')).json().data as { action: string; after: unknown }[];
    expect(log[0]).toMatchObject({ action: 'order.moved', after: { status: 'ON_THE_WAY', balanceOverrideCents: due } });
  });

  it('ships on delivery terms, refuses completing with a balance due, and completes once paid', async () => {
    await setRules({ methods: { cashOnDelivery: true }, deposit: { percent: 50, balanceDue: 'on_delivery', overdueAfterDays: null } });
    const { order } = await readyOrder();
    expect((await move(order.id, ship)).statusCode).toBe(200);
    expect((await move(order.id, { to: 'COMPLETED' })).json()).toMatchObject({ code: 'BALANCE_DUE' });
    expect((await pay(order.id, order.grandTotalCents - Math.ceil(order.grandTotalCents / 2))).statusCode).toBe(200);
    expect((await move(order.id, { to: 'COMPLETED' })).statusCode).toBe(200);
  });

  it('lets the customer say it arrived whatever is due (a fact, not the shop’s decision)', async () => {
    const { customer, order } = await readyOrder();
    expect((await move(order.id, ship)).statusCode).toBe(200);
    expect((await call(customer, 'POST', `/api/orders/${order.id}/received`, {})).statusCode).toBe(200);
  });
});

describe('a shop without rules', () => {
  it('moves an unpaid order all the way, as before', async () => {
    await setRules({ methods: {}, deposit: null });
    const { order } = await approvedOrder();
    for (const to of ['PROCESSING', 'READY']) expect((await move(order.id, { to })).statusCode).toBe(200);
    expect((await move(order.id, { to: 'ON_THE_WAY', carrier: 'Grab', trackingReference: 'G1' })).statusCode).toBe(200);
    expect((await move(order.id, { to: 'COMPLETED' })).statusCode).toBe(200);
    expect((await read(order.id)).paymentTerms).toMatchObject({ deposit: null, due: { kind: 'balance', before: null } });
  });
});
