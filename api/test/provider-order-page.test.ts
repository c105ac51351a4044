import { OrderResponse, ProviderOrderResponse, TokenResponse, type ProviderOrder } from '@teamwear/shared/contracts';
import { createTestApp, decodePart, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

// Issue 35: what the back office's order page and its actions need of the API: shipping with a
// carrier and tracking reference, completing, payments with method, reference and day, a reason to
// reject or cancel, the size run, the customer, the proof's state, the pictures and the proof PDF.

let ctx: TestContext;
let shop: Caller;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  shop = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
});
afterAll(async () => {
  await ctx.close();
});

interface Caller {
  host: string;
  token: string;
}

function call(caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let keys = 0;

interface Customer extends Caller {
  email: string;
}

/** A customer of the first shop with a soccer order: three players (S, M, M with shorts L, M, M) and two extra pieces of XL. */
async function customerWithOrder(language: 'en' | 'kh' = 'en'): Promise<{ customer: Customer; order: ShopReadOrder }> {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName: 'Dara', language });
  const customer = { host: TENANT_ONE_HOST, email: user.email, token: TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token };
  const design = await call(customer, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' } });
  const rows = [
    { name: 'Sokha', number: 7, size: 'S' },
    { name: 'Vanna', number: 9, size: 'M' },
    { name: 'Rith', number: 10, size: 'M' },
  ];
  expect((await call(customer, 'POST', '/api/players/import', { rows })).statusCode).toBe(201);
  const players = (await call(customer, 'GET', '/api/players?sort=number')).json().data as { id: string; size: string }[];
  const placed = await call(
    customer,
    'POST',
    '/api/orders',
    {
      designId: design.json().data.id,
      players: players.map((player, index) => ({ playerId: player.id, size: player.size, shortsSize: index === 0 ? 'L' : 'M' })),
      extras: [{ size: 'XL', quantity: 2 }],
      address: 'No. 5, Street 7, Siem Reap',
      phone: '+855 12 345 678',
    },
    { 'idempotency-key': `page-test-${Date.now()}-${(keys += 1)}` },
  );
  expect(placed.statusCode).toBe(201);
  return { customer, order: await read(placed.json().data.id) };
}

/** An order as the owner reads it: with its money (null only for the workshop). */
type ShopReadOrder = ProviderOrder & { grandTotalCents: number };

async function read(reference: string): Promise<ShopReadOrder> {
  const response = await call(shop, 'GET', `/api/provider/orders/${reference}`);
  expect(response.statusCode).toBe(200);
  const order = ProviderOrderResponse.parse(response.json()).data;
  const { grandTotalCents } = order;
  if (grandTotalCents === null) throw new Error('The owner read an order without its prices');
  return { ...order, grandTotalCents };
}

const move = (orderId: string, body: Record<string, unknown>) => call(shop, 'POST', `/api/provider/orders/${orderId}/transition`, body);
const pay = (orderId: string, body: Record<string, unknown>) => call(shop, 'POST', `/api/provider/orders/${orderId}/payments`, body);

/** Approved by the shop, its proof by the customer, made and ready to go. */
async function readyOrder(customer: Customer, orderId: string): Promise<void> {
  expect((await move(orderId, { to: 'APPROVED' })).statusCode).toBe(200);
  expect((await call(customer, 'POST', `/api/orders/${orderId}/proof/approve`, {})).statusCode).toBe(200);
  for (const to of ['PROCESSING', 'READY']) expect((await move(orderId, { to })).statusCode).toBe(200);
}

