// Issue 34, point 4: every mail was in English, with words of its own for an order's status, while
// the order page and the proof speak English and Khmer with the words of @teamwear/shared. A
// customer's mail is written in the language they signed up in, and names a status as the order
// page does.
import { ORDER_STATUS_WORDS, OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import type { OutgoingMail } from '../src/mail/transports';
import { createTestApp, DEMO, linkToken, providerToken, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let shopToken: string;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  shopToken = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
});
afterAll(async () => {
  await ctx.close();
});

const KHMER = /[\u1780-\u17FF]/;

function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

interface Customer {
  email: string;
  token: string;
  designId: string;
  playerId: string;
}

/** A customer who signed up on a page in `language` (as the sign-up page sends it), with a design and a player. */
async function customer(firstName: string, language?: 'en' | 'kh'): Promise<Customer> {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName, ...(language ? { language } : {}) });
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  const design = await call(token, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Angkor home kit' });
  const player = await call(token, 'POST', '/api/players', { name: 'Sokha', number: 7, size: 'M' });
  return { email: user.email, token, designId: design.json().data.id, playerId: player.json().data.id };
}

let keys = 0;
async function place(c: Customer) {
  const response = await call(
    c.token,
    'POST',
    '/api/orders',
    { designId: c.designId, players: [{ playerId: c.playerId, size: 'M' }], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678' },
    { 'idempotency-key': `mail-language-${(keys += 1)}` },
  );
  expect(response.statusCode).toBe(201);
  return OrderResponse.parse(response.json()).data;
}

async function approve(orderId: string, note = '') {
  expect((await call(shopToken, 'POST', `/api/provider/orders/${orderId}/transition`, { to: 'APPROVED', note })).statusCode).toBe(200);
}

async function lastMail(email: string): Promise<OutgoingMail> {
  await ctx.deliver();
  const mail = ctx.mail.last(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

describe("a customer's mail", () => {
  it('is in Khmer, subject and body, for a customer who signed up on a Khmer page', async () => {
    const sophea = await customer('Sophea', 'kh');
    const welcome = await lastMail(sophea.email);
    expect(welcome.subject).toBe('សូមស្វាគមន៍មកកាន់ Angkor Athletics៖ សូមបញ្ជាក់អ៊ីមែលរបស់អ្នក');
    expect(welcome.text).toContain('សួស្តី Sophea,');
    expect(welcome.html).toContain('lang="km"');

    const order = await place(sophea);
    const placed = await lastMail(sophea.email);
    expect(placed.subject).toBe(`ការបញ្ជាទិញ ${order.number} ត្រូវបានដាក់ហើយ`);
    expect(placed.text).toContain(`សូមអរគុណចំពោះការបញ្ជាទិញ ${order.number} របស់អ្នក`);
    expect(placed.text).not.toMatch(/Thank you|Still to pay|See the order/);

    await approve(order.id, 'Printing next week');
    const approved = await lastMail(sophea.email);
    // The order page's Khmer word for the status, in the subject and the body.
    expect(approved.subject).toContain(`ការបញ្ជាទិញ ${order.number}៖ ${ORDER_STATUS_WORDS.kh.APPROVED} — វិក្កយបត្រលេខ `);
    expect(approved.text).toContain(`ស្ថានភាពនៃការបញ្ជាទិញ ${order.number} របស់អ្នកឥឡូវនេះគឺ៖ ${ORDER_STATUS_WORDS.kh.APPROVED}។`);
    expect(approved.text).toContain('Printing next week');
    expect(approved.text).toContain('មើលការបញ្ជាទិញ');
    expect(approved.text).not.toMatch(/Order|Hello|approved/);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgotpassword', headers: { host: TENANT_ONE_HOST }, payload: { email: sophea.email } })).statusCode).toBe(200);
    const reset = await lastMail(sophea.email);
    expect(reset.subject).toBe('កំណត់ពាក្យសម្ងាត់ Angkor Athletics របស់អ្នកឡើងវិញ');
    expect(reset.text).toMatch(KHMER);
    expect(linkToken(reset, '/auth/resetpassword')).toEqual(expect.any(String));
  });

  it('is in English for a customer who signed up on an English page, or before the language was kept', async () => {
    for (const [name, language] of [['Dara', 'en'], ['Vanna', undefined]] as const) {
      const c = await customer(name, language);
      const order = await place(c);
      await approve(order.id);
      const approved = await lastMail(c.email);
      expect(approved.subject).toContain(`Order ${order.number}: ${ORDER_STATUS_WORDS.en.APPROVED} — your invoice No. `);
      expect(approved.text).toContain(`Hello ${name},`);
      expect(approved.text).toContain(`The status of your order ${order.number} is now: Approved.`);
      expect(`${approved.subject}\n${approved.text}`).not.toMatch(KHMER);
    }
  });

  it('names a status with the words the order page reads from @teamwear/shared, not a copy of its own', async () => {
    const sophea = await customer('Sophea', 'kh');
    const order = await place(sophea);
    const khmer = ORDER_STATUS_WORDS.kh as Record<string, string>;
    const before = khmer.APPROVED as string;
    khmer.APPROVED = 'ពាក្យថ្មីពីទំព័រ';
    try {
      await approve(order.id);
      const approved = await lastMail(sophea.email);
      expect(approved.subject).toContain(`ការបញ្ជាទិញ ${order.number}៖ ពាក្យថ្មីពីទំព័រ — `);
      expect(approved.text).toContain('ពាក្យថ្មីពីទំព័រ');
      expect(approved.text).not.toContain(before);
    } finally {
      khmer.APPROVED = before;
    }
  });

  it('refuses a sign-up language the product does not speak, saying which it speaks', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { host: TENANT_ONE_HOST },
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '+855 12 345 678', email: 'fr@example.test', password: 'Str0ng#Secret-pass', confirmPassword: 'Str0ng#Secret-pass', language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { language: 'language must be one of en, kh' } });
  });
});
