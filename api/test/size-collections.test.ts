// Size collections (issue 37): a team manager starts one from a design; players join through its
// public link with their name, number and sizes (a number once per collection, also when two send
// it at the same moment); each changes only their own entry; the deadline closes it in the shop's
// time; closing puts the entries on the roster, a returning player keeping their row. Nothing of
// the manager's, nor another shop's, is shown to anyone else.
import {
  CloseCollectionResponse,
  CollectionListResponse,
  CollectionResponse,
  JoinedResponse,
  JoinViewResponse,
  OwnEntryResponse,
  TokenResponse,
} from '@teamwear/shared/contracts';
import { addLayer, createDesign } from '@teamwear/design';
import { createTestApp, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;
const as = (token: string, host = TENANT_ONE_HOST) => ({ host, authorization: `Bearer ${token}` });
const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();

interface Manager {
  token: string;
  credentials: { email: string; password: string };
  designId: string;
}

async function manager(product = 'soccer'): Promise<Manager> {
  const credentials = await registerUser(ctx.app, TENANT_ONE_HOST);
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, credentials)).json()).access_token;
  const design = await ctx.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: as(token),
    payload: { document: { schemaVersion: 2, product, teamName: 'Angkor FC' }, name: 'Home kit' },
  });
  expect(design.statusCode).toBe(201);
  return { token, credentials, designId: design.json().data.id as string };
}

async function start(owner: Manager, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/collections',
    headers: as(owner.token),
    payload: {
      designId: owner.designId,
      title: 'Angkor FC 2027 home kit',
      deadline: inHours(48),
      pieces: ['main', 'shorts'],
      printNames: true,
      printNumbers: true,
      expectedPlayers: 18,
      ...overrides,
    },
  });
  expectStatus(response, 201);
  return CollectionResponse.parse(response.json()).data;
}

/** The status, and the body when it is another (what went wrong shows in the failure). */
function expectStatus(response: { statusCode: number; body: string }, status: number): void {
  expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({ status, body: '' });
}

const join = (code: string, payload: Record<string, unknown>, host = TENANT_ONE_HOST) =>
  ctx.app.inject({ method: 'POST', url: `/api/join/${code}/entries`, headers: { host }, payload });