/** The shop's day (Asia/Phnom_Penh) of a moment. */
const phnomPenhDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('shipping with a carrier and tracking reference', () => {
  it('refuses ON_THE_WAY without both, or with too long ones, with the fields to fix', async () => {
    const { customer, order } = await customerWithOrder();
    await readyOrder(customer, order.id);
    const bare = await move(order.id, { to: 'ON_THE_WAY' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { carrier: 'The carrier is required to ship an order', trackingReference: 'The tracking reference is required to ship an order' },
    });
    const blank = await move(order.id, { to: 'ON_THE_WAY', carrier: '   ', trackingReference: 'JT1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ carrier: 'The carrier is required' });
    const long = await move(order.id, { to: 'ON_THE_WAY', carrier: 'x'.repeat(61), trackingReference: 'y'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ carrier: 'The carrier must be at most 60 characters', trackingReference: 'The tracking reference must be at most 100 characters' });
    const control = await move(order.id, { to: 'ON_THE_WAY', carrier: 'J&T\u0007', trackingReference: 'JT1' });
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().fields)).toEqual(['carrier']);
    expect((await read(order.id)).status).toBe('READY');
  });

  it('refuses a carrier on any other move', async () => {
    const { order } = await customerWithOrder();
    const response = await move(order.id, { to: 'APPROVED', carrier: 'J&T Express' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ carrier: 'The carrier is given only when an order goes ON_THE_WAY' });
  });

  it('keeps them on the order: the shop and the customer read them, and the customer’s mail says them', async () => {
    const { customer, order } = await customerWithOrder();
    await readyOrder(customer, order.id);
    expect((await read(order.id)).shipment).toBeNull();
    const shipped = await move(order.id, { to: 'ON_THE_WAY', carrier: '  Virak Buntham Express ', trackingReference: 'VB-482913', note: 'Leaves Phnom Penh tonight' });
    expect(shipped.statusCode).toBe(200);
    expect(ProviderOrderResponse.parse(shipped.json()).data.shipment).toEqual({ carrier: 'Virak Buntham Express', trackingReference: 'VB-482913' });
    const theirs = OrderResponse.parse((await call(customer, 'GET', `/api/orders/${order.id}`)).json()).data;
    expect(theirs).toMatchObject({ status: 'ON_THE_WAY', shipment: { carrier: 'Virak Buntham Express', trackingReference: 'VB-482913' } });
    await ctx.deliver();
    const mail = ctx.mail.last(customer.email);
    expect(mail?.subject).toBe(`Order ${order.number}: On the way`);
    expect(mail?.text).toContain('It is on its way with Virak Buntham Express, tracking reference VB-482913.');
    expect(mail?.text).toContain('Leaves Phnom Penh tonight');
  });

  it('writes them in a Khmer customer’s mail too', async () => {
    const { customer, order } = await customerWithOrder('kh');
    await readyOrder(customer, order.id);
    expect((await move(order.id, { to: 'ON_THE_WAY', carrier: 'J&T Express', trackingReference: 'JT7788123KH' })).statusCode).toBe(200);
    await ctx.deliver();
    expect(ctx.mail.last(customer.email)?.text).toContain('វាកំពុងដឹកជញ្ជូនដោយ J&T Express លេខតាមដាន JT7788123KH។');
  });
});

