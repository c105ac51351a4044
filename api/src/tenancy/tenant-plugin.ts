import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isShopKeyForm } from '@teamwear/shared/contracts';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { HttpError, tenantNotFound } from '../http/errors';
import { shopKeyOpens } from './shop-keys';
import { SHOP_KEY_ENTRY, shopKeyEntry, TenantDirectory } from './tenant-directory';
import { normalizeHost } from './tenant-queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant whose host this request came to; set by the tenant hook on tenant-scoped routes. */
    tenant: TenantRow | null;
  }
  interface FastifyInstance {
    /** Resolves the tenant from the host, 404 TENANT_NOT_FOUND when none. */
    resolveTenant: (request: FastifyRequest) => Promise<void>;
    /** The same as an onRequest hook, without a promise when the host's tenant is in memory. */
    tenantHook: onRequestHookHandler;
    /** The tenant of each host and its whoami document, kept in memory (see TenantDirectory). */
    tenants: TenantDirectory;
  }
}

/** The header that names the shop instead of the host (the embedded studio); its value is a shop's public key. */
export const SHOP_KEY_HEADER = 'x-shop-key';
const shopNotFound = (key: string) =>
  key.startsWith(SHOP_KEY_ENTRY)
    ? new HttpError(404, 'TENANT_NOT_FOUND', `No shop has the key "${key.slice(SHOP_KEY_ENTRY.length)}"`)
    : tenantNotFound(key);
const badShopKey = () => new HttpError(400, 'BAD_REQUEST', 'X-Shop-Key must be a shop key, as the shop’s back office shows it (sk_ and 24 letters, digits, - or _)');
const shopKeyNotTaken = () =>
  new HttpError(400, 'BAD_REQUEST', 'X-Shop-Key names the shop only on the embedded studio’s calls; this address takes the shop from the host');

/**
 * The request's host without its port, as Fastify's `request.hostname` answers it (an IPv6 address
 * keeps its brackets), by indexOf rather than `split(':', 1)`, which V8 answers through its runtime:
 * this runs on every tenant-scoped request.
 */
export function hostnameOf(host: string): string {
  if (host[0] === '[') return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** The tenant of a request on a tenant-scoped route. */
export function tenantOf(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw new Error('tenantOf() called on a route without the resolveTenant hook');
  return request.tenant;
}

async function tenantPlugin(app: FastifyInstance): Promise<void> {
  const directory = new TenantDirectory(app.db, changeFeedOf(app.db), { ttlMs: app.config.cache.tenantTtlMs });
  app.decorate('tenants', directory);
  app.addHook('onClose', async () => directory.close());
  app.decorateRequest('tenant', null);
  /**
   * Where the shop comes from, as the directory's key: the `X-Shop-Key` header when the caller names
   * one (the studio embedded on a partner's page, which may call a shared API host), else the
   * request's host. A malformed key is refused. A string, not an object: this runs on every request.
   * The key is taken only on the embedded studio's calls (`config.crossOrigin`), whose answers vary
   * on it (embed/cross-origin.ts): anywhere else (the icon, sign-in, a customer's data) the shop is
   * the host's, and a key is refused rather than answered for another shop under this host's URL.
   */
  const directoryKeyOf = (request: FastifyRequest): string => {
    const shopKey = request.headers[SHOP_KEY_HEADER];
    if (shopKey === undefined) return normalizeHost(hostnameOf(request.host));
    if (request.routeOptions.config.crossOrigin !== true) throw shopKeyNotTaken();
    if (typeof shopKey !== 'string' || !isShopKeyForm(shopKey)) throw badShopKey();
    return shopKeyEntry(shopKey);
  };
  const load = (key: string) => (key.startsWith(SHOP_KEY_ENTRY) ? directory.byShopKey(key.slice(SHOP_KEY_ENTRY.length)) : directory.byHost(key));
  /**
   * The shop a directory entry names now: a shop key's shop only while the key opens it (a key
   * rotated away stops at the end of its grace, though the directory keeps finding its shop).
   */
  const openedBy = (key: string, tenant: TenantRow | null | undefined): TenantRow | null | undefined =>
    tenant && key.startsWith(SHOP_KEY_ENTRY) && !shopKeyOpens(tenant, key.slice(SHOP_KEY_ENTRY.length), app.clock.now()) ? null : tenant;
  const resolveTenant = async function resolveTenant(request: FastifyRequest) {
    if (request.tenant) return;
    // With trustProxy, host comes from X-Forwarded-Host when the gateway (loopback) sent one.
    const key = directoryKeyOf(request);
    const tenant = key ? openedBy(key, await load(key)) : undefined;
    if (!tenant) throw shopNotFound(key);
    request.tenant = tenant;
  };
  app.decorate('resolveTenant', resolveTenant);
  app.decorate('tenantHook', function tenantHook(request, _reply, done) {
    if (!request.tenant) {
      let key: string;
      try {
        key = directoryKeyOf(request);
      } catch (error) {
        return done(error as Error);
      }
      const known = key ? openedBy(key, directory.peek(key)) : null;
      if (known === null) return done(shopNotFound(key));
      if (known === undefined) {
        resolveTenant(request).then(() => done(), done);
        return;
      }
      request.tenant = known;
    }
    done();
  } satisfies onRequestHookHandler);
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['context'] });
