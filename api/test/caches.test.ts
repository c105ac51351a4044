import { ActiveSessionCache } from '../src/auth/session-cache';
import { BoundedMap } from '../src/cache/bounded-map';
import { loadServerConfig } from '../src/config';
import { ChangeFeed, changeFeedOf, parseChange, type DataChange } from '../src/db/change-feed';
import { announceAfterCommit, withTenant } from '../src/db/tenant-scope';
import { TenantDirectory } from '../src/tenancy/tenant-directory';
import { createTestApp, decodePart, DEMO, signIn, TENANT_ONE_HOST, tenantIdOf, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const liveFeed = () => {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return feed;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('configuration', () => {
  it('reads the cache TTLs (0 keeps nothing) and refuses nonsense', () => {
    expect(loadServerConfig({}, '/tmp').cache).toEqual({ tenantTtlMs: 60_000, sessionTtlMs: 30_000, listAnswerChars: 32_000_000 });
    expect(loadServerConfig({ TENANT_CACHE_TTL_MS: '0', SESSION_CACHE_TTL_MS: '5000', LIST_CACHE_MB: '0' }, '/tmp').cache).toEqual({
      tenantTtlMs: 0,
      sessionTtlMs: 5000,
      listAnswerChars: 0,
    });
    expect(() => loadServerConfig({ LIST_CACHE_MB: '1.5' }, '/tmp')).toThrow(/LIST_CACHE_MB/);
    expect(() => loadServerConfig({ SESSION_CACHE_TTL_MS: '-1' }, '/tmp')).toThrow(/SESSION_CACHE_TTL_MS/);
    expect(() => loadServerConfig({ TENANT_CACHE_TTL_MS: 'soon' }, '/tmp')).toThrow(/TENANT_CACHE_TTL_MS/);
  });
});

describe('BoundedMap', () => {
  it('drops the oldest entry past its size; setting a key again makes it the newest', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([3, undefined, 4, 2]);
  });
});

describe('change notifications', () => {
  it('parses what the database announces', () => {
    expect(parseChange('tenants')).toEqual({ kind: 'tenants' });
    expect(parseChange('session:5f0c')).toEqual({ kind: 'session', sessionId: '5f0c' });
    expect(parseChange('sessions')).toEqual({ kind: 'all' });
    expect(parseChange('session:')).toEqual({ kind: 'all' });
  });

  it('the database announces changes to tenants, domains, templates and sessions at commit', async () => {
    const heard: DataChange[] = [];
    const stop = changeFeedOf(ctx.db).subscribe((change) => heard.push(change));
    try {
      expect(changeFeedOf(ctx.db).live).toBe(true);
      const tenantId = await tenantIdOf(ctx.db, 'angkor');
      const touch = () => ctx.db.updateTable('tenants').set({ name: 'Angkor Athletics' }).where('id', '=', tenantId).execute();
      await writeBehindTheApi(ctx.db, touch);
      expect(heard).toEqual([{ kind: 'tenants' }]);
      // Inside a transaction nothing is heard before the commit, nothing at all after a rollback.
      await expect(
        withTenant(ctx.db, tenantId, async (tx) => {
          await tx.updateTable('templates').set({ name: 'Renamed' }).where('tenant_id', '=', tenantId).execute();
          expect(heard).toHaveLength(1);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await writeBehindTheApi(ctx.db, touch);
      expect(heard).toEqual([{ kind: 'tenants' }, { kind: 'tenants' }]);
    } finally {
      stop();
    }
  });

  it('withTenant tells this process what a transaction announced once it commits, and nothing on rollback', async () => {
    const heard: DataChange[] = [];
    const stop = changeFeedOf(ctx.db).subscribe((change) => heard.push(change));
    try {
      const tenantId = await tenantIdOf(ctx.db, 'angkor');
      await withTenant(ctx.db, tenantId, async (tx) => {
        announceAfterCommit(tx, { kind: 'session', sessionId: 'committed' });
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([{ kind: 'session', sessionId: 'committed' }]);
      await expect(
        withTenant(ctx.db, tenantId, async (tx) => {
          announceAfterCommit(tx, { kind: 'session', sessionId: 'rolled-back' });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(heard).toEqual([{ kind: 'session', sessionId: 'committed' }]);
      await expect(ctx.db.transaction().execute(async (tx) => announceAfterCommit(tx, { kind: 'all' }))).rejects.toThrow(/withTenant/);
    } finally {
      stop();
    }
  });
});

describe('ActiveSessionCache', () => {
  const key = { tenantId: 't1', sessionId: 's1', userId: 'u1' };
  const active = (expiresAt = new Date(Date.now() + 60_000)) => jest.fn(async () => ({ expiresAt }));

  it('asks the database once while the session stays active, again after a change to it', async () => {
    const feed = liveFeed();
    const cache = new ActiveSessionCache(feed, 60_000);
    const load = active();
    expect(await cache.isActive(key, load)).toBe(true);
    expect(await cache.isActive(key, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    feed.emit({ kind: 'session', sessionId: 'another' });
    expect(await cache.isActive(key, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    feed.emit({ kind: 'session', sessionId: 's1' });
    expect(await cache.isActive(key, jest.fn(async () => undefined))).toBe(false);
    expect(await cache.isActive(key, load)).toBe(true);
    feed.emit({ kind: 'all' });
    expect(await cache.isActive(key, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never answers from memory for another user or tenant, past the session expiry, or after the TTL', async () => {
    const cache = new ActiveSessionCache(liveFeed(), 40);
    expect(await cache.isActive(key, active())).toBe(true);
    const load = jest.fn(async () => undefined);
    expect(await cache.isActive({ ...key, userId: 'u2' }, load)).toBe(false);
    expect(await cache.isActive({ ...key, tenantId: 't2' }, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);

    expect(await cache.isActive(key, active(new Date(Date.now() + 20)))).toBe(true);
    await sleep(30);
    expect(await cache.isActive(key, load)).toBe(false);

    expect(await cache.isActive(key, active())).toBe(true);
    await sleep(50);
    expect(await cache.isActive(key, load)).toBe(false);
  });

  it('keeps nothing while the feed is not live, or when its TTL is 0', async () => {
    for (const cache of [new ActiveSessionCache(new ChangeFeed(), 60_000), new ActiveSessionCache(liveFeed(), 0)]) {
      const load = active();
      await cache.isActive(key, load);
      await cache.isActive(key, load);
      expect(load).toHaveBeenCalledTimes(2);
    }
  });

  it('does not keep a check that was reading while the session changed', async () => {
    const feed = liveFeed();
    const cache = new ActiveSessionCache(feed, 60_000);
    let finish: (value: { expiresAt: Date }) => void = () => undefined;
    const slow = cache.isActive(key, () => new Promise((resolve) => (finish = resolve)));
    feed.emit({ kind: 'session', sessionId: 's1' }); // revoked meanwhile
    finish({ expiresAt: new Date(Date.now() + 60_000) });
    await slow;
    const load = jest.fn(async () => undefined);
    expect(await cache.isActive(key, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('TenantDirectory', () => {
  const rename = async (name: string) => {
    await ctx.db.updateTable('tenants').set({ name }).where('slug', '=', 'angkor').execute();
  };
  afterEach(async () => rename('Angkor Athletics'));

  it('keeps a host for its TTL when it hears of no change (a missed notification is bounded by the TTL)', async () => {
    // A feed of its own that hears nothing, unlike the database's.
    const directory = new TenantDirectory(ctx.db, liveFeed(), { ttlMs: 80 });
    expect((await directory.byHost(TENANT_ONE_HOST))?.name).toBe('Angkor Athletics');
    await rename('Renamed');
    expect((await directory.byHost(TENANT_ONE_HOST))?.name).toBe('Angkor Athletics');
    await sleep(100);
    expect((await directory.byHost(TENANT_ONE_HOST))?.name).toBe('Renamed');
    directory.close();
  });

  it('reads the database every time while its feed is not live, and forgets everything when it comes back', async () => {
    const feed = new ChangeFeed();
    const directory = new TenantDirectory(ctx.db, feed, { ttlMs: 60_000 });
    expect((await directory.byHost(TENANT_ONE_HOST))?.name).toBe('Angkor Athletics');
    await rename('Renamed');
    expect((await directory.byHost(TENANT_ONE_HOST))?.name).toBe('Renamed');
    feed.setLive(true);
    expect(directory.peek(TENANT_ONE_HOST)).toBeUndefined();
    expect((await directory.byHost(TENANT_ONE_HOST))?.name).toBe('Renamed');
    expect(directory.peek(TENANT_ONE_HOST)?.name).toBe('Renamed');
    feed.setLive(false);
    expect(directory.peek(TENANT_ONE_HOST)).toBeUndefined();
    directory.close();
  });

  it('hands out frozen rows, one lookup for concurrent requests of a host, and a document per row', async () => {
    const directory = new TenantDirectory(ctx.db, liveFeed(), { ttlMs: 60_000 });
    const [a, b] = await Promise.all([directory.byHost(TENANT_ONE_HOST), directory.byHost(TENANT_ONE_HOST)]);
    expect(a).toBe(b);
    if (!a) throw new Error('no tenant');
    expect(Object.isFrozen(a) && Object.isFrozen(a.settings) && Object.isFrozen(a.product_types)).toBe(true);
    expect(() => (a.product_types as string[]).push('CAPE')).toThrow();
    const document = await directory.whoami(a);
    expect(directory.whoamiIfMade(a)).toBe(document);
    expect(JSON.parse(document.body).data.id).toBe(a.id);
    expect(await directory.whoami(a)).toBe(document);
    directory.clear();
    expect(directory.whoamiIfMade(a)).toBeUndefined();
    directory.close();
  });
});

describe('with the caches turned off (TTL 0)', () => {
  it('answers the same, reading the database every time', async () => {
    const off = await createTestApp({ cache: { tenantTtlMs: 0, sessionTtlMs: 0, listAnswerChars: 0 } });
    try {
      const whoami = () => off.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } });
      const first = await whoami();
      expect(first.statusCode).toBe(200);
      expect((await whoami()).headers.etag).toBe(first.headers.etag);
      expect(off.app.tenants.peek(TENANT_ONE_HOST)).toBeUndefined();
      expect((await off.app.inject({ method: 'GET', url: '/whoami', headers: { host: 'nowhere.example' } })).statusCode).toBe(404);

      const signedIn = await signIn(off.app, TENANT_ONE_HOST, DEMO.one.customer);
      const token = signedIn.json().access_token as string;
      const details = () =>
        off.app.inject({ method: 'GET', url: '/api/accounts/details', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });
      expect((await details()).statusCode).toBe(200);
      await off.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', decodePart(token, 1).sid as string).execute();
      expect((await details()).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});
