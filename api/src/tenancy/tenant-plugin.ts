import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../db/schema';
import { tenantNotFound } from '../http/errors';
import { findTenantByHost, normalizeHost } from './tenant-queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant whose host this request came to; set by the tenant hook on tenant-scoped routes. */
    tenant: TenantRow | null;
  }
  interface FastifyInstance {
    /** onRequest hook: resolves the tenant from the host, 404 TENANT_NOT_FOUND when none. */
    resolveTenant: (request: FastifyRequest) => Promise<void>;
  }
}

/** The tenant of a request on a tenant-scoped route. */
export function tenantOf(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw new Error('tenantOf() called on a route without the resolveTenant hook');
  return request.tenant;
}

async function tenantPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('tenant', null);
  app.decorate('resolveTenant', async function resolveTenant(request: FastifyRequest) {
    if (request.tenant) return;
    // With trustProxy, hostname comes from X-Forwarded-Host when the gateway (loopback) sent one.
    const host = normalizeHost(request.hostname);
    const tenant = host ? await findTenantByHost(app.db, host) : undefined;
    if (!tenant) throw tenantNotFound(host);
    request.tenant = tenant;
  });
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['context'] });
