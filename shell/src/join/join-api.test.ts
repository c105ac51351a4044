import { ENTRY_TOKEN_HEADER as CONTRACT_HEADER } from '@teamwear/shared/contracts';
import { ENTRY_TOKEN_HEADER, joinApi } from './join-api';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

afterEach(() => jest.restoreAllMocks());

describe("the players' page's calls", () => {
  it('sends the entry token in the header the API reads', () => {
    expect(ENTRY_TOKEN_HEADER).toBe(CONTRACT_HEADER);
  });

  it('tells a taken number, with the free numbers, from a full or closed collection', async () => {
    answer(409, {
      code: 'NUMBER_TAKEN',
      message: 'Number 7 is taken',
      freeNumbers: [6, 8],
    });
    expect(await joinApi.join('c'.repeat(20), { name: 'Dara', number: 7 })).toEqual({
      ok: false,
      failure: { kind: 'number-taken', number: 7, freeNumbers: [6, 8] },
    });
    answer(409, { code: 'COLLECTION_FULL', message: 'full' });
    expect(await joinApi.join('c'.repeat(20), { name: 'Dara' })).toEqual({
      ok: false,
      failure: { kind: 'full' },
    });
    answer(409, { code: 'COLLECTION_CLOSED', message: 'closed' });
    expect(await joinApi.join('c'.repeat(20), { name: 'Dara' })).toEqual({
      ok: false,
      failure: { kind: 'closed' },
    });
  });

  it('says how long to wait when refused for sending too often, and a failed connection as such', async () => {
    answer(429, { code: 'RATE_LIMITED', message: 'Too many' }, { 'retry-after': '12' });
    expect(await joinApi.join('c'.repeat(20), { name: 'Dara' })).toEqual({
      ok: false,
      failure: { kind: 'rate-limited', seconds: 12 },
    });
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await joinApi.view('c'.repeat(20))).toEqual({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('takes a code the API cannot read for no collection, and keeps the fields of a refused entry', async () => {
    answer(400, {
      code: 'VALIDATION_ERROR',
      message: 'No such collection',
      fields: { code: 'No such collection' },
    });
    expect(await joinApi.view('short')).toEqual({
      ok: false,
      failure: { kind: 'not-found' },
    });
    answer(400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid',
      fields: { email: 'The e-mail must be an e-mail address' },
    });
    expect(await joinApi.join('c'.repeat(20), { name: 'Dara', email: 'x' })).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        fields: { email: 'The e-mail must be an e-mail address' },
        message: 'Invalid',
      },
    });
  });

  it('finds the pattern tiles where remotes.json says the designer is, on this origin or another', async () => {
    const page = 'https://shop.example/join/abc';
    answer(200, { remotes: { designer: '/remotes/designer/r12/mf-manifest.json' } });
    expect(await joinApi.designerBase(page)).toBe('https://shop.example/remotes/designer/r12/');
    answer(200, { remotes: { designer: 'https://cdn.example/designer/mf-manifest.json' } });
    expect(await joinApi.designerBase(page)).toBe('https://cdn.example/designer/');
    answer(200, { remotes: {} });
    expect(await joinApi.designerBase(page)).toBeNull();
  });
});
