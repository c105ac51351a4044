import { decideAccess, isPublicPath, safeRedirectTarget } from './access';
import { DESIGN_SLUGS } from '@teamwear/design/slugs';

describe('route access rule', () => {
  it('lets a visitor stay on every public route of the spec', () => {
    const publicPaths = ['/', '/products', '/features', '/contact', '/preview', '/auth/signin', '/auth/signup', '/auth/forgotpassword', '/auth/resetpassword', '/auth/unlock', '/auth/otp', '/auth/terms', ...DESIGN_SLUGS.map((s) => `/design/${s}`)];
    for (const pathname of publicPaths) {
      expect(decideAccess({ pathname }, false)).toEqual({ allow: true });
    }
  });

  it('sends a visitor on /me/dashboard to sign-in with the path as redirect_to', () => {
    expect(decideAccess({ pathname: '/me/dashboard' }, false)).toEqual({
      allow: false,
      redirectTo: '/auth/signin?redirect_to=%2Fme%2Fdashboard',
    });
  });

  it('keeps the query string in redirect_to', () => {
    const decision = decideAccess({ pathname: '/me/assets', search: '?page=2' }, false);
    expect(decision).toEqual({ allow: false, redirectTo: '/auth/signin?redirect_to=%2Fme%2Fassets%3Fpage%3D2' });
  });

  it('lets a signed-in customer through to /me pages', () => {
    for (const pathname of ['/me/dashboard', '/me/assets', '/me/players', '/me/histories', '/me/setting']) {
      expect(decideAccess({ pathname }, true)).toEqual({ allow: true });
    }
  });

  it('treats unknown paths as public (the not-found page), but not under /me', () => {
    expect(isPublicPath('/no/such/page')).toBe(true);
    expect(isPublicPath('/me/unknown')).toBe(false);
    expect(isPublicPath('/me')).toBe(false);
    expect(isPublicPath('/me/')).toBe(false);
    // A prefix is matched by whole segments.
    expect(isPublicPath('/metro')).toBe(true);
  });

  it('only follows redirect_to within the site', () => {
    expect(safeRedirectTarget('/me/dashboard')).toBe('/me/dashboard');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('javascript:alert(1)')).toBe('/');
    expect(safeRedirectTarget('/\t/evil.example')).toBe('/');
    expect(safeRedirectTarget('/\n/evil.example')).toBe('/');
    expect(safeRedirectTarget('/me/assets?page=2#top')).toBe('/me/assets?page=2#top');
  });
});
