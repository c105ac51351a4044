import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { tenantNotFound } from '../http/errors';
import { TenantDirectory } from './tenant-directory';
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
  const resolveTenant = async function resolveTenant(request: FastifyRequest) {
    if (request.tenant) return;
    // With trustProxy, host comes from X-Forwarded-Host when the gateway (loopback) sent one.
    const host = normalizeHost(hostnameOf(request.host));
    const tenant = host ? await directory.byHost(host) : undefined;
    if (!tenant) throw tenantNotFound(host);
    request.tenant = tenant;
  };
  app.decorate('resolveTenant', resolveTenant);
  app.decorate('tenantHook', function tenantHook(request, _reply, done) {
    if (!request.tenant) {
      const host = normalizeHost(hostnameOf(request.host));
      const known = host ? directory.peek(host) : null;
      if (known === null) return done(tenantNotFound(host));
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
