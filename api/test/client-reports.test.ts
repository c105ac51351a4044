import { ApiError } from '@teamwear/shared/contracts';
import { createTestApp, TENANT_ONE_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const URL = '/api/client-reports/remote-failures';
const report = (payload: unknown, app = ctx.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: URL, headers: { host: TENANT_ONE_HOST, ...headers }, payload: payload as Record<string, unknown> });

/** The counter's value for one remote, release and kind, as a Prometheus scrape reads it. */
async function counted(labels: string, app = ctx.app): Promise<number> {
  const { body } = await app.metrics.text();
  const line = body.split('\n').find((row) => row.startsWith(`teamwear_remote_failures_total{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('POST /api/client-reports/remote-failures', () => {
  it('counts a failed release by remote, release and kind, for the team that released it', async () => {
    const labels = 'remote="designer",release="1.4.0-0123456789",kind="integrity"';
    expect(await counted(labels)).toBe(0);
    const response = await report({ remote: 'designer', release: '1.4.0-0123456789', kind: 'integrity' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await report({ remote: 'designer', release: '1.4.0-0123456789', kind: 'integrity' });
    expect(await counted(labels)).toBe(2);
    expect((await report({ remote: 'account', release: 'unreleased', kind: 'unavailable' })).statusCode).toBe(204);
    expect(await counted('remote="account",release="unreleased",kind="unavailable"')).toBe(1);
  });

  it('answers bad input with a clear 400 and counts nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ remote: 'shop', release: '1.0.0-0123456789', kind: 'integrity' }, 'remote is one of marketing, designer, account, backoffice'],
      [{ remote: 'designer', release: '../../etc', kind: 'integrity' }, 'release is a release id'],
      [{ remote: 'designer', release: 'x'.repeat(81), kind: 'integrity' }, 'release is a release id'],
      [{ remote: 'designer', kind: 'integrity' }, 'release is required'],
      [{ remote: 'designer', release: '1.0.0-0123456789', kind: 'boom' }, 'kind is one of unavailable, contract, integrity'],
      // Nothing about the visitor is taken.
      [{ remote: 'designer', release: '1.0.0-0123456789', kind: 'integrity', email: 'someone@example.test' }, 'Only remote, release and kind are reported'],
    ];
    for (const [payload, message] of cases) {
      const response = await report(payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(ApiError.parse(response.json()))).toContain(message);
    }
    const notJson = await ctx.app.inject({ method: 'POST', url: URL, headers: { host: TENANT_ONE_HOST, 'content-type': 'application/json' }, payload: '{"remote":' });
    expect(notJson.statusCode).toBe(400);
    expect(await counted('remote="designer",release="1.0.0-0123456789",kind="integrity"')).toBe(0);
  });

  it('keeps a bounded number of release names: endless made-up ones count as other', async () => {
    const app = (await createTestApp({ rateLimit: false }));
    try {
      for (let i = 0; i < 105; i++) expect((await report({ remote: 'marketing', release: `9.9.${i}-0123456789`, kind: 'unavailable' }, app.app)).statusCode).toBe(204);
      expect(await counted('remote="marketing",release="9.9.0-0123456789",kind="unavailable"', app.app)).toBe(1);
      expect(await counted('remote="marketing",release="other",kind="unavailable"', app.app)).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('takes the embedded studio’s report from a partner site the shop allows, and from no other site', async () => {
    // The demo shops allow the demo partner site (seeded for DEMO_PARTNER_PORT, 3005 by default).
    const labels = 'remote="designer",release="2.0.0-0123456789",kind="contract"';
    const fromPartner = await report({ remote: 'designer', release: '2.0.0-0123456789', kind: 'contract' }, ctx.app, { origin: 'http://localhost:3005' });
    expect(fromPartner.statusCode).toBe(204);
    expect(fromPartner.headers['access-control-allow-origin']).toBe('http://localhost:3005');
    const fromStranger = await report({ remote: 'designer', release: '2.0.0-0123456789', kind: 'contract' }, ctx.app, { origin: 'https://evil.example' });
    expect(fromStranger.statusCode).toBe(403);
    expect(fromStranger.json().code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await counted(labels)).toBe(1);
    // The embed's JSON post is preflighted.
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: URL,
      headers: { host: TENANT_ONE_HOST, origin: 'http://localhost:3005', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3005');
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ rateLimit: { anonymousPerMinute: 2, signInPerMinute: 100, accountMailPerMinute: 100 } });
    try {
      const valid = { remote: 'marketing', release: 'unreleased', kind: 'unavailable' };
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      expect((await report(valid, limited.app, headers)).statusCode).toBe(204);
      expect((await report(valid, limited.app, headers)).statusCode).toBe(204);
      expect((await report(valid, limited.app, headers)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
