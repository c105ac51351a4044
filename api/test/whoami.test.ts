import { createHash } from 'node:crypto';
import { WhoamiResponse } from '@teamwear/shared/contracts';
import Fastify from 'fastify';
import { seedDemoData } from '../src/db/seed';
import { withTenant } from '../src/db/tenant-scope';
import { hostnameOf } from '../src/tenancy/tenant-plugin';
import { createTestApp, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const whoami = (headers: Record<string, string>, url = '/whoami', remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('GET /whoami', () => {
  it('answers each host with its own shop', async () => {
    const one = await whoami({ host: TENANT_ONE_HOST });
    const two = await whoami({ host: `${TENANT_TWO_HOST}:4000` });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    const a = WhoamiResponse.parse(one.json()).data;
    const b = WhoamiResponse.parse(two.json()).data;

    expect(a.name).toBe('Angkor Athletics');
    expect(a.settings.homepage.theme.palette.color).toBe('#059669');
    expect(a.productTypes).toHaveLength(8);
    expect(b.name).toBe('Mekong Sportswear');
    expect(b.settings.homepage.theme.palette.color).toBe('#1d4ed8');
    expect(b.productTypes.sort()).toEqual(['HOODIE', 'POLO_SHIRT', 'SOCCER_KIT', 'TSHIRT']);

    expect(a.id).not.toBe(b.id);
    expect(a.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(a.logo).not.toBe(b.logo);
    // Every template is of a product the shop offers, and the shops share none.
    expect(b.templates.length).toBeGreaterThan(0);
    for (const template of b.templates) expect(b.productTypes).toContain(template.type);
    const aIds = new Set(a.templates.map((t) => t.id));
    expect(b.templates.some((t) => aIds.has(t.id))).toBe(false);
  });

  it('is also served under /api', async () => {
    const response = await whoami({ host: TENANT_TWO_HOST }, '/api/whoami');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Mekong Sportswear');
  });

  it('uses X-Forwarded-Host from the local gateway, without its port', async () => {
    const response = await whoami({ host: 'localhost:4000', 'x-forwarded-host': `${TENANT_TWO_HOST}:3000` });
    expect(response.json().data.name).toBe('Mekong Sportswear');
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy', async () => {
    const response = await whoami({ host: TENANT_ONE_HOST, 'x-forwarded-host': TENANT_TWO_HOST }, '/whoami', '203.0.113.9');
    expect(response.json().data.name).toBe('Angkor Athletics');
  });

  it('takes the host without port, case or one trailing dot, as Fastify names it (IPv6 in brackets)', async () => {
    expect((await whoami({ host: 'LocalHost.:4000' })).json().data.name).toBe('Angkor Athletics');
    expect((await whoami({ host: 'localhost', 'x-forwarded-host': 'LOCALHOST.:3000' })).json().data.name).toBe('Angkor Athletics');
    const ipv6 = await whoami({ host: '[::1]:4000' });
    expect(ipv6.json()).toEqual({ code: 'TENANT_NOT_FOUND', message: 'No shop is configured for host "[::1]"' });

    // hostnameOf() answers what Fastify's request.hostname does, without split().
    const probe = Fastify({ logger: false });
    probe.get('/', async (request) => ({ hostname: request.hostname, ours: hostnameOf(request.host) }));
    for (const host of ['localhost', 'localhost:4000', 'Shop.Example.COM.:443', '[::1]', '[::1]:8080', '10.0.0.5:80', 'a:b:c']) {
      const { hostname, ours } = (await probe.inject({ method: 'GET', url: '/', headers: { host } })).json();
      expect([host, ours]).toEqual([host, hostname]);
    }
    await probe.close();
  });

  it("gives each demo shop's address and hours in Khmer too, for a page in Khmer", async () => {
    const one = WhoamiResponse.parse((await whoami({ host: TENANT_ONE_HOST })).json()).data.contact;
    const two = WhoamiResponse.parse((await whoami({ host: TENANT_TWO_HOST })).json()).data.contact;
    expect(one.hours).toBe('Monday to Saturday, 8:00–17:30');
    expect(one.translations?.kh).toEqual({ address: expect.stringContaining('ក្រុងសៀមរាប'), hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' });
    expect(two.translations?.kh).toEqual({ address: expect.stringContaining('រាជធានីភ្នំពេញ'), hours: expect.stringContaining('ថ្ងៃសៅរ៍') });
  });

  it('a demo shop seeded before the Khmer words gets them at the next start, and keeps its own contact details', async () => {
    const angkor = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'angkor').executeTakeFirstOrThrow();
    const contact = angkor.settings.contact as Record<string, unknown>;
    const older: Record<string, unknown> = { ...contact, hours: 'Every day, 7:00–19:00' };
    delete older.translations;
    const write = (settings: Record<string, unknown>) =>
      writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', angkor.id).execute());
    await write({ ...angkor.settings, contact: older });
    try {
      expect(WhoamiResponse.parse((await whoami({ host: TENANT_ONE_HOST })).json()).data.contact.translations?.kh).toEqual({ address: null, hours: null });
      await writeBehindTheApi(ctx.db, () => seedDemoData(ctx.db));
      const seeded = WhoamiResponse.parse((await whoami({ host: TENANT_ONE_HOST })).json()).data.contact;
      expect(seeded.hours).toBe('Every day, 7:00–19:00');
      expect(seeded.translations?.kh.hours).toBe('ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30');
    } finally {
      await write(angkor.settings);
    }
  });

  it('answers an unknown host with 404 TENANT_NOT_FOUND', async () => {
    const response = await whoami({ host: 'shop.example.com:3000' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'TENANT_NOT_FOUND', message: 'No shop is configured for host "shop.example.com"' });
  });
});

describe('GET /whoami is kept in memory and cacheable, and never stale', () => {
  const tenantRow = (slug: string) => ctx.db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

  it('sends an ETag and Cache-Control for a public per-host document, and 304 on If-None-Match', async () => {
    const first = await whoami({ host: TENANT_ONE_HOST });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('Origin, X-Shop-Key, X-Forwarded-Host');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await whoami({ host: TENANT_ONE_HOST, 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, again.statusCode]).toEqual([ifNoneMatch, 304]);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
    }
    const stale = await whoami({ host: TENANT_ONE_HOST, 'if-none-match': '"not-the-current-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());

    // The other shop's document has its own tag: one host's tag never answers 304 on the other.
    const two = await whoami({ host: TENANT_TWO_HOST });
    expect(two.headers.etag).not.toBe(etag);
    expect((await whoami({ host: TENANT_TWO_HOST, 'if-none-match': etag })).statusCode).toBe(200);
  });

  it("shows a change to the shop, its products or its templates at once, with a new ETag", async () => {
    const before = await whoami({ host: TENANT_TWO_HOST });
    const tenant = await tenantRow('mekong');
    // As the back office (or an operator) would: straight in the database, not through this API.
    const behind = <T>(write: () => Promise<T>) => writeBehindTheApi(ctx.db, write);
    await behind(() => ctx.db.updateTable('tenants').set({ name: 'Mekong Sports Co.', palette_color: '#0f766e' }).where('id', '=', tenant.id).execute());
    try {
      const renamed = await whoami({ host: TENANT_TWO_HOST, 'if-none-match': before.headers.etag as string });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.name).toBe('Mekong Sports Co.');
      expect(renamed.json().data.settings.homepage.theme.palette.color).toBe('#0f766e');
      expect(renamed.headers.etag).not.toBe(before.headers.etag);

      await behind(() => ctx.db.updateTable('tenants').set({ product_types: ['HOODIE', 'TSHIRT'] }).where('id', '=', tenant.id).execute());
      const fewer = (await whoami({ host: TENANT_TWO_HOST })).json().data;
      expect(fewer.productTypes).toEqual(['HOODIE', 'TSHIRT']);
      for (const template of fewer.templates) expect(['HOODIE', 'TSHIRT']).toContain(template.type);

      const added = await behind(() =>
        withTenant(ctx.db, tenant.id, (tx) =>
          tx.insertInto('templates').values({ tenant_id: tenant.id, type: 'HOODIE', name: 'Fresh hoodie', document: '{}' }).returning('id').executeTakeFirstOrThrow(),
        ),
      );
      const withTemplate = (await whoami({ host: TENANT_TWO_HOST })).json().data;
      expect(withTemplate.templates.map((t: { id: string }) => t.id)).toContain(added.id);
      await behind(() => withTenant(ctx.db, tenant.id, (tx) => tx.deleteFrom('templates').where('id', '=', added.id).execute()));
      expect((await whoami({ host: TENANT_TWO_HOST })).json().data.templates.map((t: { id: string }) => t.id)).not.toContain(added.id);
    } finally {
      await behind(() =>
        ctx.db
          .updateTable('tenants')
          .set({ name: tenant.name, palette_color: tenant.palette_color, product_types: tenant.product_types })
          .where('id', '=', tenant.id)
          .execute(),
      );
    }
    const restored = await whoami({ host: TENANT_TWO_HOST });
    expect(restored.json()).toEqual(before.json());
    expect(restored.headers.etag).toBe(before.headers.etag);
  });

  it('sends a name outside ASCII as UTF-8: Content-Length counts its bytes and the ETag is of those bytes', async () => {
    const tenant = await tenantRow('mekong');
    const name = 'មេគង្គ Sportswear ✓';
    await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ name }).where('id', '=', tenant.id).execute());
    try {
      const response = await whoami({ host: TENANT_TWO_HOST });
      const bytes = response.rawPayload;
      expect(response.json().data.name).toBe(name);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(bytes.length);
      expect(bytes.length).toBeGreaterThan(response.body.length);
      expect(response.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`);
    } finally {
      await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ name: tenant.name }).where('id', '=', tenant.id).execute());
    }
  });

  it('serves a host mapped to a shop at once, and 404 at once when the mapping is removed', async () => {
    const host = 'shop.mekong.example';
    const tenant = await tenantRow('mekong');
    // Unknown first (and remembered as unknown), with a clear 404 naming the host.
    for (let i = 0; i < 2; i += 1) {
      const unknown = await whoami({ host });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'TENANT_NOT_FOUND', message: `No shop is configured for host "${host}"` });
    }
    await writeBehindTheApi(ctx.db, () => ctx.db.insertInto('tenant_domains').values({ host, tenant_id: tenant.id }).execute());
    const mapped = await whoami({ host });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().data.id).toBe(tenant.id);

    await writeBehindTheApi(ctx.db, () => ctx.db.deleteFrom('tenant_domains').where('host', '=', host).execute());
    expect((await whoami({ host })).statusCode).toBe(404);
  });

  it("never answers one shop's host with the other shop's document, however requests interleave", async () => {
    const one = await tenantRow('angkor');
    const two = await tenantRow('mekong');
    const expectedByHost: Record<string, string> = { [TENANT_ONE_HOST]: one.id, [TENANT_TWO_HOST]: two.id };
    const etags = new Map<string, string>();
    const requests = Array.from({ length: 120 }, (_, i) => {
      const host = i % 2 === 0 ? TENANT_ONE_HOST : TENANT_TWO_HOST;
      // Also through the gateway (X-Forwarded-Host from loopback), with a port and in capitals.
      const headers: Record<string, string> = i % 3 === 0 ? { host: 'localhost:4000', 'x-forwarded-host': `${host.toUpperCase()}:3000` } : { host };
      return whoami(headers).then((response) => ({ host, response }));
    });
    // A change in the middle of it all makes everything kept be forgotten and made again.
    const change = ctx.db.updateTable('tenants').set({ logo: one.logo }).where('id', '=', one.id).execute();
    const answers = await Promise.all([...requests, change.then(() => null)]);
    for (const answer of answers) {
      if (!answer) continue;
      expect(answer.response.statusCode).toBe(200);
      expect([answer.host, answer.response.json().data.id]).toEqual([answer.host, expectedByHost[answer.host]]);
      const etag = answer.response.headers.etag as string;
      expect(etags.get(answer.host) ?? etag).toBe(etag);
      etags.set(answer.host, etag);
    }
    expect(etags.get(TENANT_ONE_HOST)).not.toBe(etags.get(TENANT_TWO_HOST));
  });
});
