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
    expect(saved.json().data).toEqual({ ...BRAND, color: '#8e24aa' });

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
});
