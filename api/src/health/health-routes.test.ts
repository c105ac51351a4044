import { SCHEMA_VERSION } from '@teamwear/design';
import { createTestApp } from '../../test/helpers';

describe('health probes', () => {
  it('GET /livez answers while the database is gone; GET /healthz does not', async () => {
    const ctx = await createTestApp();
    try {
      const live = await ctx.app.inject({ method: 'GET', url: '/livez', headers: { host: '10.1.2.3:4000' } });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', designSchema: SCHEMA_VERSION });
      expect(live.headers['cache-control']).toBe('no-store');

      await ctx.db.destroy(); // the database goes away under a running API
      const stillLive = await ctx.app.inject({ method: 'GET', url: '/livez' });
      expect(stillLive.statusCode).toBe(200);
      const ready = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await ctx.close();
    }
  });
});
