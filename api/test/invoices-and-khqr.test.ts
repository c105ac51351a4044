import bakongKhqr from 'bakong-khqr';
import { sql } from 'kysely';
import { OrderPaymentResponse, PaymentRulesResponse, type PaymentRulesInput } from '@teamwear/shared/contracts';
import { createTestApp, customerWithPlacedOrder, signInShopPeople, type CallAs, type Caller, type TestContext } from './helpers';
import { withTenant } from '../src/db/tenant-scope';
import { issueInvoice } from '../src/invoices/issue-invoice';
import { pdfText } from './support/pdf-text';

// Issue 38, the customer's side of paying: what is due now with a KHQR code for exactly that amount
// and the bank details with the reference to write (GET /api/orders/:id/payment), and the invoice
// issued when the shop approves the order, numbered per shop without gaps, as a PDF for the
// customer and for the shop's staff with the payments permission.

const { BakongKHQR } = bakongKhqr;
let ctx: TestContext;
let call: CallAs;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  call = await signInShopPeople(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const KHQR = { bakongAccountId: 'angkor@aclb', merchantName: 'Angkor Sportswear', merchantCity: 'Siem Reap', currencies: ['USD' as const, 'KHR' as const], rielsPerDollar: 4100 };
const BANK = { bankName: 'ABA Bank', bankNameKh: 'ធនាគារ អេប៊ីអេ', accountName: 'Angkor Sportswear Co', accountNumber: '000 123 456' };
const setRules = async (rules: PaymentRulesInput) => {
  const answer = await call('owner', 'PUT', '/api/provider/settings/payments', rules);
  expect(answer.statusCode).toBe(200);
  return PaymentRulesResponse.parse(answer.json()).data;
};

const placedOrder = (firstName?: string) => customerWithPlacedOrder(ctx.app, { firstName });

const approve = (id: string) => call('owner', 'POST', `/api/provider/orders/${id}/transition`, { to: 'APPROVED' });
const pay = (id: string, amountCents: number) => call('owner', 'POST', `/api/provider/orders/${id}/payments`, { amountCents, method: 'bank_transfer', reference: `ABA-${amountCents}` });
const paymentOf = async (who: Caller, id: string) => {
  const answer = await call(who, 'GET', `/api/orders/${id}/payment`);
  expect(answer.statusCode).toBe(200);
  return OrderPaymentResponse.parse(answer.json()).data;
};
/** A KHQR payload as the SDK's own decoder reads it, its CRC checked. */
const decoded = (payload: string) => {
  expect(BakongKHQR.verify(payload).isValid).toBe(true);
  return BakongKHQR.decode(payload).data!;
};

describe('invoice numbers', () => {
  it('run 1..N without gaps or duplicates when the shop approves N orders at once, and stay with their order', async () => {
    const orders = [];
    for (let index = 0; index < 6; index += 1) orders.push((await placedOrder(`Runner${index}`)).order);
    const answers = await Promise.all(orders.map((order) => approve(order.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    const numbers = await Promise.all(orders.map(async (order) => (await call('owner', 'GET', `/api/provider/orders/${order.id}/invoice`)).statusCode));
    expect(numbers).toEqual(orders.map(() => 200));
    const issued = [];
    for (const order of orders) {
      const pdf = pdfText((await call('owner', 'GET', `/api/provider/orders/${order.id}/invoice`)).rawPayload);
      const number = Number(/Invoice No\. (\d+)/.exec(pdf)?.[1]);
      expect(pdf).toContain(`For order #${order.number}`);
      issued.push(number);
    }
    expect([...issued].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // The other shop numbers its own invoices: none issued there.
    expect((await call('otherShop', 'GET', `/api/provider/orders/${orders[0]!.id}/invoice`)).statusCode).toBe(404);
  }, 120_000);
});

describe('an issued invoice', () => {
  it('gives its number back when the approval rolls back, and the API can neither change nor delete it', async () => {
    const { customer, order } = await placedOrder('Rollback');
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const tenant = await ctx.db.selectFrom('tenants').selectAll().where('id', '=', row.tenant_id).executeTakeFirstOrThrow();
    const lastNumber = async () => (await ctx.db.selectFrom('invoices').select((eb) => eb.fn.max('number').as('last')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).last ?? 0;
    const before = await lastNumber();
    await expect(
      withTenant(ctx.db, tenant.id, async (tx) => {
        await issueInvoice(tx, ctx.clock, tenant, row);
        throw new Error('the approval failed after its invoice');
      }),
    ).rejects.toThrow('the approval failed');
    expect((await approve(order.id)).statusCode).toBe(200);
    const { invoice } = await paymentOf(customer, order.id);
    expect(invoice?.number).toBe(before + 1);
    for (const change of [sql`update invoices set number = number + 100`, sql`delete from invoices`]) {
      await expect(withTenant(ctx.db, tenant.id, (tx) => change.execute(tx))).rejects.toThrow(/permission denied/);
    }
    expect((await paymentOf(customer, order.id)).invoice).toEqual(invoice);
  });
});

describe('what the customer pays now', () => {
  it('without rules: the whole balance, no code, no bank details; no invoice before approval', async () => {
    await setRules({ methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: null });
    const { customer, order } = await placedOrder();
    const payment = await paymentOf(customer, order.id);
    expect(payment).toMatchObject({ number: order.number, paidCents: 0, due: { kind: 'balance', dueCents: order.grandTotalCents, before: null }, khqr: [], bankTransfer: null, cashOnDelivery: false, invoice: null });
    expect((await call(customer, 'GET', `/api/orders/${order.id}/invoice`)).statusCode).toBe(404);
  });

  it('under a deposit rule: the deposit with a KHQR code for exactly it, then the balance with a new code, then nothing', async () => {
    await setRules({ methods: { khqr: KHQR, bankTransfer: BANK, cashOnDelivery: true }, deposit: { percent: 50, balanceDue: 'on_delivery' } });
    const { customer, order } = await placedOrder();
    expect((await approve(order.id)).statusCode).toBe(200);
    const deposit = Math.ceil(order.grandTotalCents / 2);

    const first = await paymentOf(customer, order.id);
    expect(first.due).toEqual({ kind: 'deposit', dueCents: deposit, before: 'PROCESSING' });
    expect(first.bankTransfer).toEqual({ ...BANK, accountNameKh: '', reference: String(order.number) });
    expect(first.cashOnDelivery).toBe(true);
    expect(first.invoice?.number).toBeGreaterThan(0);
    expect(first.khqr.map((code) => code.currency)).toEqual(['USD', 'KHR']);
    const [usd, khr] = first.khqr.map((code) => decoded(code.payload));
    expect(usd).toMatchObject({ transactionCurrency: '840', transactionAmount: String(deposit / 100), billNumber: String(order.number), bakongAccountID: 'angkor@aclb' });
    expect(khr).toMatchObject({ transactionCurrency: '116', transactionAmount: String(Math.ceil((deposit * 4100) / 100)), billNumber: String(order.number) });
    expect(Number(usd!.expirationTimestamp)).toBe(Date.parse(first.khqr[0]!.expiresAt));

    expect((await pay(order.id, deposit)).statusCode).toBe(200);
    const second = await paymentOf(customer, order.id);
    expect(second).toMatchObject({ paidCents: deposit, due: { kind: 'balance', dueCents: order.grandTotalCents - deposit, before: 'COMPLETED' } });
    const balance = decoded(second.khqr[0]!.payload);
    expect(Number(balance.transactionAmount)).toBe((order.grandTotalCents - deposit) / 100);
    expect(second.khqr[0]!.payload).not.toBe(first.khqr[0]!.payload);

    expect((await pay(order.id, order.grandTotalCents - deposit)).statusCode).toBe(200);
    const paid = await paymentOf(customer, order.id);
    expect(paid).toMatchObject({ paidCents: order.grandTotalCents, due: { kind: 'nothing', dueCents: 0 }, khqr: [] });
  });

  it('is the customer’s own: another customer gets 404, a shop’s token 403', async () => {
    const { order } = await placedOrder();
    const other = await placedOrder('Dara');
    expect((await call(other.customer, 'GET', `/api/orders/${order.id}/payment`)).statusCode).toBe(404);
    expect((await call(other.customer, 'GET', `/api/orders/${order.id}/invoice`)).statusCode).toBe(404);
    expect((await call('owner', 'GET', `/api/orders/${order.id}/payment`)).statusCode).toBe(403);
  });
});

describe('the invoice PDF', () => {
  it('says the shop, the customer, the lines and totals, the payments and the deposit due with its code, in English and Khmer', async () => {
    await setRules({ methods: { khqr: KHQR, bankTransfer: BANK, cashOnDelivery: false }, deposit: { percent: 30, balanceDue: 'before_shipping' } });
    const { customer, order } = await placedOrder('Chanthy');
    expect((await approve(order.id)).statusCode).toBe(200);
    expect((await pay(order.id, 1000)).statusCode).toBe(200);
    const answer = await call(customer, 'GET', `/api/orders/${order.id}/invoice`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = pdfText(answer.rawPayload);
    const { invoice } = await paymentOf(customer, order.id);
    const due = Math.ceil((order.grandTotalCents * 30) / 100) - 1000;
    for (const expected of [
      `Invoice No. ${invoice!.number}`,
      `For order #${order.number}`,
      'Chanthy',
      'Street 1',
      'Garments',
      `${(order.grandTotalCents / 100).toFixed(2)} USD`,
      'Payments received',
      'Bank transfer',
      '10.00 USD',
      `Deposit due now: ${(due / 100).toFixed(2)} USD`,
      'Scan with any banking app (KHQR)',
      'ABA Bank, Angkor Sportswear Co, account 000 123 456',
      `Write the reference ${order.number}`,
    ]) {
      expect(text).toContain(expected);
    }
    const khmer = pdfText((await call(customer, 'GET', `/api/orders/${order.id}/invoice?lang=kh`)).rawPayload);
    // Khmer read back as drawn: a vowel written before its consonant comes first, so the words checked have none.
    expect(khmer).toContain('ការទូទាត់');
    expect(khmer).toContain('បានបង់ 10.00 USD');
    expect(khmer).toContain(`${(due / 100).toFixed(2)} USD`);

    // The shop's staff with the payments permission read the same invoice, by id or number; the workshop may not.
    const shop = pdfText((await call('staff', 'GET', `/api/provider/orders/${order.number}/invoice`)).rawPayload);
    expect(shop).toContain(`Invoice No. ${invoice!.number}`);
    expect((await call('production', 'GET', `/api/provider/orders/${order.id}/invoice`)).statusCode).toBe(403);
  }, 60_000);

  it('is drawn once a minute while nothing changes, and anew for a payment, a language or the next minute', async () => {
    await setRules({ methods: { khqr: KHQR, bankTransfer: null, cashOnDelivery: false }, deposit: { percent: 30, balanceDue: 'before_shipping' } });
    const { customer, order } = await placedOrder('Sophea');
    expect((await approve(order.id)).statusCode).toBe(200);
    const invoice = async () => (await call(customer, 'GET', `/api/orders/${order.id}/invoice`)).rawPayload;
    // Both at the start of a minute, so that the two downloads fall in the same one.
    ctx.clock.advance(60_000 - (ctx.clock.now().getTime() % 60_000) + 1);
    const first = await invoice();
    expect((await invoice()).equals(first)).toBe(true);
    // The shop's copy is the same invoice, drawn from the same input.
    expect((await call('staff', 'GET', `/api/provider/orders/${order.number}/invoice`)).rawPayload.equals(first)).toBe(true);
    const validUntil = (pdf: Buffer) => /valid until (\S+ \S+) UTC/.exec(pdfText(pdf))?.[1];
    expect(validUntil(first)).toBeDefined();

    expect((await pay(order.id, 1500)).statusCode).toBe(200);
    const paid = pdfText(await invoice());
    expect(paid).toContain('15.00 USD');
    expect(paid).toContain('Payments received');
    expect(pdfText((await call(customer, 'GET', `/api/orders/${order.id}/invoice?lang=kh`)).rawPayload)).toContain('បានបង់ 15.00 USD');

    ctx.clock.advance(60_000);
    const later = await invoice();
    expect(validUntil(later)).not.toBe(validUntil(first));
  }, 60_000);

  it('is issued once and stays as issued when the shop changes its rules later', async () => {
    await setRules({ methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: { percent: 40, balanceDue: 'on_delivery' } });
    const { customer, order } = await placedOrder('Vanna');
    expect((await approve(order.id)).statusCode).toBe(200);
    const { invoice } = await paymentOf(customer, order.id);
    await setRules({ methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: { percent: 60, balanceDue: 'on_delivery' } });
    const text = pdfText((await call(customer, 'GET', `/api/orders/${order.id}/invoice`)).rawPayload);
    expect(text).toContain(`Invoice No. ${invoice!.number}`);
    expect(text).toContain('Deposit of 40 % before production');
    expect((await paymentOf(customer, order.id)).invoice).toEqual(invoice);
  }, 60_000);
});
