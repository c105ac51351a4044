// Issue 38, each player pays their share of a size collection: the manager turns "players pay" on
// (only where the shop takes KHQR or bank transfer), the share is fixed at the estimate then; a
// player who joined sees their share with a KHQR code for exactly it, whose bill number names the
// entry; the shop records (and reverses) a player's payment; the manager sees who paid; the order
// of the collection carries the ordered players' payments as its payment lines, an unpaid player is
// ordered and stays marked unpaid, and a player not ordered keeps their payment on their entry.
import bakongKhqr from 'bakong-khqr';
import {
  CloseCollectionResponse,
  CollectionResponse,
  JoinedResponse,
  OwnEntryResponse,
  PayingCollectionResponse,
  PlayerPaymentsResponse,
  ProviderOrderResponse,
  TokenResponse,
} from '@teamwear/shared/contracts';
import { qrPathOf } from '../src/collections/qr-path';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

const { BakongKHQR } = bakongKhqr;
let ctx: TestContext;
const shop: Record<'owner' | 'staff' | 'production' | 'otherShop', string> = { owner: '', staff: '', production: '', otherShop: '' };

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  shop.owner = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
  shop.staff = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' });
  shop.production = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'workshop@angkor.test', password: 'Workshop#2026pass' });
  shop.otherShop = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();
let keys = 0;

