// Fill-ins after an order (issue 37): a collection reopened after an order takes new players, who
// become a follow-up order. The collection says which entries an order of its design already has
// (placed since it started, not canceled), so the order form ticks only the others; and closing it
// again keeps each earlier entry on the roster row it became, never a second row of the same player.
import { CloseCollectionResponse, CollectionResponse, OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { createTestApp, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();
let keys = 0;

interface Roster {
  id: string;
  name: string;
  number: number;
}

async function manager() {
  const credentials = await registerUser(ctx.app, TENANT_ONE_HOST);
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, credentials)).json()).access_token;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, status = method === 'GET' || method === 'PUT' ? 200 : 201) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}`, ...(url === '/api/orders' ? { 'idempotency-key': `ordered-${(keys += 1)}` } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({ status, body: '' });
    return response.json() as unknown;
  };
  const design = (await call('POST', '/api/designs', { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Home kit' })) as {
    data: { id: string };
  };
  const designId = design.data.id;
  const start = async () =>
    CollectionResponse.parse(
      await call('POST', '/api/collections', {
        designId,
        title: 'Angkor FC 2027 home kit',
        deadline: inHours(48),
        pieces: ['main', 'shorts'],
        printNames: true,
        printNumbers: true,
      }),
    ).data;
  const join = async (code: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api/join/${code}/entries`, headers: { host: TENANT_ONE_HOST }, payload });
    expect(response.statusCode).toBe(201);
  };
  const close = async (id: string) => CloseCollectionResponse.parse(await call('POST', `/api/collections/${id}/close`, undefined, 200));
  const reopen = (id: string) => call('POST', `/api/collections/${id}/reopen`, { deadline: inHours(24) }, 200);
  const read = async (id: string) => CollectionResponse.parse(await call('GET', `/api/collections/${id}`)).data;
  const order = async (players: string[]) =>
    OrderResponse.parse(await call('POST', '/api/orders', { designId, players: players.map((playerId) => ({ playerId, size: 'M' })), address: 'St 2004', phone: '012 345 678' }))
      .data;
  const roster = async () => ((await call('GET', '/api/players?pageSize=100&sort=number')) as { data: Roster[] }).data;
  return { call, designId, start, join, close, reopen, read, order, roster };
}

describe('fill-ins after an order', () => {
  it('marks the entries an order of the design has since the collection started, and not those of a canceled one', async () => {
    const owner = await manager();
    // Last season's order of the same design, for a player who joins again: not an order of this collection.
    const dara = (await owner.call('POST', '/api/players', { name: 'Sok Dara', number: 7, size: 'S' })) as { data: { id: string } };
    await owner.order([dara.data.id]);

    const collection = await owner.start();
    await owner.join(collection.code, { name: 'Sok Dara', number: 7, size: 'M', shortsSize: 'L' });
    await owner.join(collection.code, { name: 'Vuthy', number: 11, size: 'L', shortsSize: 'L' });
    const first = await owner.close(collection.id);
    expect(first.data.entries.map((entry) => [entry.name, entry.ordered])).toEqual([
      ['Sok Dara', false],
      ['Vuthy', false],
    ]);

    const placed = await owner.order(first.playerIds);
    await owner.reopen(collection.id);
    await owner.join(collection.code, { name: 'Nary', number: 12, size: 'S', shortsSize: 'S' });
    // Open again, the new player is not on the roster yet, nor ordered.
    expect((await owner.read(collection.id)).entries.map((entry) => [entry.name, entry.ordered])).toEqual([
      ['Sok Dara', true],
      ['Vuthy', true],
      ['Nary', false],
    ]);
    const second = await owner.close(collection.id);
    expect(second.playerIds.slice(0, 2)).toEqual(first.playerIds);
    expect(second.data.entries.map((entry) => [entry.name, entry.ordered])).toEqual([
      ['Sok Dara', true],
      ['Vuthy', true],
      ['Nary', false],
    ]);

    // A canceled order ordered nobody.
    await owner.call('POST', `/api/orders/${placed.id}/cancel`, {}, 200);
    expect((await owner.read(collection.id)).entries.map((entry) => entry.ordered)).toEqual([false, false, false]);
  });

  it('keeps each earlier entry on its roster row when closed again: two players of one name, a row renamed since', async () => {
    const owner = await manager();
    const collection = await owner.start();
    await owner.join(collection.code, { name: 'Sok', number: 4, size: 'M', shortsSize: 'M' });
    await owner.join(collection.code, { name: 'Sok', number: 5, size: 'L', shortsSize: 'L' });
    await owner.join(collection.code, { name: 'Mony', number: 9, size: 'S', shortsSize: 'S' });
    const first = await owner.close(collection.id);
    expect(first.playerIds).toHaveLength(3);
    // The manager writes Mony's name in full on the roster.
    await owner.call('PUT', `/api/players/${first.playerIds[2]}`, { name: 'Chan Mony', number: 9, size: 'S', team: null });

    await owner.reopen(collection.id);
    await owner.join(collection.code, { name: 'Nary', number: 12, size: 'S', shortsSize: 'S' });
    const second = await owner.close(collection.id);
    expect(second.playerIds.slice(0, 3)).toEqual(first.playerIds);
    expect((await owner.roster()).map((player) => [player.name, player.number])).toEqual([
      ['Sok', 4],
      ['Sok', 5],
      ['Chan Mony', 9],
      ['Nary', 12],
    ]);
  });

  it('puts a late player the manager lets into a closed collection on the roster at once, for the order form', async () => {
    const owner = await manager();
    const sok = (await owner.call('POST', '/api/players', { name: 'Sok', number: 4, size: 'M' })) as { data: { id: string } };
    await owner.call('POST', '/api/players', { name: 'Sok', number: 5, size: 'L' });
    const collection = await owner.start();
    await owner.join(collection.code, { name: 'Mony', number: 9, size: 'S', shortsSize: 'S' });
    const first = await owner.close(collection.id);

    // By hand, after the deadline: a new player gets a roster row with the entry's number and size.
    const late = CollectionResponse.parse(
      await owner.call('POST', `/api/collections/${collection.id}/entries`, { name: 'Late Dara', number: 30, size: 'XL', shortsSize: 'L' }),
    ).data;
    const lateRow = late.entries.find((entry) => entry.name === 'Late Dara')?.playerId ?? null;
    expect(lateRow).not.toBeNull();
    // From the roster: the entry is that row, also with a namesake on the roster.
    const added = CollectionResponse.parse(await owner.call('POST', `/api/collections/${collection.id}/players`, { playerIds: [sok.data.id] })).data;
    expect(added.entries.find((entry) => entry.number === 4)?.playerId).toBe(sok.data.id);
    expect(added.entries.find((entry) => entry.name === 'Mony')?.playerId).toBe(first.playerIds[0]);
    expect((await owner.roster()).map((player) => [player.name, player.number])).toEqual([
      ['Sok', 4],
      ['Sok', 5],
      ['Mony', 9],
      ['Late Dara', 30],
    ]);
  });
});