describe('completed by the shop', () => {
  it('moves an order on its way to COMPLETED, dated and mailed, as the customer’s “I received it” does', async () => {
    const { customer, order } = await customerWithOrder();
    expect((await move(order.id, { to: 'COMPLETED' })).json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', allowed: ['APPROVED', 'REJECTED', 'CANCELED'] });
    await readyOrder(customer, order.id);
    expect((await move(order.id, { to: 'ON_THE_WAY', carrier: 'Our driver', trackingReference: 'Run 12' })).statusCode).toBe(200);
    const completed = await move(String(order.number), { to: 'COMPLETED', note: 'Collected at the shop' });
    expect(completed.statusCode).toBe(200);
    const done = ProviderOrderResponse.parse(completed.json()).data;
    expect(done.status).toBe('COMPLETED');
    expect(done.receivedAt).toBe(done.events.at(-1)?.at);
    expect(done.events.at(-1)).toMatchObject({ actor: 'provider', actorName: 'Sophea Chan', from: 'ON_THE_WAY', to: 'COMPLETED', note: 'Collected at the shop' });
    expect(done.shipment).toEqual({ carrier: 'Our driver', trackingReference: 'Run 12' });
    await ctx.deliver();
    expect(ctx.mail.last(customer.email)?.subject).toBe(`Order ${order.number}: Completed`);
  });
});

describe('a reason to reject or cancel', () => {
  it('is required of the shop (a blank note is none); other moves keep an optional note', async () => {
    const { order } = await customerWithOrder();
    for (const to of ['REJECTED', 'CANCELED']) {
      for (const note of [undefined, '', '   ']) {
        const response = await move(order.id, { to, ...(note === undefined ? {} : { note }) });
        expect({ to, note, status: response.statusCode, fields: response.json().fields }).toEqual({ to, note, status: 400, fields: { note: `A reason is required to move an order to ${to}` } });
      }
    }
    expect((await read(order.id)).status).toBe('REVIEWING');
    const rejected = await move(order.id, { to: 'REJECTED', note: 'We cannot print on this fabric' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.events.at(-1)).toMatchObject({ to: 'REJECTED', note: 'We cannot print on this fabric' });
    const { order: another } = await customerWithOrder();
    expect((await move(another.id, { to: 'APPROVED' })).statusCode).toBe(200);
  });

  it('is not asked of the customer canceling their own order', async () => {
    const { customer, order } = await customerWithOrder();
    expect((await call(customer, 'POST', `/api/orders/${order.id}/cancel`, {})).statusCode).toBe(200);
  });
});

describe('payments with method, reference and day', () => {
  it('keeps each payment and answers them with the balance due', async () => {
    const { order } = await customerWithOrder();
    expect(order).toMatchObject({ payments: [], balanceDueCents: order.grandTotalCents });
    const first = await pay(order.id, { amountCents: 2000, method: 'khqr', reference: 'KHQR-99812', receivedOn: '2026-01-15', note: 'Deposit' });
    expect(first.statusCode).toBe(200);
    const second = await pay(String(order.number), { amountCents: 500 });
    const paid = ProviderOrderResponse.parse(second.json()).data;
    const today = phnomPenhDay(ctx.clock.now());
    expect(paid.payments.map(({ amountCents, method, reference, receivedOn, note, recordedBy }) => ({ amountCents, method, reference, receivedOn, note, recordedBy }))).toEqual([
      { amountCents: 2000, method: 'khqr', reference: 'KHQR-99812', receivedOn: '2026-01-15', note: 'Deposit', recordedBy: 'Sophea Chan' },
      { amountCents: 500, method: 'cash', reference: '', receivedOn: today, note: '', recordedBy: 'Sophea Chan' },
    ]);
    expect(paid.payments[1]?.recordedAt).toBe(paid.events.at(-1)?.at);
    expect(paid).toMatchObject({ paidAmountCents: 2500, balanceDueCents: order.grandTotalCents - 2500 });
    expect(await read(order.id)).toMatchObject({ payments: paid.payments, balanceDueCents: order.grandTotalCents - 2500 });
  });

  it('refuses a day after today, a day not in the calendar, an unknown method, a long reference', async () => {
    const { order } = await customerWithOrder();
    const tomorrow = phnomPenhDay(new Date(ctx.clock.now().getTime() + 24 * 60 * 60_000));
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ receivedOn: tomorrow }, { receivedOn: `At the latest today, ${phnomPenhDay(ctx.clock.now())}` }],
      [{ receivedOn: '2026-02-30' }, { receivedOn: 'receivedOn must be a day of the calendar' }],
      [{ receivedOn: '15/01/2026' }, { receivedOn: 'receivedOn must be a day, YYYY-MM-DD' }],
      [{ method: 'cheque' }, { method: 'method must be one of cash, bank_transfer, card, khqr' }],
      [{ reference: 'R'.repeat(101) }, { reference: 'The reference must be at most 100 characters' }],
    ];
    for (const [body, fields] of cases) {
      const response = await pay(order.id, { amountCents: 100, ...body });
      expect({ body, status: response.statusCode, code: response.json().code, fields: response.json().fields }).toEqual({ body, status: 400, code: 'VALIDATION_FAILED', fields });
    }
    expect((await read(order.id)).payments).toEqual([]);
  });

  it('takes today by the API’s clock, not the machine’s', async () => {
    const { order } = await customerWithOrder();
    ctx.clock.advance(3 * 24 * 60 * 60_000);
    try {
      const later = phnomPenhDay(ctx.clock.now());
      const token = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
      const response = await call({ host: TENANT_ONE_HOST, token }, 'POST', `/api/provider/orders/${order.id}/payments`, { amountCents: 100, method: 'card' });
      expect(response.statusCode).toBe(200);
      expect(ProviderOrderResponse.parse(response.json()).data.payments.map((payment) => payment.receivedOn)).toEqual([later]);
      // A day in the machine's future is no longer the API's.
      const inTwoDays = phnomPenhDay(new Date(Date.now() + 2 * 24 * 60 * 60_000));
      expect((await call({ host: TENANT_ONE_HOST, token }, 'POST', `/api/provider/orders/${order.id}/payments`, { amountCents: 100, receivedOn: inTwoDays })).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-3 * 24 * 60 * 60_000);
    }
  });

  it('keeps the rules: never past the grand total, none for a canceled order', async () => {
    const { order } = await customerWithOrder();
    const over = await pay(order.id, { amountCents: order.grandTotalCents + 1, method: 'bank_transfer' });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ amountCents: `At most ${order.grandTotalCents} cents are still to pay` });
    expect((await move(order.id, { to: 'CANCELED', note: 'The team withdrew' })).statusCode).toBe(200);
    expect((await pay(order.id, { amountCents: 100 })).statusCode).toBe(409);
    expect((await read(order.id)).balanceDueCents).toBe(0);
  });
});

