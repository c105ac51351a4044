import { ImageSearchResponse } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

async function search(query: string, host = TENANT_ONE_HOST) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/images${query}`, headers: { host } });
  expect(response.statusCode).toBe(200);
  return ImageSearchResponse.parse(response.json());
}

describe('GET /api/images', () => {
  it('holds at least 120 pictures of our own, paged from 0 without repeats', async () => {
    const first = await search('?per_page=60');
    expect(first.totalHits).toBeGreaterThanOrEqual(120);
    const ids = new Set<string>();
    for (let page = 0; page * 60 < first.totalHits; page += 1) {
      const { hits, totalHits } = await search(`?per_page=60&page=${page}`);
      expect(totalHits).toBe(first.totalHits);
      for (const hit of hits) ids.add(hit.id);
    }
    expect(ids.size).toBe(first.totalHits);
    const past = await search(`?per_page=60&page=${Math.ceil(first.totalHits / 60)}`);
    expect(past).toEqual({ totalHits: first.totalHits, hits: [] });
  });

  it('finds trophies by an English or a Khmer word, and every word must match', async () => {
    const english = await search('?q=trophy');
    expect(english.totalHits).toBeGreaterThanOrEqual(10);
    expect(english.hits.every((hit) => hit.tags.includes('trophy'))).toBe(true);
    const khmer = await search(`?q=${encodeURIComponent('ពានរង្វាន់')}`);
    expect(khmer.hits.map((hit) => hit.id)).toEqual(english.hits.map((hit) => hit.id));
    const gold = await search('?q=trophy%20gold');
    expect(gold.totalHits).toBeGreaterThan(0);
    expect(gold.totalHits).toBeLessThan(english.totalHits);
    expect(gold.hits.every((hit) => hit.tags.includes('gold'))).toBe(true);
    expect(await search('?q=zeppelin')).toEqual({ totalHits: 0, hits: [] });
  });

  it('filters by type and transparency', async () => {
    const all = await search('?per_page=60');
    const vectors = await search('?image_type=vector&per_page=60');
    const photos = await search('?image_type=photo&per_page=60');
    const illustrations = await search('?image_type=illustration&per_page=60');
    expect(vectors.totalHits + photos.totalHits + illustrations.totalHits).toBe(all.totalHits);
    expect(photos.totalHits).toBeGreaterThan(0);
    expect(illustrations.totalHits).toBeGreaterThan(0);
    expect(photos.hits.every((hit) => hit.type === 'photo')).toBe(true);
    expect((await search('?image_type=photo&transparent=true')).totalHits).toBe(0);
    expect((await search('?image_type=vector&transparent=true')).totalHits).toBe(vectors.totalHits);
    expect((await search('?transparent=false')).totalHits).toBe(all.totalHits);
  });

  it('answers each hit with a picture that is served as SVG', async () => {
    const { hits } = await search('?q=soccer&image_type=vector');
    const hit = hits[0];
    expect(hit).toMatchObject({ type: 'vector', imageWidth: 512, imageHeight: 512 });
    const picture = await ctx.app.inject({ method: 'GET', url: hit?.webformatURL ?? '', headers: { host: TENANT_ONE_HOST } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(picture.body).not.toMatch(/<script|on\w+=/i);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/images/art/no-such-picture', headers: { host: TENANT_ONE_HOST } });
    expect([missing.statusCode, missing.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'No such picture' }]);
  });

  it('refuses bad input with 400 and a message that says what is wrong', async () => {
    const cases: Array<[string, string, string]> = [
      ['?image_type=gif', 'image_type', 'image_type must be all, photo, illustration or vector'],
      ['?transparent=yes', 'transparent', 'transparent must be true or false'],
      ['?page=-1', 'page', 'page must be a whole number from 0'],
      ['?page=two', 'page', 'page must be a whole number from 0'],
      ['?per_page=0', 'per_page', 'per_page must be a whole number from 1 to 60'],
      ['?per_page=500', 'per_page', 'per_page must be a whole number from 1 to 60'],
      [`?q=${'a'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/images${query}`, headers: { host: TENANT_ONE_HOST } });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
    const badId = await ctx.app.inject({ method: 'GET', url: '/api/images/art/..%2Fsecrets', headers: { host: TENANT_ONE_HOST } });
    expect(badId.statusCode).toBe(400);
  });

  it('is asked per shop: each shop answers its own library, cached per shop', async () => {
    const one = await ctx.app.inject({ method: 'GET', url: '/api/images?q=star', headers: { host: TENANT_ONE_HOST } });
    const two = await ctx.app.inject({ method: 'GET', url: '/api/images?q=star', headers: { host: TENANT_TWO_HOST } });
    expect(two.statusCode).toBe(200);
    expect(one.headers.vary).toContain('X-Forwarded-Host');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/images', headers: { host: 'nowhere.example' } });
    expect(unknown.statusCode).toBe(404);
  });
});


/** A 2×1 PNG (red, blue). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEElEQVR4nGP4z8DAwMDAAAAD/QH/3L9C0gAAAABJRU5ErkJggg==';

describe("a shop's own pictures (provider API)", () => {
  const upload = (token: string, payload: Record<string, unknown>, host = TENANT_ONE_HOST) =>
    ctx.app.inject({ method: 'POST', url: '/api/provider/images', headers: { host, authorization: `Bearer ${token}` }, payload });
  const picture = { picture: `data:image/png;base64,${PNG}`, type: 'illustration', transparent: false, tags: { en: ['Angkor Lions crest'], kh: ['តោអង្គរ'] }, width: 2, height: 1 };

  it('are added by the shop, found first by their tags in English or Khmer, served, and seen by that shop only', async () => {
    const token = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
    const added = await upload(token, picture);
    expect(added.statusCode).toBe(201);
    const hit = added.json().data;
    expect(hit).toMatchObject({ type: 'illustration', tags: 'Angkor Lions crest, តោអង្គរ', imageWidth: 2, imageHeight: 1, previewURL: `/api/images/shop/${hit.id}` });

    expect((await search('?q=lions')).hits).toEqual([hit]);
    expect((await search(`?q=${encodeURIComponent('តោអង្គរ')}&image_type=illustration`)).hits[0]).toEqual(hit);
    expect((await search('?image_type=all&per_page=1')).hits).toEqual([hit]);
    expect((await search('?q=lions&transparent=true')).totalHits).toBe(0);
    const file = await ctx.app.inject({ method: 'GET', url: hit.webformatURL, headers: { host: TENANT_ONE_HOST } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(file.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    // Another shop neither finds nor fetches it, nor deletes it.
    expect((await search('?q=lions', TENANT_TWO_HOST)).totalHits).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: hit.webformatURL, headers: { host: TENANT_TWO_HOST } })).statusCode).toBe(404);
    const otherShop = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
    const foreignDelete = await ctx.app.inject({ method: 'DELETE', url: `/api/provider/images/${hit.id}`, headers: { host: TENANT_TWO_HOST, authorization: `Bearer ${otherShop}` } });
    expect(foreignDelete.statusCode).toBe(404);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/provider/images/${hit.id}`, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });
    expect(deleted.statusCode).toBe(204);
    expect((await search('?q=lions')).totalHits).toBe(0);
  });

  it('are for shop administrators only, and refuse what is not a safe picture with a clear message', async () => {
    const customer = (await signIn(ctx.app, TENANT_ONE_HOST, DEMO.one.customer)).json().access_token as string;
    expect((await upload(customer, picture)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/provider/images', headers: { host: TENANT_ONE_HOST }, payload: picture })).statusCode).toBe(401);

    const token = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
    const svg = (markup: string) => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...picture, picture: 'https://example.com/a.png' }, 'picture', 'picture must be a base64 data URL of a PNG, JPEG, WebP or SVG picture'],
      [{ ...picture, picture: `data:image/jpeg;base64,${PNG}` }, 'picture', 'picture is not the kind of picture its data URL says'],
      [{ ...picture, picture: svg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }, 'picture', 'The SVG has an event handler attribute (onload on <svg>)'],
      [{ ...picture, picture: svg('<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>') }, 'picture', 'The SVG contains a script element'],
      [{ ...picture, picture: svg('<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/p)"/></svg>') }, 'picture', "The SVG's style attribute on <rect> refers to something outside the picture (url(https://evil.example/p)): only url(#id) is allowed"],
      [{ ...picture, tags: { en: [], kh: [] } }, 'tags', 'give at least one tag, in English or Khmer'],
      [{ ...picture, tags: { en: [' '], kh: [] } }, 'tags.en.0', 'a tag cannot be empty'],
      [{ ...picture, tags: ['crest'] }, 'tags', 'tags must be { en: [...], kh: [...] }'],
      [{ ...picture, type: 'gif' }, 'type', 'type must be photo, illustration or vector'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await upload(token, payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
  });
});