describe('starting a collection', () => {
  it('collects for one of the manager’s designs until a future deadline, with an estimate at the expected quantity', async () => {
    const owner = await manager();
    const collection = await start(owner, { needBy: '2099-03-01' });
    expect(collection).toMatchObject({
      title: 'Angkor FC 2027 home kit',
      designName: 'Home kit',
      product: 'soccer',
      open: true,
      entryCount: 0,
      pieces: ['main', 'shorts'],
      expectedPlayers: 18,
    });
    expect(collection.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // 18 kits reach the demo shop's 10-piece tier: $24.50, plus a printed name ($3) and number ($2).
    expect(collection.estimate).toEqual({ pieces: 18, unitCents: 2450, perPlayerCents: 2950 });
    expect(collection.lastCloseDay).toBe('2099-02-15');
    expect(collection.deadlineTooLate).toBe(false);

    const listed = CollectionListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/collections', headers: as(owner.token) })).json()).data;
    expect(listed.map((each) => each.id)).toEqual([collection.id]);
  });

  it('refuses a past deadline, shorts on a garment without, and another customer’s design', async () => {
    const owner = await manager('tshirt');
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: as(owner.token),
      payload: { designId: owner.designId, title: 'T', deadline: inHours(-1), pieces: ['main'], printNames: true, printNumbers: true },
    });
    expect(past.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { deadline: 'The deadline must be in the future' } });
    const shorts = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: as(owner.token),
      payload: { designId: owner.designId, title: 'T', deadline: inHours(5), pieces: ['shorts'], printNames: true, printNumbers: true },
    });
    expect(shorts.json()).toMatchObject({ fields: { pieces: 'This garment has no shorts' } });
    const stranger = await manager();
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: as(stranger.token),
      payload: { designId: owner.designId, title: 'T', deadline: inHours(5), pieces: ['main'], printNames: true, printNumbers: true },
    });
    expect(theirs.statusCode).toBe(404);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: as(owner.token),
      payload: { designId: owner.designId, title: '  ', deadline: 'friday', pieces: [], printNames: true, printNumbers: true },
    });
    expect(empty.json().fields).toMatchObject({ title: 'The title is required', pieces: 'Choose at least one piece the players give a size for' });
  });

  it('warns when the deadline leaves too little time for the kits to arrive by the need-by day', async () => {
    const owner = await manager();
    const soon = new Date(ctx.clock.now().getTime() + 20 * 24 * HOUR).toISOString().slice(0, 10);
    const collection = await start(owner, { deadline: inHours(24 * 10), needBy: soon });
    expect(collection.deadlineTooLate).toBe(true);
  });

  it('refuses kits needed before the collection closes, on the field that moved', async () => {
    const owner = await manager();
    const day = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString().slice(0, 10);
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: as(owner.token),
      payload: { designId: owner.designId, title: 'Cup', deadline: inHours(24 * 5), pieces: ['main'], printNames: true, printNumbers: true, needBy: day(24 * 2) },
    });
    expectStatus(early, 400);
    expect(early.json().fields).toEqual({ needBy: 'The kits cannot arrive before the collection closes' });

    const collection = await start(owner, { deadline: inHours(24 * 2), needBy: day(24 * 10) });
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/collections/${collection.id}`, headers: as(owner.token), payload });
    const later = await change({ deadline: inHours(24 * 12) });
    expectStatus(later, 400);
    expect(later.json().fields).toEqual({ deadline: 'The kits cannot arrive before the collection closes' });
    const sooner = await change({ needBy: day(24) });
    expectStatus(sooner, 400);
    expect(sooner.json().fields).toEqual({ needBy: 'The kits cannot arrive before the collection closes' });
    // Both moved together, in order: taken.
    expectStatus(await change({ deadline: inHours(24 * 12), needBy: day(24 * 20) }), 200);
  });
});

describe('players joining', () => {
  it('tags the design’s player name and number on the back, for the page to draw what the player types', async () => {
    const owner = await manager();
    let document = createDesign('soccer', '2026-01-01T00:00:00.000Z');
    document = addLayer(document, { kind: 'playerName', props: { text: 'PLAYER' } }, { newId: () => 'name' });
    document = addLayer(document, { kind: 'backNumber', props: { text: '10' } }, { newId: () => 'number' });
    const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: as(owner.token), payload: { document, name: 'Named kit' } });
    expect(design.statusCode).toBe(201);
    const collection = await start(owner, { designId: design.json().data.id });
    const data = JoinViewResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/join/${collection.code}`, headers: { host: TENANT_ONE_HOST } })).json()).data;
    const tagged = (data.scenes?.back.layers ?? []).map((layer) => {
      const text = layer as { lines?: string[]; player?: string };
      return [text.lines?.[0], text.player];
    });
    expect(tagged).toEqual(expect.arrayContaining([
      ['PLAYER', 'name'],
      ['10', 'number'],
    ]));
  });

  it('shows the players the design, deadline, pieces and size guide, and nothing of the manager’s', async () => {
    const owner = await manager();
    const collection = await start(owner, { message: 'Sizes by Friday please' });
    const view = await ctx.app.inject({ method: 'GET', url: `/api/join/${collection.code}`, headers: { host: TENANT_ONE_HOST } });
    expect(view.statusCode).toBe(200);
    const data = JoinViewResponse.parse(view.json()).data;
    expect(data).toMatchObject({
      title: 'Angkor FC 2027 home kit',
      open: true,
      product: 'soccer',
      pieces: ['main', 'shorts'],
      message: 'Sizes by Friday please',
      entryCount: 0,
      entriesMax: 100,
    });
    // The design drawn, front and back, not the document (which the page would have to migrate and draw).
    expect(data.scenes?.front.outline).not.toBe('');
    expect(data.scenes?.back.shapes.length).toBeGreaterThan(0);
    expect(view.json().data).not.toHaveProperty('document');
    expect(data.sizeGuide.shorts).not.toBeNull();
    expect(view.body).not.toContain(owner.credentials.email);
    // Another shop does not know the code.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/join/${collection.code}`, headers: { host: TENANT_TWO_HOST } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/join/not-a-code', headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(400);
  });

  it('takes a number once, suggesting free ones without saying who has it, also when two players send it at once', async () => {
    const owner = await manager();
    const { code } = await start(owner);
    const dara = await join(code, { name: 'សុខ ដារា', number: 7, size: 'M', shortsSize: 'L', email: 'dara@example.com' });
    expectStatus(dara, 201);
    const joined = JoinedResponse.parse(dara.json());
    expect(joined.data).toMatchObject({ name: 'សុខ ដារា', number: 7, size: 'M', shortsSize: 'L' });

    const taken = await join(code, { name: 'Vuthy', number: 7, size: 'L', shortsSize: 'L' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'NUMBER_TAKEN',
      message: 'Number 7 is taken: try 8, 6 or 9',
      freeNumbers: [8, 6, 9],
      fields: { number: 'Number 7 is taken: try 8, 6 or 9' },
    });
    expect(taken.body).not.toContain('ដារា');

    const [first, second] = await Promise.all([
      join(code, { name: 'A', number: 10, size: 'S', shortsSize: 'S' }),
      join(code, { name: 'B', number: 10, size: 'S', shortsSize: 'S' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);

    const collection = CollectionResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/collections/${(await listOf(owner))[0]}`, headers: as(owner.token) })).json(),
    ).data;
    expect(collection.entries.map((entry) => entry.number)).toEqual([7, 10]);
    expect(collection.counts.main).toEqual([
      { size: 'S', count: 1 },
      { size: 'M', count: 1 },
    ]);
  });

  it('checks the sizes of the pieces collected and the shop’s number range', async () => {
    const owner = await manager();
    const { code } = await start(owner);
    const bad = await join(code, { name: 'Nary', number: 120, size: 'XXXXL', shortsSize: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      number: 'The number must be from 0 to 99',
      size: 'This garment is not made in size XXXXL',
      shortsSize: 'Choose a shorts size',
    });
    const control = await join(code, { name: 'Nary\u001b[2J', number: 1, size: 'M', shortsSize: 'M' });
    expect(control.statusCode).toBe(400);
    expect(control.json().fields.name).toMatch(/control characters/);
  });

  it('lets a player read and change only their own entry, with their token, until the deadline', async () => {
    const owner = await manager();
    const { code } = await start(owner, { deadline: inHours(2) });
    const mine = JoinedResponse.parse((await join(code, { name: 'Dara', number: 4, size: 'M', shortsSize: 'M' })).json());
    const theirs = JoinedResponse.parse((await join(code, { name: 'Vuthy', number: 5, size: 'L', shortsSize: 'L' })).json());
    const url = (entryId: string) => `/api/join/${code}/entries/${entryId}`;
    const read = await ctx.app.inject({ method: 'GET', url: url(mine.data.id), headers: { host: TENANT_ONE_HOST, 'x-entry-token': mine.token } });
    expect(OwnEntryResponse.parse(read.json()).data).toMatchObject({ name: 'Dara', number: 4 });
    // Another player's entry with my token, or mine without one: the same 404.
    expect(
      (await ctx.app.inject({ method: 'GET', url: url(theirs.data.id), headers: { host: TENANT_ONE_HOST, 'x-entry-token': mine.token } })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: url(theirs.data.id),
          headers: { host: TENANT_ONE_HOST, 'x-entry-token': mine.token },
          payload: { name: 'X', number: 6, size: 'S', shortsSize: 'S' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: url(mine.data.id), headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(404);

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: url(mine.data.id),
      headers: { host: TENANT_ONE_HOST, 'x-entry-token': mine.token },
      payload: { name: 'Dara', number: 4, size: 'L', shortsSize: 'M' },
    });
    expect(OwnEntryResponse.parse(changed.json()).data.size).toBe('L');
    const clash = await ctx.app.inject({
      method: 'PUT',
      url: url(mine.data.id),
      headers: { host: TENANT_ONE_HOST, 'x-entry-token': mine.token },
      payload: { name: 'Dara', number: 5, size: 'L', shortsSize: 'M' },
    });
    expect(clash.json().code).toBe('NUMBER_TAKEN');

    // A second before the deadline it is open; at the deadline it is closed, for joining and changing.
    ctx.clock.advance(2 * HOUR - 2000);
    expect((await join(code, { name: 'Late', number: 30, size: 'M', shortsSize: 'M' })).statusCode).toBe(201);
    ctx.clock.advance(2000);
    const late = await join(code, { name: 'Later', number: 31, size: 'M', shortsSize: 'M' });
    expect(late.json()).toMatchObject({ code: 'COLLECTION_CLOSED', message: 'This collection is closed: ask the team manager to add you' });
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: url(mine.data.id),
          headers: { host: TENANT_ONE_HOST, 'x-entry-token': mine.token },
          payload: { name: 'Dara', number: 4, size: 'S', shortsSize: 'M' },
        })
      ).statusCode,
    ).toBe(409);
    const view = JoinViewResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/join/${code}`, headers: { host: TENANT_ONE_HOST } })).json()).data;
    expect(view.open).toBe(false);
  });

  it('holds at most 100 entries', async () => {
    const owner = await manager();
    const { code } = await start(owner, { printNumbers: false, pieces: ['main'] });
    for (let index = 0; index < 100; index += 1) expect((await join(code, { name: `Player ${index}`, size: 'M' })).statusCode).toBe(201);
    const full = await join(code, { name: 'One too many', size: 'M' });
    expect(full.json()).toMatchObject({ code: 'COLLECTION_FULL' });
  });
});