describe('the order’s page', () => {
  it('has the size run of shirts and shorts as the workshop cuts them, the customer and the players', async () => {
    const { customer, order } = await customerWithOrder();
    expect(order.sizeRun).toEqual({
      shirts: [
        { size: 'S', count: 1 },
        { size: 'M', count: 2 },
        { size: 'XL', count: 2 },
      ],
      // The extras take their shirt size when no shorts size is given.
      shorts: [
        { size: 'M', count: 2 },
        { size: 'L', count: 1 },
        { size: 'XL', count: 2 },
      ],
    });
    const customerId = decodePart(customer.token, 1).sub;
    expect(order.customer).toEqual({ id: customerId, name: 'Dara User', email: customer.email, phone: '+855 12 345 678' });
    expect(order.players.map((player) => [player.name, player.number, player.size, player.shortsSize])).toEqual([
      ['Sokha', 7, 'S', 'L'],
      ['Vanna', 9, 'M', 'M'],
      ['Rith', 10, 'M', 'M'],
    ]);
    expect(order).toMatchObject({ address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678', pictureSides: ['front', 'back'] });
    expect(order.events.map((event) => [event.kind, event.to])).toEqual([['placed', 'REVIEWING']]);
  });

  it('says whether the proof was drawn for the order as it is, and when the customer approved it', async () => {
    const { customer, order } = await customerWithOrder();
    expect(order.proof).toEqual({ drawnLanguages: [], approvedAt: null });
    const pdf = await call(shop, 'GET', `/api/provider/orders/${order.number}/proof.pdf?lang=kh`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="proof-${order.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await read(order.id)).proof).toEqual({ drawnLanguages: ['kh'], approvedAt: null });
    // The customer's copy in the same language is the same PDF, kept once.
    const theirs = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf?lang=kh`);
    expect(theirs.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(200);
    const approved = await read(order.id);
    expect(approved.proof.approvedAt).toBe(approved.proofApprovedAt);
    expect(approved.proof.approvedAt).not.toBeNull();
    // The approval is a change of the order: the proof drawn before it shows it as it was.
    expect(approved.proof.drawnLanguages).toEqual([]);
    expect((await call(shop, 'GET', `/api/provider/orders/${order.id}/proof.pdf?lang=fr`)).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lang: 'lang must be one of en, kh' } });
  });

  it('draws the front and back of the design as ordered, with an ETag', async () => {
    const { order } = await customerWithOrder();
    const front = await call(shop, 'GET', `/api/provider/orders/${order.id}/pictures/front?pixels=200`);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(front.rawPayload.readUInt32BE(16)).toBe(200);
    const back = await call(shop, 'GET', `/api/provider/orders/${order.number}/pictures/back?pixels=200`);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(front.rawPayload)).toBe(false);
    const etag = String(front.headers.etag);
    expect(etag).not.toBe(String(back.headers.etag));
    const again = await call(shop, 'GET', `/api/provider/orders/${order.id}/pictures/front?pixels=200`, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const [url, field] of [
      [`/api/provider/orders/${order.id}/pictures/left`, 'side'],
      [`/api/provider/orders/${order.id}/pictures/front?pixels=5000`, 'pixels'],
      [`/api/provider/orders/${order.id}/pictures/front?pixels=big`, 'pixels'],
    ] as const) {
      const refused = await call(shop, 'GET', url);
      expect({ url, status: refused.statusCode, fields: Object.keys(refused.json().fields ?? {}) }).toEqual({ url, status: 400, fields: [field] });
    }
  });

  it('is the shop’s only: a customer is refused, another shop finds nothing', async () => {
    const { customer, order } = await customerWithOrder();
    for (const path of ['', '/pictures/front', '/proof.pdf']) {
      expect((await call(customer, 'GET', `/api/provider/orders/${order.id}${path}`)).statusCode).toBe(403);
      const otherShop = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
      expect((await call(otherShop, 'GET', `/api/provider/orders/${order.id}${path}`)).statusCode).toBe(404);
    }
  });
});
