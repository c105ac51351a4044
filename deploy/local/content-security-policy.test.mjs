import { contentSecurityPolicy, remoteOrigins } from './content-security-policy.mjs';

describe('remoteOrigins', () => {
  const page = 'http://localhost:3000';

  test('the origin of each remote elsewhere, once', () => {
    expect(
      remoteOrigins(
        {
          marketing: 'http://localhost:3001/mf-manifest.json',
          designer: 'https://static.teamwear.example/designer/mf-manifest.json',
          account: 'https://static.teamwear.example/account/mf-manifest.json',
        },
        page,
      ),
    ).toEqual(['http://localhost:3001', 'https://static.teamwear.example']);
  });

  test("remotes on the page's own origin need no source of their own ('self')", () => {
    expect(remoteOrigins({ a: '/remotes/a/mf-manifest.json', b: 'http://localhost:3000/remotes/b/mf-manifest.json' }, page)).toEqual([]);
  });

  test('what cannot be a remote is left out: other schemes, IPv6 literals (no CSP source can name one)', () => {
    expect(remoteOrigins({ a: 'javascript:alert(1)', b: 'data:text/javascript,1', c: 'http://[::1]:3001/mf-manifest.json', d: 'http://' }, page)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], remoteOrigins: ['https://static.teamwear.example'] });

  test('scripts: this origin, the inline start-up script by hash, the remotes; never unsafe-eval or unsafe-inline', () => {
    expect(policy).toContain("script-src 'self' 'sha256-abc=' https://static.teamwear.example;");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy.match(/script-src[^;]*/)[0]).not.toMatch(/unsafe-inline/);
  });

  test('no framing, no plugins, no base or form elsewhere', () => {
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
    expect(policy).toMatch(/(^|; )base-uri 'self'(;|$)/);
    expect(policy).toMatch(/(^|; )form-action 'self'(;|$)/);
  });
});
