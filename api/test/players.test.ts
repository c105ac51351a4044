import Papa from 'papaparse';
import {
  AccountSummaryResponse,
  DEFAULT_SIZE_CHART,
  MAX_PLAYERS_PER_CUSTOMER,
  PlayerImportError,
  PlayerListResponse,
  PlayerResponse,
  SizeChartResponse,
  TokenResponse,
} from '@teamwear/shared/contracts';
import { createTestApp, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

interface Caller {
  host: string;
  token: string;
}

async function newCustomer(host = TENANT_ONE_HOST): Promise<Caller> {
  const user = await registerUser(ctx.app, host);
  return { host, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
}

function call(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function addPlayer(caller: Caller, player: Record<string, unknown>) {
  const response = await call(caller, 'POST', '/api/players', player);
  expect(response.statusCode).toBe(201);
  return PlayerResponse.parse(response.json()).data;
}

async function list(caller: Caller, query = '') {
  const response = await call(caller, 'GET', `/api/players${query}`);
  expect(response.statusCode).toBe(200);
  return PlayerListResponse.parse(response.json());
}

describe('GET /api/sizes', () => {
  it("answers the default chart, or the shop's own", async () => {
    const one = await ctx.app.inject({ method: 'GET', url: '/api/sizes', headers: { host: TENANT_ONE_HOST } });
    expect(SizeChartResponse.parse(one.json()).data).toEqual(DEFAULT_SIZE_CHART);
    expect(one.headers.vary).toBe('Origin, X-Shop-Key, X-Forwarded-Host');
    const two = SizeChartResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/sizes', headers: { host: TENANT_TWO_HOST } })).json()).data;
    expect(two.numberRange).toEqual({ min: 0, max: 999 });
    expect(two.groups[0]?.sizes).not.toContain('5XL');
  });
});

describe('players: add, edit, delete', () => {
  it('adds a player and keeps a Khmer name exactly', async () => {
    const me = await newCustomer();
    const player = await addPlayer(me, { name: '  សុខ ចាន់ដារា ', number: 7, size: 'M', team: 'U17' });
    expect(player).toMatchObject({ name: 'សុខ ចាន់ដារា', number: 7, size: 'M', team: 'U17', duplicateNumber: false });
    const found = await list(me, `?search=${encodeURIComponent('ចាន់')}`);
    expect(found.data.map((p) => p.name)).toEqual(['សុខ ចាន់ដារា']);
  });

  it("refuses bad fields with the product's messages, field by field", async () => {
    const me = await newCustomer();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ number: 7, size: 'M' }, { name: 'Name is required' }],
      [{ name: '   ', number: 7, size: 'M' }, { name: 'Name is required' }],
      [{ name: 'x'.repeat(61), number: 7, size: 'M' }, { name: 'Name must be at most 60 characters' }],
      [{ name: 'Dara', size: 'M' }, { number: 'Number is required' }],
      [{ name: 'Dara', number: '', size: 'M' }, { number: 'Number is required' }],
      [{ name: 'Dara', number: 'seven', size: 'M' }, { number: 'Number is invalid' }],
      [{ name: 'Dara', number: 7.5, size: 'M' }, { number: 'Number is invalid' }],
      [{ name: 'Dara', number: -1, size: 'M' }, { number: 'Number is invalid' }],
      [{ name: 'Dara', number: 100, size: 'M' }, { number: 'Number is invalid' }],
      [{ name: 'Dara', number: 7 }, { size: 'Size is required' }],
      [{ name: 'Dara', number: 7, size: 'XXXXL' }, { size: 'Size is not one of the shop’s sizes' }],
      [{ name: 'Dara', number: 7, size: 'M', team: 't'.repeat(41) }, { team: 'Team must be at most 40 characters' }],
      // Terminal escapes (issue 32): erase the line and forge one, write the clipboard (OSC 52), a one-byte CSI, a bidi override.
      [{ name: 'Dara\u001b[2K\r  proof approved', number: 7, size: 'M' }, { name: 'Name cannot contain control characters' }],
      [{ name: 'Dara\u001b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\u0007', number: 7, size: 'M' }, { name: 'Name cannot contain control characters' }],
      [{ name: 'Dara', number: 7, size: 'M\u009b2J' }, { size: 'Size cannot contain control characters' }],
      [{ name: 'Dara', number: 7, size: 'M', team: 'U12\u202e' }, { team: 'Team cannot contain control characters' }],
      [{ name: 'Line\nbreak', number: 7, size: 'M' }, { name: 'Name cannot contain control characters' }],
    ];
    for (const [body, fields] of cases) {
      const response = await call(me, 'POST', '/api/players', body);
      expect({ body, status: response.statusCode, fields: response.json().fields }).toEqual({ body, status: 400, fields });
    }
    // The shop's own range: Mekong prints up to 999.
    const mekong = await newCustomer(TENANT_TWO_HOST);
    expect((await call(mekong, 'POST', '/api/players', { name: 'Vanna', number: 999, size: 'M' })).statusCode).toBe(201);
    expect((await list(me)).total).toBe(0);
  });

  it('edits and deletes its own players; another customer gets 404', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const player = await addPlayer(me, { name: 'Dara', number: 10, size: 'L' });
    const edited = await call(me, 'PUT', `/api/players/${player.id}`, { name: 'Dara Sok', number: 11, size: 'XL', team: 'First team' });
    expect(PlayerResponse.parse(edited.json()).data).toMatchObject({ name: 'Dara Sok', number: 11, size: 'XL', team: 'First team' });
    expect((await call(other, 'PUT', `/api/players/${player.id}`, { name: 'Taken', number: 1, size: 'M' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/players/${player.id}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', '/api/players/not-an-id')).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/api/players/${player.id}`)).statusCode).toBe(204);
    expect((await call(me, 'DELETE', `/api/players/${player.id}`)).statusCode).toBe(404);
  });

  it('bulk-deletes the selected players, skipping ids that are not the customer’s', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const mine = await Promise.all([1, 2, 3].map((number) => addPlayer(me, { name: `P${number}`, number, size: 'M' })));
    const theirs = await addPlayer(other, { name: 'Theirs', number: 1, size: 'M' });
    const response = await call(me, 'POST', '/api/players/delete', { ids: [mine[0]?.id, mine[1]?.id, theirs.id] });
    expect(response.json()).toEqual({ deleted: 2 });
    expect((await list(me)).data.map((p) => p.name)).toEqual(['P3']);
    expect((await list(other)).total).toBe(1);
  });

  it('warns on both players of one team with the same number, not across teams', async () => {
    const me = await newCustomer();
    await addPlayer(me, { name: 'A', number: 9, size: 'M', team: 'U17' });
    await addPlayer(me, { name: 'B', number: 9, size: 'M', team: 'U17' });
    await addPlayer(me, { name: 'C', number: 9, size: 'M', team: 'Seniors' });
    const { data } = await list(me, '?sort=name');
    expect(data.map((p) => [p.name, p.duplicateNumber])).toEqual([
      ['A', true],
      ['B', true],
      ['C', false],
    ]);
  });

  it('warns on players without a team who share a number, and whatever the page shows of them', async () => {
    const me = await newCustomer();
    await addPlayer(me, { name: 'Dara', number: 4, size: 'M' });
    await addPlayer(me, { name: 'Sok', number: 4, size: 'L' });
    await addPlayer(me, { name: 'Vanna', number: 4, size: 'L', team: 'U17' });
    const { data } = await list(me, '?sort=name');
    expect(data.map((p) => [p.name, p.duplicateNumber])).toEqual([
      ['Dara', true],
      ['Sok', true],
      ['Vanna', false],
    ]);
    // Searched for one of the two, or on a page without the other: still warned.
    expect((await list(me, '?search=Dara')).data.map((p) => [p.name, p.duplicateNumber])).toEqual([['Dara', true]]);
    expect((await list(me, '?sort=name&pageSize=1&page=2')).data.map((p) => [p.name, p.duplicateNumber])).toEqual([['Sok', true]]);
  });
});

describe('players: list', () => {
  let me: Caller;
  beforeAll(async () => {
    me = await newCustomer();
    const rows = Array.from({ length: 45 }, (_, i) => ({
      name: `Player ${String(i).padStart(2, '0')}`,
      number: i,
      size: ['S', 'M', 'L'][i % 3],
      team: i < 30 ? 'Seniors' : 'U15',
    }));
    rows.push({ name: 'No Team', number: 99, size: 'XL', team: '' as unknown as string });
    expect((await call(me, 'POST', '/api/players/import', { rows })).statusCode).toBe(201);
  });

  it('pages, with the total, the teams and the roster size', async () => {
    const first = await list(me, '?pageSize=20');
    expect(first).toMatchObject({ total: 46, page: 1, pageSize: 20, teams: ['Seniors', 'U15'], rosterSize: 46 });
    expect(first.data).toHaveLength(20);
    const last = await list(me, '?pageSize=20&page=3');
    expect(last.data).toHaveLength(6);
    const past = await list(me, '?pageSize=20&page=9');
    expect(past).toMatchObject({ total: 46, data: [], teams: ['Seniors', 'U15'], rosterSize: 46 });
  });

  it('filters by team (empty: no team), size and search, and sorts', async () => {
    // The teams and the size are the whole roster's, whatever the filter.
    expect(await list(me, '?team=U15')).toMatchObject({ total: 15, teams: ['Seniors', 'U15'], rosterSize: 46 });
    expect(await list(me, '?team=U15&page=9')).toMatchObject({ total: 15, data: [], teams: ['Seniors', 'U15'], rosterSize: 46 });
    expect((await list(me, '?team=')).data.map((p) => p.name)).toEqual(['No Team']);
    expect((await list(me, '?size=XL')).total).toBe(1);
    expect((await list(me, '?search=player%201')).total).toBe(10);
    expect((await list(me, '?search=42')).data.map((p) => p.name)).toEqual(['Player 42']);
    expect((await list(me, '?search=%25')).total).toBe(0); // % is literal
    expect((await list(me, '?sort=-number&pageSize=2')).data.map((p) => p.number)).toEqual([99, 44]);
    const badSort = await call(me, 'GET', '/api/players?sort=password');
    expect(badSort.statusCode).toBe(400);
  });
});

describe('players: import and export', () => {
  it('imports every row or none, with each refused row and its messages', async () => {
    const me = await newCustomer();
    const response = await call(me, 'POST', '/api/players/import', {
      rows: [
        { name: 'Good', number: '7', size: 'M', team: 'A' },
        { name: 'Bad number', number: '1O', size: 'M' },
        { name: '', number: 3, size: 'Giant' },
        { name: 'Dara\u001b]52;c;eA==\u0007', number: 4, size: 'M', team: 'U12\u001b[2J' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(PlayerImportError.parse(response.json())).toEqual({
      code: 'IMPORT_INVALID',
      message: '3 rows are invalid: nothing was imported',
      rows: [
        { row: 1, errors: { number: 'Number is invalid' } },
        { row: 2, errors: { name: 'Name is required' } },
        { row: 3, errors: { name: 'Name cannot contain control characters', team: 'Team cannot contain control characters' } },
      ],
    });
    expect((await list(me)).total).toBe(0);
  });

  it('imports 1,000 players, then refuses one more (the roster limit)', async () => {
    const me = await newCustomer();
    const rows = Array.from({ length: MAX_PLAYERS_PER_CUSTOMER }, (_, i) => ({ name: `Player ${i}`, number: i % 100, size: 'M', team: `Team ${Math.floor(i / 25)}` }));
    const imported = await call(me, 'POST', '/api/players/import', { rows });
    expect(imported.json()).toEqual({ created: 1000 });
    const more = await call(me, 'POST', '/api/players', { name: 'One more', number: 1, size: 'M' });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ code: 'PLAYER_LIMIT_REACHED', message: 'A roster holds at most 1000 players' });
    const again = await call(me, 'POST', '/api/players/import', { rows: [{ name: 'x', number: 1, size: 'M' }] });
    expect(again.json().code).toBe('PLAYER_LIMIT_REACHED');
    expect((await list(me)).rosterSize).toBe(1000);
  });

  it('exports the roster as CSV a spreadsheet opens safely, Khmer kept', async () => {
    const me = await newCustomer();
    await addPlayer(me, { name: 'ស្រីនាង', number: 5, size: 'S', team: 'ក្រុមនារី' });
    await addPlayer(me, { name: '=HYPERLINK("http://evil")', number: 6, size: 'M' });
    const response = await call(me, 'GET', '/api/players/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="roster.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(response.body.slice(1).trim());
    expect(parsed.data).toEqual([
      ['name', 'number', 'size', 'team'],
      ['\'=HYPERLINK("http://evil")', '6', 'M', ''],
      ['ស្រីនាង', '5', 'S', 'ក្រុមនារី'],
    ]);
  });
});

describe('dashboard summary', () => {
  it('counts designs and players, this week and in each of the last 12 weeks', async () => {
    const me = await newCustomer();
    await addPlayer(me, { name: 'A', number: 1, size: 'M' });
    await addPlayer(me, { name: 'B', number: 2, size: 'M' });
    await call(me, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'soccer', teamName: 'FC' } });
    const summary = AccountSummaryResponse.parse((await call(me, 'GET', '/api/accounts/summary')).json()).data;
    expect(summary).toMatchObject({ designs: { total: 1, thisWeek: 1 }, players: { total: 2, thisWeek: 2 } });
    expect(summary.activity).toHaveLength(12);
    expect(summary.activity.at(-1)).toMatchObject({ designs: 1, players: 2 });
    expect(summary.activity.slice(0, -1).every((week) => week.designs === 0 && week.players === 0)).toBe(true);
    const monday = new Date(`${summary.activity.at(-1)?.weekStart}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
  });
});

describe('search in any Unicode form', () => {
  it('finds a name typed decomposed by its composed form, and the other way round', async () => {
    const me = await newCustomer();
    const decomposed = 'Ngo\u0302 Thi\u0323'; // "Ngô Thị" with combining marks
    await addPlayer(me, { name: decomposed, number: 3, size: 'M' });
    expect((await list(me, `?search=${encodeURIComponent('Ngô Thị'.normalize('NFC'))}`)).data.map((p) => p.name)).toEqual([decomposed]);
    await addPlayer(me, { name: 'Lê Văn', number: 4, size: 'M' });
    expect((await list(me, `?search=${encodeURIComponent('Lê Văn'.normalize('NFD'))}`)).total).toBe(1);
  });
});
