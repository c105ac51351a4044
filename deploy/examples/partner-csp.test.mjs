import { partnerContentSecurityPolicy, remoteOriginsOf } from './partner-csp.mjs';

const SHOP = 'https://shop.example';

describe('the CSP a partner site adds for the studio', () => {
  it('allows the shop and the remotes it names, relative entries being the shop itself', () => {
    const remotes = { remotes: { designer: 'https://cdn.example/designer/mf-manifest.json', account: '/remotes/account/mf-manifest.json', marketing: 'javascript:alert(1)' } };
    expect(remoteOriginsOf(remotes, SHOP)).toEqual(['https://cdn.example']);
    expect(remoteOriginsOf(null, SHOP)).toEqual([]);
  });

  it('adds the studio’s origins to scripts, calls, pictures and fonts, and never eval or inline scripts', () => {
    const policy = partnerContentSecurityPolicy({ shopOrigin: SHOP, remoteOrigins: ['https://cdn.example'] });
    const directives = Object.fromEntries(policy.split('; ').map((line) => [line.split(' ')[0], line.split(' ').slice(1)]));
    for (const name of ['script-src', 'connect-src', 'img-src', 'font-src']) expect(directives[name]).toEqual(expect.arrayContaining(["'self'", SHOP, 'https://cdn.example']));
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
