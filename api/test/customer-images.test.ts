import { ImageSearchResponse, MY_IMAGE_LIMIT, ShopImageResponse, TokenResponse } from '@teamwear/shared/contracts';
import { withTenant } from '../src/db/tenant-scope';
import { withCustomer } from '../src/images/customer-images';
import { createTestApp, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

async function customer(host = TENANT_ONE_HOST): Promise<{ host: string; authorization: string; userId: string; tenantId: string }> {
  const user = await registerUser(ctx.app, host);
  const token = TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  const row = await ctx.db.selectFrom('users').select(['tenant_id']).where('id', '=', claims.sub).executeTakeFirstOrThrow();
  return { host, authorization: `Bearer ${token}`, userId: claims.sub, tenantId: row.tenant_id };
}

const headersOf = (who: { host: string; authorization: string }) => ({ host: who.host, authorization: who.authorization });

// A 2×1 PNG (a red and a blue pixel).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAM/AH/x2fVnQAAAABJRU5ErkJggg==', 'base64');
const pngUpload = (name = 'club-logo.png') => ({ picture: `data:image/png;base64,${PNG.toString('base64')}`, name, width: 2, height: 1 });
const svgUpload = (svg: string) => ({ picture: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, name: 'crest.svg', width: 10, height: 10 });

async function upload(who: { host: string; authorization: string }, body: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/images/mine', headers: headersOf(who), payload: body as Record<string, unknown> });
}

async function list(who: { host: string; authorization: string }, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/images/mine${query}`, headers: headersOf(who) });
  expect(response.statusCode).toBe(200);
  return ImageSearchResponse.parse(response.json());
}

describe("a customer's own uploads", () => {
  it('keeps an upload, lists it newest first and serves its bytes back', async () => {
    const owner = await customer();
    const first = await upload(owner, pngUpload('first.png'));
    expect(first.statusCode).toBe(201);
    const second = await upload(owner, svgUpload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="4" cx="5" cy="5"/></svg>'));
    expect(second.statusCode).toBe(201);
    const hit = ShopImageResponse.parse(second.json()).data;
    expect(hit).toMatchObject({ type: 'vector', tags: 'crest.svg', imageWidth: 10, imageHeight: 10, previewURL: `/api/images/mine/${hit.id}` });

    const mine = await list(owner);
    expect(mine.totalHits).toBe(2);
    expect(mine.hits.map((one) => one.tags)).toEqual(['crest.svg', 'first.png']);
    expect(mine.hits[1]).toMatchObject({ type: 'illustration', imageWidth: 2, imageHeight: 1 });
    expect(await list(owner, '?per_page=1&page=1')).toEqual({ totalHits: 2, hits: [mine.hits[1]] });

    const bytes = await ctx.app.inject({ method: 'GET', url: mine.hits[1]?.webformatURL ?? '', headers: headersOf(owner) });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['cache-control']).toBe('no-store');
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not a picture, an SVG with a script and a lie about the type, with 400', async () => {
    const owner = await customer();
    const refused = [
      svgUpload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      svgUpload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      { ...pngUpload(), picture: `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}` },
      { ...pngUpload(), picture: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      { ...pngUpload(), picture: `data:image/png;base64,${'A'.repeat(400_004)}` },
      { ...pngUpload(), width: 0 },
      { picture: 'not a picture', width: 1, height: 1 },
    ];
    for (const body of refused) {
      const response = await upload(owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBeDefined();
    }
    expect((await list(owner)).totalHits).toBe(0);
  });

  it('reads an SVG as XML: the attacks of issue 32 are refused with what was found, an Inkscape save is kept', async () => {
    const owner = await customer();
    const NS = 'xmlns="http://www.w3.org/2000/svg"';
    const attacks: Array<[string, string]> = [
      [`<svg ${NS} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>`, 'The SVG contains a script element'],
      [`<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></s:foreignObject></svg>`, 'The SVG contains a foreignObject element'],
      [`<svg ${NS}><image href="&#106;avascript:alert(1)"/></svg>`, 'The SVG refers to something outside itself (href="javascript:alert(1)" on <image>)'],
      [`<svg ${NS}><image href="https://evil.example/x.png"/></svg>`, 'The SVG refers to something outside itself (href="https://evil.example/x.png" on <image>)'],
      [`<svg ${NS}><style>rect{fill:url(https://evil.example/p)}</style></svg>`, "The SVG's <style> refers to something outside the picture"],
      [`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`, 'The SVG declares entities or a DTD of its own'],
    ];
    for (const [svg, problem] of attacks) {
      const response = await upload(owner, svgUpload(svg));
      expect([svg, response.statusCode]).toEqual([svg, 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { picture: expect.stringContaining(problem) } });
    }
    expect((await list(owner)).totalHits).toBe(0);

    const inkscape =
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg width="10" height="10" viewBox="0 0 10 10" ${NS} ` +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ' +
      'xmlns:xlink="http://www.w3.org/1999/xlink" sodipodi:docname="crest.svg"><sodipodi:namedview pagecolor="#ffffff" inkscape:zoom="1"/>' +
      `<g inkscape:label="Layer 1" inkscape:groupmode="layer"><circle r="4" cx="5" cy="5" style="fill:#c8102e"/>` +
      `<image width="2" height="1" xlink:href="data:image/png;base64,${PNG.toString('base64')}"/></g></svg>`;
    expect((await upload(owner, svgUpload(inkscape))).statusCode).toBe(201);
  });

  it('stops at the limit of pictures per customer', async () => {
    const owner = await customer();
    await withCustomer(ctx.db, owner, async (tx) => {
      for (let index = 0; index < MY_IMAGE_LIMIT; index += 1)
        await tx.insertInto('customer_images').values({ tenant_id: owner.tenantId, user_id: owner.userId, name: `p${index}`, content_type: 'image/png', width: 2, height: 1, data: PNG }).execute();
    });
    const over = await upload(owner, pngUpload());
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(String(MY_IMAGE_LIMIT));
  });

  it('another customer, another shop and a visitor neither list, fetch nor delete them', async () => {
    const owner = await customer();
    const id = ShopImageResponse.parse((await upload(owner, pngUpload('secret-logo.png'))).json()).data.id;
    const sameShop = await customer();
    const otherShop = await customer(TENANT_TWO_HOST);
    for (const stranger of [sameShop, otherShop]) {
      expect(await list(stranger)).toEqual({ totalHits: 0, hits: [] });
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await ctx.app.inject({ method, url: `/api/images/mine/${id}`, headers: headersOf(stranger) });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('secret-logo');
      }
    }
    // The owner's token on the other shop's host is refused as every token minted for another shop is.
    const crossHost = await ctx.app.inject({ method: 'GET', url: `/api/images/mine/${id}`, headers: { ...headersOf(owner), host: TENANT_TWO_HOST } });
    expect([401, 403, 404]).toContain(crossHost.statusCode);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/images/mine/${id}`, headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(401);
    // …and the public search never shows it.
    const search = await ctx.app.inject({ method: 'GET', url: '/api/images?q=secret&image_type=all', headers: { host: TENANT_ONE_HOST } });
    expect(search.json()).toEqual({ totalHits: 0, hits: [] });
    expect((await list(owner)).hits.map((hit) => hit.id)).toEqual([id]);
  });

  it('row-level security hides other customers’ rows even from a query without a user filter', async () => {
    const owner = await customer();
    await upload(owner, pngUpload('rls.png'));
    const neighbour = await customer();
    const seenByNeighbour = await withCustomer(ctx.db, neighbour, (tx) => tx.selectFrom('customer_images').select('name').execute());
    expect(seenByNeighbour.map((row) => row.name)).not.toContain('rls.png');
    // Without a customer set (a plain tenant transaction) nobody's pictures are visible.
    const seenByShop = await withTenant(ctx.db, owner.tenantId, (tx) => tx.selectFrom('customer_images').select('name').execute());
    expect(seenByShop).toEqual([]);
    // Nor can one write a row as another customer.
    await expect(
      withCustomer(ctx.db, neighbour, (tx) =>
        tx.insertInto('customer_images').values({ tenant_id: owner.tenantId, user_id: owner.userId, name: 'forged', content_type: 'image/png', width: 2, height: 1, data: PNG }).execute(),
      ),
    ).rejects.toThrow();
  });

  it('deletes one picture, and a second delete is 404', async () => {
    const owner = await customer();
    const id = ShopImageResponse.parse((await upload(owner, pngUpload())).json()).data.id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/images/mine/${id}`, headers: headersOf(owner) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/images/mine/${id}`, headers: headersOf(owner) })).statusCode).toBe(404);
    expect((await list(owner)).totalHits).toBe(0);
  });
});
