import bakongKhqr from 'bakong-khqr';
import { OrderPaymentResponse, PaymentRulesResponse, TokenResponse, type PaymentRulesInput } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';
import { withTenant } from '../src/db/tenant-scope';
import { isPaymentRecorded } from '../src/payments/payment-confirmation';
import { pdfText } from './support/pdf-text';

// Issue 38, the shop's own settings for being paid: how long a KHQR code the customer is shown stays
// valid (a day before a shop could choose) and the tax number its invoices print, set with the
// payment rules (GET/PUT /api/provider/settings/payments); rules stored before them keep working.

const { BakongKHQR } = bakongKhqr;
let ctx: TestContext;
let owner = '';
let otherShop = '';

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  owner = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
  otherShop = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const SETTINGS = '/api/provider/settings/payments';
const MINUTE = 60 * 1000;
const KHQR = { bakongAccountId: 'angkor@aclb', merchantName: 'Angkor Sportswear', merchantCity: 'Siem Reap', currencies: ['USD' as const] };
const TIN = 'K001-901234567';

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, host = TENANT_ONE_HOST) =>
  ctx.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const settings = async (token = owner, host = TENANT_ONE_HOST) => PaymentRulesResponse.parse((await call(token, 'GET', SETTINGS, undefined, host)).json()).data;
const setSettings = async (body: PaymentRulesInput) => {
  const answer = await call(owner, 'PUT', SETTINGS, body);
  expect(answer.statusCode).toBe(200);
  return PaymentRulesResponse.parse(answer.json()).data;
};
const shopRow = () => ctx.db.selectFrom('tenants').selectAll().where('slug', '=', 'angkor').executeTakeFirstOrThrow();