type Caller = keyof typeof shop | { token: string; host?: string } | 'public';
const inject = (who: Caller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const host = who === 'otherShop' ? TENANT_TWO_HOST : typeof who === 'object' ? (who.host ?? TENANT_ONE_HOST) : TENANT_ONE_HOST;
  const token = who === 'public' ? null : typeof who === 'string' ? shop[who] : who.token;
  return ctx.app.inject({
    method,
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(url === '/api/orders' ? { 'idempotency-key': `players-pay-${(keys += 1)}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
};
async function expectAnswer(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, status: number) {
  const answer = await response;
  expect({ status: answer.statusCode, body: answer.statusCode === status ? '' : answer.body }).toEqual({ status, body: '' });
  return answer.json();
}

const KHQR = { bakongAccountId: 'angkor@aclb', merchantName: 'Angkor Sportswear', merchantCity: 'Siem Reap', currencies: ['USD' as const] };
const BANK = { bankName: 'ABA Bank', bankNameKh: '', accountName: 'Angkor Sportswear Co', accountNameKh: '', accountNumber: '000 123 456' };
const setMethods = (methods: Record<string, unknown>) => expectAnswer(inject('owner', 'PUT', '/api/provider/settings/payments', { methods, deposit: null }), 200);

async function manager() {
  const credentials = await registerUser(ctx.app, TENANT_ONE_HOST, { firstName: 'Dara' });
  const me = { token: TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, credentials)).json()).access_token };
  const design = (await expectAnswer(
    inject(me, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Home kit' }),
    201,
  )) as { data: { id: string } };
  const designId = design.data.id;
  const start = async (extra: Record<string, unknown> = {}, status = 201) =>
    inject(me, 'POST', '/api/collections', {
      designId,
      title: 'Angkor FC 2027 home kit',
      deadline: inHours(48),
      pieces: ['main'],
      printNames: true,
      printNumbers: true,
      expectedPlayers: 10,
      ...extra,
    }).then(async (answer) => (status === 201 ? CollectionResponse.parse(await expectAnswer(Promise.resolve(answer), 201)).data : answer));
  const read = async (id: string) => CollectionResponse.parse(await expectAnswer(inject(me, 'GET', `/api/collections/${id}`), 200)).data;
  const change = (id: string, body: Record<string, unknown>) => inject(me, 'PATCH', `/api/collections/${id}`, body);
  return { me, designId, start, read, change };
}

const join = async (code: string, name: string, number: number) =>
  JoinedResponse.parse(await expectAnswer(inject('public', 'POST', `/api/join/${code}/entries`, { name, number, size: 'M' }), 201));
const ownEntry = async (code: string, entryId: string, token: string) =>
  OwnEntryResponse.parse(await expectAnswer(inject('public', 'GET', `/api/join/${code}/entries/${entryId}`, undefined, { 'x-entry-token': token }), 200)).data;
const record = (who: Caller, collectionId: string, entryId: string, amountCents: number, reference = 'ABA 55120') =>
  inject(who, 'POST', `/api/provider/collections/${collectionId}/entries/${entryId}/payments`, { amountCents, method: 'khqr', reference, note: 'Seen on the statement' });

/** A KHQR payload as the SDK's own decoder reads it, its CRC checked. */
const decoded = (payload: string) => {
  expect(BakongKHQR.verify(payload).isValid).toBe(true);
  return BakongKHQR.decode(payload).data!;
};

describe('players pay', () => {
  afterEach(async () => {
    await setMethods({ khqr: null, bankTransfer: null, cashOnDelivery: false });
  });

  it('is unavailable, and says why, where the shop takes neither KHQR nor bank transfer', async () => {
    await setMethods({ khqr: null, bankTransfer: null, cashOnDelivery: true });
    const owner = await manager();
    const refused = (await owner.start({ playersPay: true }, 409)) as { statusCode: number; json: () => { code: string; message: string } };
    expect(refused.json()).toEqual({ code: 'PLAYERS_PAY_UNAVAILABLE', message: expect.stringMatching(/KHQR or bank transfer/) });
    const collection = (await owner.start()) as Awaited<ReturnType<typeof owner.read>>;
    expect(collection.playersPay).toMatchObject({ available: false, unavailable: 'noMethod', shareCents: null });
    expect((await owner.change(collection.id, { playersPay: true })).statusCode).toBe(409);
  });

  it('asks each player a share fixed when turned on, with a KHQR code for exactly it naming the entry', async () => {
    await setMethods({ khqr: KHQR, bankTransfer: BANK, cashOnDelivery: false });
    const owner = await manager();
    const started = (await owner.start()) as Awaited<ReturnType<typeof owner.read>>;
    expect(started.playersPay).toMatchObject({ available: true, shareCents: null });
    const on = CollectionResponse.parse(await expectAnswer(owner.change(started.id, { playersPay: true }), 200)).data;
    const share = on.playersPay?.shareCents ?? 0;
    expect(share).toBe(on.estimate?.perPlayerCents);
    expect(share).toBeGreaterThan(0);
    // More players expected later: the tier moves, the share asked of players does not.
    const more = CollectionResponse.parse(await expectAnswer(owner.change(started.id, { expectedPlayers: 40 }), 200)).data;
    expect(more.estimate?.perPlayerCents).not.toBe(share);
    expect(more.playersPay?.shareCents).toBe(share);

    const view = (await expectAnswer(inject('public', 'GET', `/api/join/${on.code}`), 200)) as { data: { shareCents: number } };
    expect(view.data.shareCents).toBe(share);
    const joined = await join(on.code, 'Sokha', 7);
    const reference = `P-${joined.data.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(joined.data.share).toMatchObject({ shareCents: share, paidCents: 0, state: 'unpaid', reference, bankTransfer: { accountNumber: '000 123 456', reference } });
    const code = decoded(joined.data.share?.khqr[0]?.payload ?? '');
    expect({ amount: Number(code.transactionAmount), currency: code.transactionCurrency, bill: code.billNumber }).toEqual({ amount: share / 100, currency: '840', bill: reference });
    expect(reference.length).toBeLessThanOrEqual(25);
    // Drawn for the players' page, which has no QR library: the API's own drawing of that payload (qr-path.test.ts).
    expect(joined.data.share?.khqr[0]?.qr).toEqual(qrPathOf(joined.data.share?.khqr[0]?.payload ?? ''));

    const mine = await ownEntry(on.code, joined.data.id, joined.token);
    expect(mine.share?.reference).toBe(reference);
    const managerView = await owner.read(on.id);
    expect(managerView.entries[0]?.payment).toMatchObject({ reference, paidCents: 0, state: 'unpaid' });
    expect(managerView.playersPay).toMatchObject({ collectedCents: 0, expectedCents: share, paidCount: 0, unpaidCount: 1 });
  });

  it('is recorded by the shop against the entry, reversed with a note, and seen by the manager and the player', async () => {
    await setMethods({ khqr: null, bankTransfer: BANK, cashOnDelivery: false });
    const owner = await manager();
    const collection = (await owner.start({ playersPay: true })) as Awaited<ReturnType<typeof owner.read>>;
    const share = collection.playersPay?.shareCents ?? 0;
    const sokha = await join(collection.code, 'Sokha', 7);
    const dara = await join(collection.code, 'Dara', 9);
    expect(sokha.data.share?.khqr).toEqual([]);

    const paid = PayingCollectionResponse.parse(await expectAnswer(record('staff', collection.id, sokha.data.id, share), 201)).data;
    expect(paid.entries.find((entry) => entry.id === sokha.data.id)).toMatchObject({ paidCents: share, state: 'paid' });
    const seen = await owner.read(collection.id);
    expect(seen.entries.map((entry) => [entry.name, entry.payment?.state])).toEqual([
      ['Sokha', 'paid'],
      ['Dara', 'unpaid'],
    ]);
    expect(seen.playersPay).toMatchObject({ collectedCents: share, expectedCents: 2 * share, paidCount: 1, unpaidCount: 1 });
    expect((await ownEntry(collection.code, sokha.data.id, sokha.token)).share).toMatchObject({ state: 'paid', paidCents: share, khqr: [] });
    expect((await ownEntry(collection.code, dara.data.id, dara.token)).share).toMatchObject({ state: 'unpaid', paidCents: 0 });

    // Paid: players pay stays on, and the entry stays.
    expect(((await expectAnswer(owner.change(collection.id, { playersPay: false }), 409)) as { code: string }).code).toBe('PLAYERS_PAID');
    expect(((await expectAnswer(inject(owner.me, 'DELETE', `/api/collections/${collection.id}/entries/${sokha.data.id}`), 409)) as { code: string }).code).toBe('PLAYERS_PAID');

    // Found by the reference as a bank app shows it, in any case and spacing.
    const reference = sokha.data.share?.reference ?? '';
    const search = `${reference.slice(0, 5).toLowerCase()} ${reference.slice(5)}`;
    const found = PlayerPaymentsResponse.parse(await expectAnswer(inject('staff', 'GET', `/api/provider/collection-payments?q=${encodeURIComponent(search)}`), 200)).data;
    expect(found.map((each) => [each.id, each.customerName, each.entries.map((entry) => entry.name)])).toEqual([[collection.id, expect.stringMatching(/^Dara/), ['Sokha']]]);

    const line = paid.entries.find((entry) => entry.id === sokha.data.id)?.payments[0];
    expect(line).toMatchObject({ amountCents: share, method: 'khqr', reference: 'ABA 55120', recordedBy: expect.any(String), orderNumber: null });
    const reverse = (note: string) => inject('owner', 'POST', `/api/provider/collections/${collection.id}/entries/${sokha.data.id}/payments/${line?.id}/reverse`, { note });
    expect((await reverse('')).statusCode).toBe(400);
    const reversed = PayingCollectionResponse.parse(await expectAnswer(reverse('Recorded on the wrong player'), 201)).data;
    expect(reversed.entries.find((entry) => entry.id === sokha.data.id)).toMatchObject({
      paidCents: 0,
      state: 'unpaid',
      payments: [
        { amountCents: share, reversedById: expect.any(String) },
        { amountCents: -share, reversesPaymentId: line?.id, note: 'Recorded on the wrong player' },
      ],
    });
    expect(((await expectAnswer(reverse('again'), 409)) as { code: string }).code).toBe('ALREADY_REVERSED');
    expect((await owner.read(collection.id)).entries[0]?.payment?.state).toBe('unpaid');
  });

  it('is carried by the order of the collection: paid players as payment lines, the unpaid ordered and marked, the not ordered kept', async () => {
    await setMethods({ khqr: KHQR, bankTransfer: null, cashOnDelivery: false });
    const owner = await manager();
    const collection = (await owner.start({ playersPay: true })) as Awaited<ReturnType<typeof owner.read>>;
    const share = collection.playersPay?.shareCents ?? 0;
    const sokha = await join(collection.code, 'Sokha', 7);
    await join(collection.code, 'Dara', 9);
    const vanna = await join(collection.code, 'Vanna', 11);
    await expectAnswer(record('staff', collection.id, sokha.data.id, share, 'KHQR 8841'), 201);
    await expectAnswer(record('owner', collection.id, vanna.data.id, share), 201);
    const closed = CloseCollectionResponse.parse(await expectAnswer(inject(owner.me, 'POST', `/api/collections/${collection.id}/close`), 200));
    const entries = closed.data.entries;
    const playerOf = (name: string) => entries.find((entry) => entry.name === name)?.playerId ?? '';
    // Sokha (paid) and Dara (unpaid) are ordered; Vanna (paid) is not.
    const placed = (await expectAnswer(
      inject(owner.me, 'POST', '/api/orders', {
        designId: owner.designId,
        players: [playerOf('Sokha'), playerOf('Dara')].map((playerId) => ({ playerId, size: 'M' })),
        address: 'St 2004',
        phone: '012 345 678',
      }),
      201,
    )) as { data: { id: string; number: number; paidAmountCents: number } };
    expect(placed.data.paidAmountCents).toBe(share);

    const order = ProviderOrderResponse.parse(await expectAnswer(inject('owner', 'GET', `/api/provider/orders/${placed.data.id}`), 200)).data;
    expect(order.payments).toEqual([
      expect.objectContaining({ amountCents: share, method: 'khqr', reference: sokha.data.share?.reference, note: expect.stringContaining('Sokha #7') }),
    ]);
    const after = await owner.read(collection.id);
    const state = Object.fromEntries(after.entries.map((entry) => [entry.name, [entry.payment?.state, entry.payment?.carriedCents, entry.payment?.orderNumbers, entry.ordered]]));
    expect(state).toEqual({ Sokha: ['paid', share, [placed.data.number], true], Dara: ['unpaid', 0, [], true], Vanna: ['paid', 0, [], false] });

    // A carried payment is the order's now: reversed there, not on the entry.
    const carried = PlayerPaymentsResponse.parse(await expectAnswer(inject('owner', 'GET', `/api/provider/collection-payments?q=Sokha`), 200)).data[0]?.entries[0]?.payments[0];
    expect(carried?.orderNumber).toBe(placed.data.number);
    expect((await inject('owner', 'POST', `/api/provider/collections/${collection.id}/entries/${sokha.data.id}/payments/${carried?.id}/reverse`, { note: 'x' })).statusCode).toBe(409);

    // A follow-up order with Vanna carries hers; Sokha's is not carried twice.
    const followUp = (await expectAnswer(
      inject(owner.me, 'POST', '/api/orders', { designId: owner.designId, players: [playerOf('Vanna'), playerOf('Sokha')].map((playerId) => ({ playerId, size: 'M' })), address: 'St 2004', phone: '012 345 678' }),
      201,
    )) as { data: { paidAmountCents: number } };
    expect(followUp.data.paidAmountCents).toBe(share);
  });

  it('is the shop’s own: another shop, a customer and the workshop can neither see nor record it', async () => {
    await setMethods({ khqr: KHQR, bankTransfer: null, cashOnDelivery: false });
    const owner = await manager();
    const collection = (await owner.start({ playersPay: true })) as Awaited<ReturnType<typeof owner.read>>;
    const sokha = await join(collection.code, 'Sokha', 7);
    expect((await record('otherShop', collection.id, sokha.data.id, 100)).statusCode).toBe(404);
    expect((await record(owner.me, collection.id, sokha.data.id, 100)).statusCode).toBe(403);
    expect((await record('production', collection.id, sokha.data.id, 100)).statusCode).toBe(403);
    expect((await record('public', collection.id, sokha.data.id, 100)).statusCode).toBe(401);
    const theirs = PlayerPaymentsResponse.parse(await expectAnswer(inject('otherShop', 'GET', '/api/provider/collection-payments'), 200)).data;
    expect(theirs.map((each) => each.id)).not.toContain(collection.id);
    expect((await inject(owner.me, 'GET', '/api/provider/collection-payments')).statusCode).toBe(403);
    // Another customer's collection id in the manager's call is not found; an entry of another collection neither.
    const other = await manager();
    const otherCollection = (await other.start({ playersPay: true })) as Awaited<ReturnType<typeof owner.read>>;
    expect((await record('staff', otherCollection.id, sokha.data.id, 100)).statusCode).toBe(404);
    expect((await inject(other.me, 'GET', `/api/collections/${collection.id}`)).statusCode).toBe(404);
    // A player reads their own share only with their token.
    expect((await inject('public', 'GET', `/api/join/${collection.code}/entries/${sokha.data.id}`, undefined, { 'x-entry-token': 'not-it' })).statusCode).toBe(404);
  });
});
