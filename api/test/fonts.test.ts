import { FontDetails, FontListResponse } from '@teamwear/shared/contracts';
import { createTestApp, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, host = TENANT_ONE_HOST) => ctx.app.inject({ method: 'GET', url, headers: { host } });

async function list(query = '') {
  const response = await get(`/api/fonts${query}`);
  expect(response.statusCode).toBe(200);
  return FontListResponse.parse(response.json());
}

async function details(id: string, query = '') {
  const response = await get(`/api/fonts/${id}${query}`);
  expect(response.statusCode).toBe(200);
  return FontDetails.parse(response.json());
}

const pieces = (font: FontDetails) => Object.values(font.variants).flatMap((styles) => Object.values(styles).flatMap((bySubset) => Object.entries(bySubset)));

describe('GET /api/fonts', () => {
  it('lists at least 30 self-hosted families, with every language of the studio', async () => {
    const fonts = await list();
    expect(fonts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(fonts.map((font) => font.id)).size).toBe(fonts.length);
    for (const lang of ['kh', 'th', 'jp', 'kr', 'cn', 'en']) expect(fonts.filter((font) => font.lang.includes(lang as 'kh')).length).toBeGreaterThanOrEqual(2);
    expect(fonts.find((font) => font.id === 'oswald')).toMatchObject({ family: 'Oswald', lang: ['en'], styles: ['normal'], weights: expect.arrayContaining([400, 700]) });
  });

  it('derives each family’s languages from its subsets', async () => {
    const fonts = await list();
    const byId = new Map(fonts.map((font) => [font.id, font]));
    expect(byId.get('noto-sans-khmer')?.lang).toEqual(['kh', 'en']);
    expect(byId.get('kanit')?.lang).toEqual(['th', 'en']);
    expect(byId.get('noto-sans-jp')?.lang).toEqual(['jp', 'en']);
    expect(byId.get('black-han-sans')?.lang).toEqual(['kr', 'en']);
    expect(byId.get('noto-sans-sc')?.lang).toEqual(['cn', 'en']);
    expect(byId.get('noto-sans-tc')?.lang).toEqual(['cn', 'en']);
    for (const font of fonts) {
      expect(font.lang.includes('kh')).toBe(font.subsets.includes('khmer'));
      expect(font.lang.includes('en')).toBe(font.subsets.includes('latin'));
    }
  });

  it('filters by language and by name', async () => {
    const khmer = await list('?lang=kh');
    expect(khmer.map((font) => font.id)).toEqual(expect.arrayContaining(['noto-sans-khmer', 'battambang', 'moul', 'koulen', 'hanuman']));
    expect(khmer.every((font) => font.lang.includes('kh'))).toBe(true);
    const thai = await list('?lang=th');
    expect(thai.length).toBeGreaterThanOrEqual(4);
    expect(thai.every((font) => font.subsets.includes('thai'))).toBe(true);
    expect((await list('?q=bebas')).map((font) => font.family)).toEqual(['Bebas Neue']);
    expect(await list('?lang=kh&q=oswald')).toEqual([]);
  });

  it('is the same catalogue for every shop', async () => {
    const one = await get('/api/fonts');
    const two = await get('/api/fonts', TENANT_TWO_HOST);
    expect(two.json()).toEqual(one.json());
  });

  it.each(['?lang=fr', '?lang=', `?q=${'x'.repeat(61)}`])('answers 400 to a bad query %s', async (query) => {
    const response = await get(`/api/fonts${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('GET /api/fonts/:id', () => {
  it('gives a woff2 piece per weight, style and subset, with its unicode range', async () => {
    const font = await details('noto-sans-khmer');
    expect(font).toMatchObject({ family: 'Noto Sans Khmer', defSubset: 'latin', subsets: ['khmer', 'latin', 'latin-ext'] });
    expect(Object.keys(font.variants)).toEqual(expect.arrayContaining(['400', '700']));
    expect(font.variants['700']?.normal?.khmer).toEqual({
      url: '/api/fonts/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2',
      unicodeRange: expect.stringContaining('U+1780-17FF'),
    });
  });

  it('keeps one weight and style when asked', async () => {
    const font = await details('kanit', '?weight=700&style=italic');
    expect(Object.keys(font.variants)).toEqual(['700']);
    expect(Object.keys(font.variants['700'] ?? {})).toEqual(['italic']);
  });

  it('serves only the pieces a text needs: a CJK family is a hundred pieces, a name a few', async () => {
    const all = pieces(await details('noto-sans-jp', '?weight=700'));
    expect(all.length).toBeGreaterThan(100);
    const name = pieces(await details('noto-sans-jp', `?weight=700&text=${encodeURIComponent('東京 FC')}`));
    expect(name.length).toBeGreaterThanOrEqual(2);
    expect(name.length).toBeLessThanOrEqual(4);
    expect(name.map(([key]) => key)).toContain('latin');
    const khmer = pieces(await details('noto-sans-khmer', `?weight=400&text=${encodeURIComponent('ក្រុម')}`));
    expect(khmer.map(([key]) => key)).toEqual(['khmer']);
    const blank = pieces(await details('noto-sans-khmer', '?weight=400&text=%20'));
    expect(blank.map(([key]) => key)).toEqual(['latin']);
  });

  it('answers 404 to an unknown family', async () => {
    const response = await get('/api/fonts/comic-sans');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['/api/fonts/Oswald', '/api/fonts/oswald?weight=450', '/api/fonts/oswald?weight=bold', '/api/fonts/oswald?style=oblique', `/api/fonts/oswald?text=${'x'.repeat(401)}`])(
    'answers 400 to bad input %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/fonts/:id/files/:file', () => {
  it('serves a piece the details name, as woff2, cached for good', async () => {
    const font = await details('oswald', '?weight=700&style=normal');
    const url = font.variants['700']?.normal?.latin?.url ?? '';
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it.each([
    ['another family’s file', '/api/fonts/anton/files/oswald-latin-700-normal.woff2', 404],
    ['a file that does not exist', '/api/fonts/oswald/files/oswald-latin-950-normal.woff2', 404],
    ['an unknown family', '/api/fonts/nope/files/nope-latin-400-normal.woff2', 404],
    ['a WOFF 1 file', '/api/fonts/oswald/files/oswald-latin-700-normal.woff', 400],
    ['a path out of the folder', '/api/fonts/oswald/files/..%2Fmetadata.json', 400],
  ])('refuses %s', async (_, url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});