let keys = 0;
/** A customer of the first shop with an order the shop approved (its invoice issued). */
async function approvedOrder(firstName: string) {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName });
  const customer = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  const design = await call(customer, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Bayon FC' } });
  const player = await call(customer, 'POST', '/api/players', { name: 'Sokha', number: 7, size: 'M' });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${customer}`, 'idempotency-key': `payment-settings-${Date.now()}-${(keys += 1)}` },
    payload: { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'M' }], address: 'Street 1', phone: '012 345 678' },
  });
  if (placed.statusCode !== 201) throw new Error(placed.body);
  const order = placed.json().data as { id: string; number: number };
  expect((await call(owner, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  return { customer, order };
}

/** The customer's KHQR code for what is due now, when it was asked, as the SDK decodes it. */
async function codeOf(customer: string, orderId: string) {
  const asked = ctx.clock.now().getTime();
  const answer = await call(customer, 'GET', `/api/orders/${orderId}/payment`);
  expect(answer.statusCode).toBe(200);
  const code = OrderPaymentResponse.parse(answer.json()).data.khqr[0]!;
  expect(BakongKHQR.verify(code.payload).isValid).toBe(true);
  return { asked, answered: ctx.clock.now().getTime(), expiresAt: Date.parse(code.expiresAt), expirationTimestamp: Number(BakongKHQR.decode(code.payload).data!.expirationTimestamp) };
}
const validFor = (code: Awaited<ReturnType<typeof codeOf>>, ms: number) => {
  expect(code.expiresAt).toBe(code.expirationTimestamp);
  expect(code.expiresAt).toBeGreaterThanOrEqual(code.asked + ms);
  expect(code.expiresAt).toBeLessThanOrEqual(code.answered + ms);
};

describe('the shop’s KHQR validity and tax number', () => {
  it('read a day and no tax number from rules stored before them, and a customer’s code is valid a day', async () => {
    const tenant = await shopRow();
    // Rules as the first release stored them: no validity, no invoicing.
    const stored = { ...tenant.settings, payments: { methods: { khqr: { ...KHQR, rielsPerDollar: null }, bankTransfer: null, cashOnDelivery: false }, deposit: null } };
    delete (stored as Record<string, unknown>).invoicing;
    await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ settings: JSON.stringify(stored) }).where('id', '=', tenant.id).execute());
    const read = await settings();
    expect(read.methods.khqr?.validityMinutes).toBe(24 * 60);
    expect(read.invoicing).toEqual({ taxNumber: null });
    const { customer, order } = await approvedOrder('Dara');
    validFor(await codeOf(customer, order.id), 24 * 60 * MINUTE);
  });

  it('makes the customer’s code valid the time the shop chose', async () => {
    const saved = await setSettings({ methods: { khqr: { ...KHQR, validityMinutes: 30 } }, deposit: { percent: 50, balanceDue: 'on_delivery' } });
    expect(saved.methods.khqr?.validityMinutes).toBe(30);
    const { customer, order } = await approvedOrder('Sophea');
    validFor(await codeOf(customer, order.id), 30 * MINUTE);
    await setSettings({ methods: { khqr: { ...KHQR, validityMinutes: 7 * 24 * 60 } }, deposit: { percent: 50, balanceDue: 'on_delivery' } });
    validFor(await codeOf(customer, order.id), 7 * 24 * 60 * MINUTE);
  });

  it('answers 400 naming a validity out of bounds and a tax number that does not read', async () => {
    const bad = await call(owner, 'PUT', SETTINGS, { methods: { khqr: { ...KHQR, validityMinutes: 10 } }, invoicing: { taxNumber: '901234567' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'methods.khqr.validityMinutes': 'A KHQR code must stay valid at least 15 minutes',
      'invoicing.taxNumber': 'The tax number reads as the GDT prints it: a letter, 3 digits, a dash and 9 or 10 digits, e.g. K001-901234567',
    });
    const long = await call(owner, 'PUT', SETTINGS, { methods: { khqr: { ...KHQR, validityMinutes: 7 * 24 * 60 + 1 } } });
    expect(long.json().fields).toEqual({ 'methods.khqr.validityMinutes': 'A KHQR code may stay valid at most 7 days (10080 minutes)' });
  });

  it('sets the tax number the invoice prints, keeps it when a PUT leaves invoicing out, clears it with null, and audits it', async () => {
    const saved = await setSettings({ methods: { khqr: KHQR }, invoicing: { taxNumber: ' k001-901234567' } });
    expect(saved.invoicing).toEqual({ taxNumber: TIN });
    expect((await settings(otherShop, TENANT_TWO_HOST)).invoicing.taxNumber).toBeNull();
    const log = (await call(owner, 'GET', '/api/provider/audit?area=settings')).json().data as { action: string; after: unknown }[];
    expect(log[0]).toMatchObject({ action: 'payments.changed', after: { invoicing: { taxNumber: TIN } } });

    const { customer, order } = await approvedOrder('Chanthy');
    const invoice = pdfText((await call(customer, 'GET', `/api/orders/${order.id}/invoice`)).rawPayload);
    expect(invoice).toContain(`Tax number: ${TIN}`);

    // A client from before the tax number sends the rules alone: the tax number stays.
    expect((await setSettings({ methods: { khqr: KHQR }, deposit: null })).invoicing.taxNumber).toBe(TIN);
    expect((await setSettings({ methods: { khqr: KHQR }, invoicing: { taxNumber: null } })).invoicing.taxNumber).toBeNull();
    const later = await approvedOrder('Vanna');
    expect(pdfText((await call(later.customer, 'GET', `/api/orders/${later.order.id}/invoice`)).rawPayload)).not.toContain('Tax number');
  }, 60_000);

  it('lets a future bank confirmation see a KHQR payment already recorded under the bank’s reference', async () => {
    await setSettings({ methods: { khqr: KHQR }, deposit: null });
    const { order } = await approvedOrder('Rithy');
    const tenant = await shopRow();
    const recorded = (reference: string) => withTenant(ctx.db, tenant.id, (tx) => isPaymentRecorded(tx, tenant.id, order.id, reference));
    expect(await recorded('BKG-4411')).toBe(false);
    const paid = await call(owner, 'POST', `/api/provider/orders/${order.id}/payments`, { amountCents: 500, method: 'khqr', reference: 'BKG-4411' });
    expect(paid.statusCode).toBe(200);
    expect(await recorded('BKG-4411')).toBe(true);
    expect(await recorded('BKG-4412')).toBe(false);
  });
});