async function listOf(owner: Manager): Promise<string[]> {
  return CollectionListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/collections', headers: as(owner.token) })).json()).data.map(
    (each) => each.id,
  );
}

describe('the manager', () => {
  it('adds a player by hand or from the roster, changes and removes entries; another customer sees none of it', async () => {
    const owner = await manager();
    const collection = await start(owner);
    const player = await ctx.app.inject({ method: 'POST', url: '/api/players', headers: as(owner.token), payload: { name: 'Rith', number: 9, size: 'XL' } });
    const fromRoster = await ctx.app.inject({
      method: 'POST',
      url: `/api/collections/${collection.id}/players`,
      headers: as(owner.token),
      payload: { playerIds: [player.json().data.id] },
    });
    expectStatus(fromRoster, 201);
    const byHand = await ctx.app.inject({
      method: 'POST',
      url: `/api/collections/${collection.id}/entries`,
      headers: as(owner.token),
      payload: { name: 'Coach Sam', number: 1, size: 'L', shortsSize: 'L' },
    });
    const entries = CollectionResponse.parse(byHand.json()).data.entries;
    expect(entries.map((entry) => [entry.name, entry.number, entry.size, entry.shortsSize, entry.source])).toEqual([
      ['Rith', 9, 'XL', 'XL', 'manager'],
      ['Coach Sam', 1, 'L', 'L', 'manager'],
    ]);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/collections/${collection.id}/entries/${entries[1]?.id}`,
      headers: as(owner.token),
      payload: { name: 'Coach Sam', number: 9, size: 'L', shortsSize: 'L' },
    });
    expect(changed.json()).toMatchObject({ code: 'NUMBER_TAKEN' });
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/collections/${collection.id}/entries/${entries[1]?.id}`, headers: as(owner.token) });
    expect(CollectionResponse.parse(removed.json()).data.entries).toHaveLength(1);

    const stranger = await manager();
    for (const [method, url] of [
      ['GET', `/api/collections/${collection.id}`],
      ['PATCH', `/api/collections/${collection.id}`],
      ['POST', `/api/collections/${collection.id}/close`],
      ['DELETE', `/api/collections/${collection.id}/entries/${entries[0]?.id}`],
    ] as const) {
      const answer = await ctx.app.inject({ method, url, headers: as(stranger.token), ...(method === 'PATCH' ? { payload: { title: 'Mine now' } } : {}) });
      expect([url, answer.statusCode]).toEqual([url, 404]);
    }
  });

  it('closes: the entries join the roster, a returning player keeps their row, and the order form can take them', async () => {
    const owner = await manager();
    const returning = await ctx.app.inject({
      method: 'POST',
      url: '/api/players',
      headers: as(owner.token),
      payload: { name: 'Sok Dara', number: 7, size: 'S' },
    });
    const collection = await start(owner);
    expect((await join(collection.code, { name: '  sok dara ', number: 7, size: 'M', shortsSize: 'L', email: 'dara@example.com' })).statusCode).toBe(201);
    expect((await join(collection.code, { name: 'Vuthy', number: 11, size: 'L', shortsSize: 'L' })).statusCode).toBe(201);

    const closed = await ctx.app.inject({ method: 'POST', url: `/api/collections/${collection.id}/close`, headers: as(owner.token) });
    expectStatus(closed, 200);
    const { data, playerIds } = CloseCollectionResponse.parse(closed.json());
    expect(data.open).toBe(false);
    expect(playerIds[0]).toBe(returning.json().data.id);
    expect(playerIds).toHaveLength(2);
    const roster = (await ctx.app.inject({ method: 'GET', url: '/api/players?pageSize=100&sort=number', headers: as(owner.token) })).json().data as {
      id: string;
      name: string;
      number: number;
      size: string;
    }[];
    expect(roster.map((player) => [player.name, player.number, player.size])).toEqual([
      ['Sok Dara', 7, 'M'],
      ['Vuthy', 11, 'L'],
    ]);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/collections/${collection.id}/close`, headers: as(owner.token) })).statusCode).toBe(409);
    expect((await join(collection.code, { name: 'Late', number: 3, size: 'M', shortsSize: 'M' })).json().code).toBe('COLLECTION_CLOSED');

    // The order form's quote takes the players with the collected sizes.
    const entries = data.entries;
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: as(owner.token),
      payload: {
        designId: owner.designId,
        players: entries.map((entry, index) => ({ playerId: playerIds[index], size: entry.size, shortsSize: entry.shortsSize })),
      },
    });
    expectStatus(quote, 200);

    // Reopened for fill-ins, a new player joins; closing again adds only them.
    const reopened = await ctx.app.inject({
      method: 'POST',
      url: `/api/collections/${collection.id}/reopen`,
      headers: as(owner.token),
      payload: { deadline: inHours(24) },
    });
    expect(CollectionResponse.parse(reopened.json()).data.open).toBe(true);
    expect((await join(collection.code, { name: 'Nary', number: 12, size: 'S', shortsSize: 'S' })).statusCode).toBe(201);
    const again = CloseCollectionResponse.parse(
      (await ctx.app.inject({ method: 'POST', url: `/api/collections/${collection.id}/close`, headers: as(owner.token) })).json(),
    );
    expect(again.playerIds.slice(0, 2)).toEqual(playerIds);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/players?pageSize=100', headers: as(owner.token) })).json().data as unknown[];
    expect(after).toHaveLength(3);
  });
});

describe('mail and the deadline', () => {
  it('mails a player who left an e-mail a copy of their entry, in their page’s language, with the link that changes it', async () => {
    const owner = await manager();
    const { code } = await start(owner);
    const joined = JoinedResponse.parse(
      (await join(code, { name: 'សុខ ដារា', number: 14, size: 'M', shortsSize: 'M', email: 'dara.copy@example.com', language: 'kh' })).json(),
    );
    await ctx.deliver();
    const [copy] = ctx.mail.to('dara.copy@example.com');
    expect(copy?.subject).toBe('Angkor FC 2027 home kit៖ ឈ្មោះ លេខ និងទំហំរបស់អ្នក');
    expect(copy?.text).toContain('សុខ ដារា · #14 · M · M');
    const link = /https?:\/\/\S+\/join\/\S+/.exec(copy?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('entry')).toBe(joined.data.id);
    expect(url.searchParams.get('token')).toBe(joined.token);
  });

  it('reminds the players known from earlier collections who have not joined, and gives a message for the team’s chat', async () => {
    const owner = await manager();
    const earlier = await start(owner, { title: 'Last season' });
    expect((await join(earlier.code, { name: 'Vuthy', number: 10, size: 'L', shortsSize: 'L', email: 'vuthy@example.com' })).statusCode).toBe(201);
    expect((await join(earlier.code, { name: 'Nary', number: 11, size: 'S', shortsSize: 'S', email: 'nary@example.com' })).statusCode).toBe(201);
    // Vuthy changes his entry from a Khmer page: his mails are in Khmer from then on.
    const vuthy = JoinedResponse.parse(
      (await join(earlier.code, { name: 'Vuthy K', number: 12, size: 'L', shortsSize: 'L', email: 'vuthy.kh@example.com' })).json(),
    );
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/join/${earlier.code}/entries/${vuthy.data.id}`,
      headers: { host: TENANT_ONE_HOST, 'x-entry-token': vuthy.token },
      payload: { name: 'Vuthy K', number: 12, size: 'L', shortsSize: 'L', email: 'vuthy.kh@example.com', language: 'kh' },
    });
    expectStatus(changed, 200);
    const now = await start(owner, { title: 'New season', message: 'Training kit too' });
    expect((await join(now.code, { name: 'Nary', number: 11, size: 'S', shortsSize: 'S', email: 'NARY@example.com' })).statusCode).toBe(201);
    await ctx.deliver();
    const before = ctx.mail.sent.length;

    const reminded = await ctx.app.inject({ method: 'POST', url: `/api/collections/${now.id}/remind`, headers: as(owner.token), payload: { language: 'en' } });
    expectStatus(reminded, 200);
    expect(reminded.json().data.mailed).toBe(2);
    expect(reminded.json().data.message).toMatch(new RegExp(`^New season: please enter your name, number and sizes by .+: https?://\\S+/join/${now.code}$`));
    await ctx.deliver();
    const sent = ctx.mail.sent.slice(before);
    // Queued in one transaction, they leave in no particular order.
    expect(sent.map((mail) => mail.to).sort()).toEqual(['vuthy.kh@example.com', 'vuthy@example.com']);
    const mailTo = (address: string) => sent.find((mail) => mail.to === address);
    expect(mailTo('vuthy@example.com')?.text).toContain('Training kit too');
    expect(mailTo('vuthy.kh@example.com')?.subject).toMatch(/^New season៖ សូមផ្ញើទំហំរបស់អ្នកមុន /);
  });

  it('closes by itself at the deadline: the roster gets the players and the manager a mail; the reminder goes once, two days before', async () => {
    const owner = await manager();
    const earlier = await start(owner, { title: 'Cup 2026' });
    expect((await join(earlier.code, { name: 'Kosal', number: 5, size: 'M', shortsSize: 'M', email: 'kosal@example.com' })).statusCode).toBe(201);
    const cup = await start(owner, { title: 'Cup 2027', deadline: inHours(49) });
    expect((await join(cup.code, { name: 'Rith', number: 8, size: 'L', shortsSize: 'L' })).statusCode).toBe(201);
    await ctx.deliver();
    const before = ctx.mail.sent.length;

    // Not yet two days before: no reminder.
    await ctx.app.collectionKeeper.drain();
    await ctx.deliver();
    expect(ctx.mail.sent.slice(before).filter((mail) => mail.subject.startsWith('Cup 2027'))).toEqual([]);
    ctx.clock.advance(2 * HOUR);
    await ctx.app.collectionKeeper.drain();
    await ctx.app.collectionKeeper.drain();
    await ctx.deliver();
    const reminders = ctx.mail.sent.slice(before).filter((mail) => mail.subject.startsWith('Cup 2027: send your sizes'));
    expect(reminders.map((mail) => mail.to)).toEqual(['kosal@example.com']);

    ctx.clock.advance(48 * HOUR);
    await ctx.app.collectionKeeper.drain();
    await ctx.deliver();
    expect(ctx.mail.to(owner.credentials.email).map((mail) => mail.subject)).toContain('Cup 2027 has closed');
    const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, owner.credentials)).json()).access_token;
    const collection = CollectionResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/collections/${cup.id}`, headers: as(token) })).json()).data;
    expect(collection.open).toBe(false);
    expect(collection.entries[0]?.playerId).not.toBeNull();
    // The earlier collection closed too, by its own deadline: both players are on the roster.
    const roster = (await ctx.app.inject({ method: 'GET', url: '/api/players?pageSize=100&sort=number', headers: as(token) })).json().data as {
      name: string;
    }[];
    expect(roster.map((player) => player.name)).toEqual(['Kosal', 'Rith']);
  });
});

describe('rate limits of the public page', () => {
  it('limits joins per address and per collection, and other collections keep working', async () => {
    const limited = await createTestApp({
      rateLimit: {
        anonymousPerMinute: 1000,
        signInPerMinute: 1000,
        accountMailPerMinute: 1000,
        accountWritesPerMinute: 1000,
        accountReadsPerMinute: 1000,
        joinWritesPerMinute: 2,
        collectionWritesPerMinute: 3,
      },
    });
    try {
      const credentials = await registerUser(limited.app, TENANT_ONE_HOST);
      const token = TokenResponse.parse((await signIn(limited.app, TENANT_ONE_HOST, credentials)).json()).access_token;
      const design = await limited.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: as(token),
        payload: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Home kit' },
      });
      const collect = async (title: string) => {
        const deadline = new Date(limited.clock.now().getTime() + 48 * HOUR).toISOString();
        const payload = { designId: design.json().data.id, title, deadline, pieces: ['main'], printNames: true, printNumbers: true };
        const response = await limited.app.inject({ method: 'POST', url: '/api/collections', headers: as(token), payload });
        expectStatus(response, 201);
        return CollectionResponse.parse(response.json()).data.code;
      };
      const first = await collect('First team');
      const second = await collect('Second team');
      const joinFrom = (code: string, ip: string, number: number) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/join/${code}/entries`,
          remoteAddress: ip,
          headers: { host: TENANT_ONE_HOST },
          payload: { name: `Player ${number}`, number, size: 'M' },
        });

      // One address: two joins a minute.
      expect([(await joinFrom(first, '10.0.0.1', 1)).statusCode, (await joinFrom(first, '10.0.0.1', 2)).statusCode]).toEqual([201, 201]);
      const perAddress = await joinFrom(first, '10.0.0.1', 3);
      expect(perAddress.statusCode).toBe(429);
      expect(perAddress.json().code).toBe('RATE_LIMITED');
      // Many addresses: three joins a minute into one collection…
      expect((await joinFrom(first, '10.0.0.2', 4)).statusCode).toBe(201);
      const perCollection = await joinFrom(first, '10.0.0.3', 5);
      expect(perCollection.statusCode).toBe(429);
      expect(perCollection.json().code).toBe('RATE_LIMITED');
      expect(Number(perCollection.headers['retry-after'])).toBeGreaterThan(0);
      // …while another team's link is untouched.
      expect((await joinFrom(second, '10.0.0.4', 1)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
