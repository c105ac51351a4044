// The shop's brand (issue 36): its owner sets the name, colour and contact; whoami, the icon and
// the contact answer follow at once; staff cannot; every change is in the audit log.
import { ShopBrandResponse } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let owner: Record<string, string>;

const BRAND = {
  name: 'Angkor Athletics Club',
  color: '#8E24AA',
  contact: { address: 'No. 1, Street 2, Siem Reap', hours: 'Mon–Sat 8:00–17:00', phone: '+855 63 111 222', email: 'hello@angkor.test', kh: { address: 'ផ្ទះលេខ 1 ផ្លូវ 2 សៀមរាប', hours: 'ច័ន្ទ–សៅរ៍ 8:00–17:00' } },
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin)}` };
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

describe('the shop’s brand', () => {
  it('reads the brand, sets it, and the customer app’s whoami and icon follow at once', async () => {
    const before = ShopBrandResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/provider/settings/brand', headers: owner })).json()).data;
    expect(before.name).toBe('Angkor Athletics');
    const iconBefore = (await ctx.app.inject({ method: 'GET', url: '/favicon.png', headers: { host: TENANT_ONE_HOST } })).rawPayload;

    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand', headers: owner, payload: BRAND });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...BRAND, color: '#8e24aa', mode: 'light' });

    const whoami = (await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } })).json().data;
    expect(whoami.name).toBe('Angkor Athletics Club');
    expect(whoami.settings.homepage.theme.palette.color).toBe('#8e24aa');
    expect(whoami.contact).toMatchObject({ address: BRAND.contact.address, translations: { kh: { address: BRAND.contact.kh.address } } });
    const iconAfter = (await ctx.app.inject({ method: 'GET', url: '/favicon.png', headers: { host: TENANT_ONE_HOST } })).rawPayload;
    expect(iconAfter.equals(iconBefore)).toBe(false);
    // Another shop is untouched.
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_TWO_HOST } })).json().data.name).toBe('Mekong Sportswear');

    const log = (await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=settings', headers: owner })).json();
    expect(log.data[0]).toMatchObject({ action: 'brand.changed', before: { name: 'Angkor Athletics' }, after: { name: 'Angkor Athletics Club', color: '#8e24aa' } });
  });

  it('says which field is wrong, and an empty contact field is left out', async () => {
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand', headers: owner, payload: { ...BRAND, name: ' ', color: 'purple', contact: { ...BRAND.contact, email: 'not mail' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'The shop’s name is required', color: 'The colour must look like #rrggbb', 'contact.email': 'The e-mail must be an e-mail address' });
    const cleared = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand', headers: owner, payload: { ...BRAND, contact: { ...BRAND.contact, hours: '', phone: '' } } });
    expect(cleared.json().data.contact).toMatchObject({ hours: null, phone: null, address: BRAND.contact.address });
  });

  it('is the owner’s: staff get 403, another shop’s owner changes only their own', async () => {
    const staff = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' })}` };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand', headers: staff, payload: BRAND })).json().code).toBe('ROLE_FORBIDDEN');
  });

  it('takes the mode and social links, which whoami gives the customer app; left out, they are kept', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/provider/settings/brand',
      headers: owner,
      payload: { ...BRAND, mode: 'dark', social: { facebook: 'https://www.facebook.com/angkor.athletics', website: ' https://angkor.example/ ', telegram: '' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ mode: 'dark', social: { facebook: 'https://www.facebook.com/angkor.athletics', website: 'https://angkor.example/', telegram: null, youtube: null } });
    const whoami = (await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } })).json().data;
    expect(whoami.settings.homepage.theme.palette.mode).toBe('dark');
    expect(whoami.social).toEqual({ facebook: 'https://www.facebook.com/angkor.athletics', instagram: null, tiktok: null, telegram: null, youtube: null, website: 'https://angkor.example/' });
    const other = (await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_TWO_HOST } })).json().data;
    expect(other.settings.homepage.theme.palette.mode).toBe('light');
    expect(other.social.facebook).toBeNull();

    // A back office from before sends neither: the mode and links stay.
    const kept = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand', headers: owner, payload: BRAND });
    expect(kept.json().data).toMatchObject({ mode: 'dark', social: { facebook: 'https://www.facebook.com/angkor.athletics' } });
    const log = (await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=settings', headers: owner })).json();
    expect(log.data).toContainEqual(expect.objectContaining({ action: 'brand.changed', before: expect.objectContaining({ mode: 'light' }), after: expect.objectContaining({ mode: 'dark', social: expect.objectContaining({ facebook: 'https://www.facebook.com/angkor.athletics' }) }) }));

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/provider/settings/brand',
      headers: owner,
      payload: { ...BRAND, mode: 'sepia', social: { facebook: 'https://facebook.evil.example/x', instagram: 'http://instagram.com/angkor', website: 'javascript:alert(1)' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      mode: 'The mode must be light or dark',
      'social.facebook': 'The Facebook link must be an address on facebook.com',
      'social.instagram': 'The Instagram link must be an address starting with https://',
      'social.website': 'The website must be an address starting with https://',
    });
  });

  it('takes a logo as the shop’s pictures are taken, serves it to its customers only, and removes it', async () => {
    const logo = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand/logo', headers: owner, payload: { picture: dataUrl('image/png', PNG) } });
    expect(logo.statusCode).toBe(200);
    const url: string = logo.json().data.logo;
    expect(url).toMatch(/^\/api\/shop\/logo\?v=[0-9a-f]{16}$/);
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } })).json().data.logo).toBe(url);
    const served = await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Another shop's customers get their own shop's (none), never this one.
    expect((await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_TWO_HOST } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_TWO_HOST } })).json().data.logo).not.toBe(url);

    const log = (await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=settings', headers: owner })).json();
    expect(log.data[0]).toMatchObject({ action: 'brand.logo.changed', after: { logo: url } });

    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/provider/settings/brand/logo', headers: owner });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } })).json().data.logo).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(404);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=settings', headers: owner })).json();
    expect(after.data[0]).toMatchObject({ action: 'brand.logo.removed', before: { logo: url }, after: { logo: null } });
  });

  it('says why a logo is refused: not a picture, not what it says, a script, too large', async () => {
    const put = (picture: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand/logo', headers: owner, payload: { picture } });
    const messageOf = async (picture: unknown) => {
      const response = await put(picture);
      expect(response.statusCode).toBe(400);
      return response.json().fields?.picture ?? response.json().message;
    };
    expect(await messageOf('data:application/pdf;base64,JVBERi0=')).toBe('The logo must be a PNG, JPEG, WebP or SVG picture');
    expect(await messageOf(dataUrl('image/png', Buffer.from('GIF89a not a png')))).toBe('The logo is not the kind of picture its data URL says');
    expect(await messageOf(dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')))).toMatch(/^The logo cannot be used: .*script/);
    expect(await messageOf(dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)])))).toBe('The logo must be at most 512 KB');
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } })).json().data.logo).toBeNull();
  });

  it('a logo is the owner’s to change: staff get 403', async () => {
    const staff = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' })}` };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand/logo', headers: staff, payload: { picture: dataUrl('image/png', PNG) } })).json().code).toBe('ROLE_FORBIDDEN');
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/provider/settings/brand/logo', headers: staff })).json().code).toBe('ROLE_FORBIDDEN');
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;
