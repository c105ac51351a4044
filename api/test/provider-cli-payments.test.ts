import { TokenResponse } from '@teamwear/shared/contracts';
import { runProviderCommand, UsageError } from '../src/cli/provider-commands';
import { createTestApp, DEMO, fetchThroughApp, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';

// `npm run provider -- settings payments …` and the money side of `orders` (issue 38): the shop's
// payment rules from a JSON file, a move refused for its deposit, an override with a note, a reversal.

let ctx: TestContext;
const files = new Map<string, string>();

async function cli(args: string[], options: { note?: string; override?: boolean; carrier?: string; tracking?: string; json?: boolean } = {}) {
  const lines: string[] = [];
  const code = await runProviderCommand(args, { url: 'http://localhost', ...DEMO.one.admin, note: '', ...options }, {
    fetch: fetchThroughApp(ctx.app),
    write: (line) => lines.push(line),
    read: async (file) => {
      const text = files.get(file);
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
      return text;
    },
  });
  return { code, out: lines.join('\n') };
}

let orderNumber = 0;
let customer: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName: 'Bopha' });
  customer = { host: TENANT_ONE_HOST, authorization: `Bearer ${TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token}` };
  const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: customer, payload: { document: { schemaVersion: 2, product: 'polo', teamName: 'Chess Club' } } });
  const player = await ctx.app.inject({ method: 'POST', url: '/api/players', headers: customer, payload: { name: 'Sokha', number: 4, size: 'L' } });
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...customer, 'idempotency-key': 'cli-payments-0001' },
    payload: { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
  });
  orderNumber = order.json().data.number;
  await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.json().data.id}/proof/approve`, headers: customer, payload: {} });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('npm run provider -- settings payments', () => {
  it('shows none, sets the rules from a JSON file, refuses a wrong field, and resets', async () => {
    expect((await cli(['settings', 'payments'])).out).toContain('Deposit         none');
    files.set('rules.json', JSON.stringify({ methods: { bankTransfer: { bankName: 'ABA Bank', accountName: 'Angkor Co', accountNumber: '000-123-456' }, cashOnDelivery: true }, deposit: { percent: 50, balanceDue: 'on_delivery', overdueAfterDays: 3 } }));
    const set = await cli(['settings', 'payments', 'set', 'rules.json']);
    expect(set.code).toBe(0);
    expect(set.out).toContain('Bank transfer   ABA Bank, Angkor Co, 000-123-456');
    expect(set.out).toContain('Deposit         50 % before production (e.g. $50.00 of $100.00), the balance on delivery, overdue 3 days after approval');
    files.set('bad.json', JSON.stringify({ methods: { khqr: { bakongAccountId: 'angkor', merchantName: 'A', merchantCity: 'B', currencies: ['USD'] } } }));
    const bad = await cli(['settings', 'payments', 'set', 'bad.json']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('The Bakong account id looks like name@bank');
    files.set('notjson.json', 'percent: 50');
    await expect(cli(['settings', 'payments', 'set', 'notjson.json'])).rejects.toThrow(UsageError);
    await expect(cli(['settings', 'payments', 'sometimes'])).rejects.toThrow(UsageError);
  });

  it('shows and sets the KHQR code’s validity and the invoices’ tax number; reset keeps the tax number', async () => {
    files.set('codes.json', JSON.stringify({ methods: { khqr: { bakongAccountId: 'angkor@aclb', merchantName: 'Angkor', merchantCity: 'Siem Reap', currencies: ['USD'], validityMinutes: 120 } }, invoicing: { taxNumber: 'L001-123456789' } }));
    const set = await cli(['settings', 'payments', 'set', 'codes.json']);
    expect(set.code).toBe(0);
    expect(set.out).toContain('KHQR            angkor@aclb, Angkor, Siem Reap, USD, each code valid 2 hours');
    expect(set.out).toContain('Tax number      L001-123456789');
    files.set('short.json', JSON.stringify({ methods: { khqr: { bakongAccountId: 'angkor@aclb', merchantName: 'Angkor', merchantCity: 'Siem Reap', currencies: ['USD'], validityMinutes: 5 } } }));
    const short = await cli(['settings', 'payments', 'set', 'short.json']);
    expect(short.code).toBe(1);
    expect(short.out).toContain('A KHQR code must stay valid at least 15 minutes');
    const reset = await cli(['settings', 'payments', 'reset']);
    expect(reset.out).toContain('KHQR            not taken');
    expect(reset.out).toContain('Tax number      L001-123456789');
  });

  it('moves an order past its deposit only once paid, reverses a payment, and completes with an override and a note', async () => {
    files.set('half.json', JSON.stringify({ methods: {}, deposit: { percent: 50, balanceDue: 'on_delivery' } }));
    expect((await cli(['settings', 'payments', 'set', 'half.json'])).code).toBe(0);
    const order = String(orderNumber);
    expect((await cli(['orders', 'approve', order])).code).toBe(0);
    const refused = await cli(['orders', 'process', order]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^Refused \(409\): A deposit of \$\d+\.\d\d is required before production: \$\d+\.\d\d is missing$/);
    const paid = await cli(['orders', 'pay', order, '14']);
    const paymentId = /^ {14}id ([0-9a-f-]{36})$/m.exec(paid.out)?.[1] ?? '';
    await expect(cli(['orders', 'reverse', order, paymentId])).rejects.toThrow('orders reverse needs a reason');
    const reversed = await cli(['orders', 'reverse', order, paymentId], { note: 'Wrong order' });
    expect(reversed.out).toContain(`id ${paymentId}, reversed`);
    expect(reversed.out).toMatch(/^ {2}reversal {4}-\$14\.00/m);
    expect((await cli(['orders', 'process', order])).code).toBe(1);
    expect((await cli(['orders', 'pay', order, '14'])).code).toBe(0);
    expect((await cli(['orders', 'process', order])).code).toBe(0);
    expect((await cli(['orders', 'ready', order])).code).toBe(0);
    expect((await cli(['orders', 'ship', order], { carrier: 'J&T', tracking: 'JT1' })).code).toBe(0);
    expect((await cli(['orders', 'complete', order])).out).toContain('Refused (409)');
    await expect(cli(['orders', 'complete', order], { override: true })).rejects.toThrow('--override needs a note');
    const completed = await cli(['orders', 'complete', order], { override: true, note: 'Paid in cash at the door, receipt to follow' });
    expect(completed.code).toBe(0);
    expect(completed.out).toMatch(/ON_THE_WAY → COMPLETED with \$\d+\.\d\d due, overridden \(Paid in cash at the door, receipt to follow\)/);
    expect((await cli(['settings', 'payments', 'reset'])).out).toContain('Deposit         none');
  });
});
