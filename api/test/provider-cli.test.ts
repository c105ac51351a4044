import { unzipSync } from 'fflate';
import { TokenResponse } from '@teamwear/shared/contracts';
import { sql } from 'kysely';
import { centsOf, runProviderCommand, UsageError } from '../src/cli/provider-commands';
import { createTestApp, DEMO, fetchThroughApp, registerUser, signIn, TENANT_ONE_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
let orderNumber: number;
let orderId: string;
let customerHeaders: Record<string, string>;


const saved = new Map<string, Uint8Array>();
/** Files the CLI reads (`settings … set <file>`). */
const files = new Map<string, string>();

async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const positionals = args.filter((arg) => !arg.startsWith('--'));
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const code = await runProviderCommand(
    positionals,
    {
      url: 'http://localhost',
      ...DEMO.one.admin,
      note: option('note') ?? '',
      status: option('status'),
      out: option('out'),
      json: args.includes('--json'),
      carrier: option('carrier'),
      tracking: option('tracking'),
      method: option('method'),
      reference: option('reference'),
      received: option('received'),
    },
    {
      fetch: fetchThroughApp(ctx.app),
      write: (line) => lines.push(line),
      save: async (file, bytes) => void saved.set(file, bytes),
      read: async (file) => {
        const text = files.get(file);
        if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
        return text;
      },
      // While the CLI waits, the API's worker makes the files (no worker loop runs in tests).
      wait: async () => void (await ctx.app.production.drain()),
    },
  );
  return { code, out: lines.join('\n') };
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  const user = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName: 'Chenda' });
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  const headers = { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` };
  customerHeaders = headers;
  const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers, payload: { document: { schemaVersion: 2, product: 'polo', teamName: 'Chess Club' } } });
  const player = await ctx.app.inject({ method: 'POST', url: '/api/players', headers, payload: { name: 'Sokha', number: 4, size: 'L' } });
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': 'cli-test-order-1' },
    payload: { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
  });
  orderNumber = order.json().data.number;
  orderId = order.json().data.id;
});
afterAll(async () => {
  await ctx.close();
});

describe('npm run provider', () => {
  it('lists and shows the shop’s orders', async () => {
    const list = await cli('orders', 'list', '--status=REVIEWING');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`^${orderNumber}\\s+REVIEWING\\s+polo`, 'm'));
    expect(list.out).toContain('Chenda User');
    const show = await cli('orders', 'show', String(orderNumber));
    expect(show.out).toContain(`Order ${orderNumber} (${orderId})`);
    expect(show.out).toMatch(/#4\s+Sokha\s+L/);
  });

  it('moves an order with a note, refuses what the life cycle does not allow, records a payment', async () => {
    expect((await cli('orders', 'approve', String(orderNumber), '--note=Lovely colours')).out).toContain('status      APPROVED');
    const refused = await cli('orders', 'ship', orderId, '--carrier=J&T Express', '--tracking=JT7788123KH');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Refused (409): The shop cannot move an order from APPROVED to ON_THE_WAY; from APPROVED it can go to PROCESSING or CANCELED');
    const paid = await cli('orders', 'pay', String(orderNumber), '10.50');
    expect(paid.out).toContain('paid $10.50');
    expect(paid.out).toContain('payment $10.50');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ctx.clock.now());
    expect(paid.out).toMatch(new RegExp(`^  payment     \\$10\\.50 cash received ${today} by Sophea Chan$`, 'm'));
    const byKhqr = await cli('orders', 'pay', String(orderNumber), '2', '--method=khqr', '--reference=KHQR-99812', '--received=2026-01-15');
    expect(byKhqr.code).toBe(0);
    expect(byKhqr.out).toMatch(/^ {2}payment {5}\$2\.00 khqr KHQR-99812 received 2026-01-15 by Sophea Chan$/m);
  });

  it('asks for what a move or payment needs before calling the API: a reason, the carrier and tracking, a known method', async () => {
    await expect(cli('orders', 'reject', String(orderNumber))).rejects.toThrow('orders reject needs a reason the customer reads: --note "…"');
    await expect(cli('orders', 'cancel', String(orderNumber), '--note=  ')).rejects.toThrow(UsageError);
    await expect(cli('orders', 'ship', String(orderNumber), '--carrier=J&T Express')).rejects.toThrow('orders ship needs the carrier and tracking reference: --carrier NAME --tracking REF');
    await expect(cli('orders', 'pay', String(orderNumber), '1', '--method=cheque')).rejects.toThrow('--method must be one of cash, bank_transfer, card, khqr');
    const future = await cli('orders', 'pay', String(orderNumber), '1', '--received=2999-01-01');
    expect(future.code).toBe(1);
    expect(future.out).toContain('Refused (400): The payment cannot be received after today');
  });

  it('starts production once the customer approved the proof, and saves the print files as a ZIP', async () => {
    const early = await cli('orders', 'process', String(orderNumber));
    expect(early.code).toBe(1);
    expect(early.out).toContain('Refused (409): The customer has not approved the proof');
    await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/proof/approve`, headers: customerHeaders, payload: {} });
    const processing = await cli('orders', 'process', String(orderNumber));
    expect(processing.out).toContain('status      PROCESSING');
    expect(processing.out).toMatch(/proof\s+approved by the customer/);
    expect(processing.out).toContain('customer: approved the proof');
    const files = await cli('orders', 'files', String(orderNumber), '--out=/tmp/orders');
    expect(files.code).toBe(0);
    expect(files.out).toMatch(/Making the print files: \[[# ]{20}\] \d+ of .* \(\d+%\)/);
    expect(files.out).toContain(`Saved /tmp/orders/order-${orderNumber}-production.zip`);
    const zip = unzipSync(saved.get(`/tmp/orders/order-${orderNumber}-production.zip`) as Uint8Array);
    expect(Object.keys(zip)).toEqual(expect.arrayContaining([`proof-${orderNumber}-en.pdf`, 'manifest.csv']));
  });

  it('ships an order with its carrier and tracking reference, and completes it', async () => {
    expect((await cli('orders', 'ready', String(orderNumber))).out).toContain('status      READY');
    const shipped = await cli('orders', 'ship', String(orderNumber), '--carrier=Virak Buntham Express', '--tracking=VB-482913');
    expect(shipped.code).toBe(0);
    expect(shipped.out).toContain('status      ON_THE_WAY');
    expect(shipped.out).toContain('  shipped     Virak Buntham Express, tracking VB-482913');
    const completed = await cli('orders', 'complete', String(orderNumber), '--note=Collected');
    expect(completed.code).toBe(0);
    expect(completed.out).toContain('status      COMPLETED');
    expect(completed.out).toContain('ON_THE_WAY → COMPLETED (Collected)');
  });

  it('shows the shop’s inks and print areas, sets them from a CSV or JSON file, and puts the defaults back', async () => {
    const shown = await cli('settings', 'show');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Inks (22, the default list):');
    expect(shown.out).toContain('  #00843d  Kelly Green');
    expect(shown.out).toMatch(/^ {4}M {5}.* 33\.6 × {3}37\.1 /m);

    // A spreadsheet's export: its own column names and order, a byte-order mark, a quoted name with a comma.
    files.set('/tmp/inks.csv', '\uFEFFHex,Ink\r\n#00AF66,"Jade, PMS 3405"\r\n#101820,Midnight\r\n');
    const inks = await cli('settings', 'inks', 'set', '/tmp/inks.csv');
    expect(inks.code).toBe(0);
    expect(inks.out).toContain('Inks (2, the shop’s own):');
    expect(inks.out).toContain('  #00AF66  Jade, PMS 3405');

    files.set('/tmp/areas.csv', 'garment,size,side,width_cm,height_cm\npolo,M,back,28.5,30\npolo,L,back,30,32\n');
    const areas = await cli('settings', 'print-areas', 'set', '/tmp/areas.csv');
    expect(areas.out).toContain('Print areas in cm, width × height (2 set by the shop, marked *):');
    expect(areas.out).toMatch(/^ {4}M {5}.* {2}28\.5 × {3}30\.0\*/m);
    // The shop's inks stayed as they were.
    expect(areas.out).toContain('  #101820  Midnight');

    files.set('/tmp/inks.json', JSON.stringify({ inks: [{ name: 'Snow', hex: '#ffffff' }] }));
    expect((await cli('settings', 'inks', 'set', '/tmp/inks.json')).out).toContain('Inks (1, the shop’s own):');

    // What `settings show --json` printed sets the same print areas again.
    const json = await cli('settings', 'show', '--json');
    files.set('/tmp/shown.json', json.out);
    const again = await cli('settings', 'print-areas', 'set', '/tmp/shown.json');
    expect(again.out).toContain('(2 set by the shop, marked *)');

    expect((await cli('settings', 'inks', 'reset')).out).toContain('Inks (22, the default list):');
    expect((await cli('settings', 'print-areas', 'reset')).out).toContain('all the catalogue’s, graded per size');
  });

  it('says which line of a file the API refused, and what is wrong with it', async () => {
    files.set('/tmp/bad-inks.csv', 'name,hex\nRed,#ff0000\n,#00ff00\nBlue,blue\n');
    const refused = await cli('settings', 'inks', 'set', '/tmp/bad-inks.csv');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe(['Refused (400): Some fields are invalid', '  line 3 (name): An ink needs a name', '  line 4 (hex): Colour must look like #rrggbb'].join('\n'));
    files.set('/tmp/bad-areas.csv', 'garment,size,side,width_cm,height_cm\nsoccer,M,back,300,30\n');
    expect((await cli('settings', 'print-areas', 'set', '/tmp/bad-areas.csv')).out).toContain('line 2 (widthCm): A print area is at most 200 cm wide');
    files.set('/tmp/no-header.csv', 'Red,#ff0000\n');
    await expect(cli('settings', 'inks', 'set', '/tmp/no-header.csv')).rejects.toThrow('/tmp/no-header.csv: the first row must name the columns name, hex (it has Red, #ff0000)');
    await expect(cli('settings', 'inks', 'set')).rejects.toThrow('settings inks set needs a CSV or JSON file');
    await expect(cli('settings', 'threads', 'reset')).rejects.toThrow(UsageError);
    expect((await cli('settings', 'show')).out).toContain('Inks (22, the default list):');
  });

  it('says what is wrong with a command', async () => {
    await expect(cli('orders', 'fly', '1')).rejects.toThrow(UsageError);
    await expect(cli('orders', 'approve')).rejects.toThrow(/needs an order number/);
    const wrong = await runProviderCommand(['orders', 'list'], { url: 'http://localhost', ...DEMO.one.customer }, { fetch: fetchThroughApp(ctx.app), write: () => undefined });
    expect(wrong).toBe(1);
  });

  it('shows the escapes of names and notes stored before the API refused them, never sends them to the terminal', async () => {
    // Rows written before control characters were refused: the reproduction, put in with raw SQL.
    const forged = 'Mean\u001b[2K\r  proof       approved by the customer';
    const clipboard = 'x\u001b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\u0007';
    const player = 'So\u202ekha\u009b2J';
    await writeBehindTheApi(ctx.db, async () => {
      await sql`update users set first_name = ${forged} where id = (select user_id from orders where id = ${orderId})`.execute(ctx.db);
      await sql`update orders set note = ${clipboard}, snapshot = jsonb_set(snapshot, '{players,0,name}', to_jsonb(${player}::text)) where id = ${orderId}`.execute(ctx.db);
    });
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    const unprintable = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    const show = await cli('orders', 'show', String(orderNumber));
    expect(show.out).not.toMatch(unprintable);
    expect(show.out).toContain('customer    Mean\\x1b[2K\\x0d  proof       approved by the customer');
    expect(show.out).toContain('note        x\\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\\x07');
    expect(show.out).toContain('So\\u202ekha\\x9b2J');
    // One "proof" line, the real one: the forged one stays inside the customer's name.
    expect(show.out.split('\n').filter((line) => /^\s*proof\s/.test(line))).toHaveLength(1);
    const list = await cli('orders', 'list');
    expect(list.out).not.toMatch(unprintable);
    expect(list.out).toContain('Mean\\x1b[2K\\x0d  proof');
    // --json stays the API's JSON, with C1 and bidi controls written as \u escapes too.
    const json = await cli('orders', 'show', String(orderNumber), '--json');
    expect(json.out).not.toMatch(unprintable);
    expect(JSON.parse(json.out).data.players[0].name).toBe(player);
  });

  it('reads USD amounts into cents exactly', () => {
    expect(centsOf('120.50')).toBe(12050);
    expect(centsOf('0.01')).toBe(1);
    expect(centsOf('7')).toBe(700);
    for (const bad of ['-1', '1.234', 'ten', '0', '']) expect(() => centsOf(bad)).toThrow(UsageError);
  });
});
