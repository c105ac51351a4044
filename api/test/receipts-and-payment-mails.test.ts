import { sql } from 'kysely';
import { OrderPaymentResponse, PaymentRulesResponse, ProviderOrderResponse, type PaymentRulesInput } from '@teamwear/shared/contracts';
import { createTestApp, customerWithPlacedOrder, signInShopPeople, type CallAs, type Caller, type TestContext } from './helpers';
import { withTenant } from '../src/db/tenant-scope';
import { pdfText } from './support/pdf-text';

// Issue 38, receipts and the payment mails: a receipt for each payment line the shop records (a
// payment, or a reversal, which has its own naming the one it reverses), numbered per shop without
// gaps and never changed, downloaded by the customer and the shop's payments staff; the customer's
// payment answer lists the lines with their receipts; the approval's mail names the invoice and
// what is due now, and each payment line mails its receipt, in the customer's language.

let ctx: TestContext;
let call: CallAs;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  call = await signInShopPeople(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const setRules = async (rules: PaymentRulesInput) => {
  const answer = await call('owner', 'PUT', '/api/provider/settings/payments', rules);
  expect(answer.statusCode).toBe(200);
  return PaymentRulesResponse.parse(answer.json()).data;
};

const placedOrder = (firstName?: string, language?: 'en' | 'kh') => customerWithPlacedOrder(ctx.app, { firstName, language });

const approve = (id: string) => call('owner', 'POST', `/api/provider/orders/${id}/transition`, { to: 'APPROVED' });
const pay = async (id: string, amountCents: number, reference = `ABA-${amountCents}`) => {
  const answer = await call('owner', 'POST', `/api/provider/orders/${id}/payments`, { amountCents, method: 'bank_transfer', reference, receivedOn: '2026-11-28' });
  expect(answer.statusCode).toBe(200);
  return ProviderOrderResponse.parse(answer.json()).data;
};
const paymentOf = async (who: Caller, id: string) => {
  const answer = await call(who, 'GET', `/api/orders/${id}/payment`);
  expect(answer.statusCode).toBe(200);
  return OrderPaymentResponse.parse(answer.json()).data;
};
const mailsTo = (email: string) => ctx.db.selectFrom('mail_outbox').select(['subject', 'text', 'html']).where('to_address', '=', email).orderBy('created_at').orderBy('id').execute();
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const NO_METHODS = { khqr: null, bankTransfer: null, cashOnDelivery: false };

describe('a receipt for each payment line', () => {
  it('is numbered per shop without gaps, reads back in English and Khmer, and a reversal has its own naming the one it reverses', async () => {
    await setRules({ methods: NO_METHODS, deposit: { percent: 50, balanceDue: 'on_delivery' } });
    const { customer, order } = await placedOrder('Chanthy');
    expect((await approve(order.id)).statusCode).toBe(200);
    const deposit = Math.ceil(order.grandTotalCents / 2);
    await pay(order.id, deposit, 'ABA-778899');
    const paid = await paymentOf(customer, order.id);
    const [line] = paid.payments ?? [];
    expect(line).toMatchObject({ amountCents: deposit, method: 'bank_transfer', reference: 'ABA-778899', receivedOn: '2026-11-28', reversed: false, reversesPaymentId: null });
    expect(line!.receipt?.href).toBe(`/api/orders/${order.id}/payments/${line!.id}/receipt`);

    const answer = await call(customer, 'GET', line!.receipt!.href);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(`receipt-${line!.receipt!.number}.pdf`);
    const text = pdfText(answer.rawPayload);
    for (const expected of [
      `Receipt No. ${line!.receipt!.number}`,
      'Received from',
      'Chanthy',
      customer.email,
      `Order #${order.number}`,
      `Invoice No. ${paid.invoice!.number}`,
      `${(deposit / 100).toFixed(2)} USD`,
      'Bank transfer',
      'ABA-778899',
      '2026-11-28',
      `Order total ${(order.grandTotalCents / 100).toFixed(2)} USD`,
      `Still to pay ${((order.grandTotalCents - deposit) / 100).toFixed(2)} USD`,
    ]) {
      expect(text).toContain(expected);
    }
    // Khmer read back as drawn: a vowel written before its consonant comes first, so the words checked have none.
    const khmer = pdfText((await call(customer, 'GET', `${line!.receipt!.href}?lang=kh`)).rawPayload);
    expect(khmer).toContain(`${line!.receipt!.number}`);
    expect(khmer).toContain('ABA-778899');
    expect(khmer).toMatch(/[\u1780-\u17FF]/);
    expect(khmer).not.toContain('Received from');

    // The reversal: its own receipt, the next number, naming the one it reverses; the first stays as it was.
    const reversed = await call('owner', 'POST', `/api/provider/orders/${order.id}/payments/${line!.id}/reverse`, { note: 'Recorded on the wrong order' });
    expect(reversed.statusCode).toBe(200);
    const after = await paymentOf(customer, order.id);
    const [payment, reversal] = after.payments ?? [];
    expect(payment).toMatchObject({ id: line!.id, reversed: true, receipt: line!.receipt });
    expect(reversal).toMatchObject({ amountCents: -deposit, reversesPaymentId: line!.id, reversed: false });
    expect(reversal!.receipt!.number).toBe(line!.receipt!.number + 1);
    const reversalText = pdfText((await call(customer, 'GET', reversal!.receipt!.href)).rawPayload);
    expect(reversalText).toContain(`Reversal No. ${reversal!.receipt!.number}`);
    expect(reversalText).toContain(`Reverses receipt No. ${line!.receipt!.number}`);
    expect(reversalText).toContain(`-${(deposit / 100).toFixed(2)} USD`);
    expect(pdfText((await call(customer, 'GET', line!.receipt!.href)).rawPayload)).toEqual(text);
  }, 90_000);

  it('runs 1..N per shop under payments recorded at once, and the API can neither change nor delete one', async () => {
    await setRules({ methods: NO_METHODS, deposit: null });
    const orders = [];
    for (let index = 0; index < 4; index += 1) orders.push((await placedOrder(`Payer${index}`)).order);
    const tenant = await ctx.db.selectFrom('tenants').select('id').where('slug', '=', 'angkor').executeTakeFirstOrThrow();
    const lastNumber = async () => (await ctx.db.selectFrom('receipts').select((eb) => eb.fn.max('number').as('last')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).last ?? 0;
    const before = await lastNumber();
    const answers = await Promise.all(orders.map((order) => call('owner', 'POST', `/api/provider/orders/${order.id}/payments`, { amountCents: 500, method: 'cash' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    // A payment refused (more than is owed) takes no number.
    expect((await call('owner', 'POST', `/api/provider/orders/${orders[0]!.id}/payments`, { amountCents: 99_999_999 })).statusCode).toBe(400);
    const numbers = answers.map((answer) => ProviderOrderResponse.parse(answer.json()).data.payments[0]!.receiptNumber);
    expect([...numbers].sort((a, b) => a! - b!)).toEqual([before + 1, before + 2, before + 3, before + 4]);
    for (const change of [sql`update receipts set number = number + 100`, sql`delete from receipts`]) {
      await expect(withTenant(ctx.db, tenant.id, (tx) => change.execute(tx))).rejects.toThrow(/permission denied/);
    }
  }, 90_000);

  it('downloads for the shop’s payments staff by the order’s number; another customer, another shop and the workshop get none', async () => {
    await setRules({ methods: NO_METHODS, deposit: null });
    const { customer, order } = await placedOrder('Vanna');
    const recorded = await pay(order.id, 700);
    const payment = recorded.payments[0]!;
    const shopUrl = `/api/provider/orders/${order.number}/payments/${payment.id}/receipt`;
    const shop = await call('staff', 'GET', shopUrl);
    expect(shop.statusCode).toBe(200);
    expect(pdfText(shop.rawPayload)).toContain(`Receipt No. ${payment.receiptNumber}`);
    // Before approval there is no invoice yet: the receipt says so.
    expect(pdfText(shop.rawPayload)).toContain('Invoice: not issued yet');
    expect((await call('production', 'GET', shopUrl)).statusCode).toBe(403);
    expect((await call('otherShop', 'GET', `/api/provider/orders/${order.id}/payments/${payment.id}/receipt`)).statusCode).toBe(404);
    const other = await placedOrder('Dara');
    expect((await call(other.customer, 'GET', `/api/orders/${order.id}/payments/${payment.id}/receipt`)).statusCode).toBe(404);
    // A payment of another order, through this one: 404.
    const otherPayment = (await pay(other.order.id, 300)).payments[0]!;
    expect((await call(customer, 'GET', `/api/orders/${order.id}/payments/${otherPayment.id}/receipt`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/orders/${order.id}/payments/not-a-uuid/receipt`)).statusCode).toBe(400);
  }, 90_000);
});

describe('the payment mails', () => {
  it('at approval: one mail naming the invoice and the deposit due now, with the order page’s link', async () => {
    await setRules({ methods: NO_METHODS, deposit: { percent: 50, balanceDue: 'on_delivery' } });
    const { customer, order } = await placedOrder('Sokunthea');
    const before = (await mailsTo(customer.email)).length;
    expect((await approve(order.id)).statusCode).toBe(200);
    const mails = (await mailsTo(customer.email)).slice(before);
    const { invoice } = await paymentOf(customer, order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order ${order.number}: Approved — your invoice No. ${invoice!.number}`);
    expect(mails[0]!.text).toContain(`Deposit due now: ${dollars(Math.ceil(order.grandTotalCents / 2))}.`);
    expect(mails[0]!.text).toContain(`/me/order?id=${order.id}`);
  }, 60_000);

  it('for each payment and reversal: the receipt, the paid total and what is still due, in Khmer for a Khmer reader', async () => {
    await setRules({ methods: NO_METHODS, deposit: null });
    const { customer, order } = await placedOrder('Bopha', 'kh');
    expect((await approve(order.id)).statusCode).toBe(200);
    const before = (await mailsTo(customer.email)).length;
    const recorded = await pay(order.id, 1000);
    const payment = recorded.payments[0]!;
    const [receiptMail] = (await mailsTo(customer.email)).slice(before);
    expect(receiptMail!.subject).toBe(`ការបញ្ជាទិញ ${order.number}៖ បានទទួល $10.00 បង្កាន់ដៃលេខ ${payment.receiptNumber}`);
    expect(receiptMail!.text).toContain(`បានបង់រហូតមកដល់ពេលនេះ៖ $10.00 នៃ ${dollars(order.grandTotalCents)}។`);
    expect(receiptMail!.text).toContain(`នៅសល់ត្រូវបង់៖ ${dollars(order.grandTotalCents - 1000)}។`);
    expect(receiptMail!.text).toContain(`/me/order?id=${order.id}`);

    expect((await call('owner', 'POST', `/api/provider/orders/${order.id}/payments/${payment.id}/reverse`, { note: 'Wrong order' })).statusCode).toBe(200);
    const mails = await mailsTo(customer.email);
    const reversalMail = mails[mails.length - 1]!;
    expect(reversalMail.subject).toBe(`ការបញ្ជាទិញ ${order.number}៖ ការទូទាត់ $10.00 ត្រូវបានលុបចោលវិញ`);
    expect(reversalMail.text).toContain(`បង្កាន់ដៃលេខ ${payment.receiptNumber! + 1}`);
    expect(reversalMail.text).toContain(`នៅសល់ត្រូវបង់៖ ${dollars(order.grandTotalCents)}។`);
  }, 60_000);

  it('in English, and none to a customer who turned order updates off (the receipt is still issued)', async () => {
    await setRules({ methods: NO_METHODS, deposit: null });
    const { customer, order } = await placedOrder('Rith');
    const settled = await pay(order.id, order.grandTotalCents);
    const mails = await mailsTo(customer.email);
    expect(mails[mails.length - 1]!.subject).toBe(`Order ${order.number}: $${(order.grandTotalCents / 100).toFixed(2)} received, receipt No. ${settled.payments[0]!.receiptNumber}`);
    expect(mails[mails.length - 1]!.text).toContain('Your order is paid in full. Thank you!');

    const quiet = await placedOrder('Quiet');
    expect((await call(quiet.customer, 'PUT', '/api/oauth/notification', { orderUpdates: false, designReviews: false, newsletter: false })).statusCode).toBeLessThan(300);
    const before = (await mailsTo(quiet.customer.email)).length;
    const recorded = await pay(quiet.order.id, 500);
    expect(recorded.payments[0]!.receiptNumber).toBeGreaterThan(0);
    expect(await mailsTo(quiet.customer.email)).toHaveLength(before);
  }, 60_000);
});
