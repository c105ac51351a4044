import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_ROLE,
  CUSTOMER_CLIENT,
  mayDo,
  PROVIDER_CLIENT,
  ROLE_FORBIDDEN_MESSAGE,
  shopRoleOf,
  type AccessTokenClaims,
  type ShopRole,
  type StaffPermission,
} from '@teamwear/shared/contracts';
import { BoundedMap } from '../cache/bounded-map';
import { deepFreeze } from '../cache/deep-freeze';
import { changeFeedOf } from '../db/change-feed';
import { withTenant } from '../db/tenant-scope';
import { AccountRateLimiter } from '../http/account-rate-limit';
import { authenticationRequired, HttpError, invalidToken } from '../http/errors';
import { tenantOf } from '../tenancy/tenant-plugin';
import { verifyAccessToken } from './access-token';
import { ActiveSessionCache } from './session-cache';
import { findActiveSession } from './session-store';
import { ADMIN_NOT_ALLOWED_MESSAGE, PROVIDER_ONLY_MESSAGE } from './sign-in-flow';

export interface Principal {
  userId: string;
  tenantId: string;
  sessionId: string;
  clientId: string;
  roles: string[];
  isAdmin: boolean;
  /** The team member's role in the shop (null for a customer). */
  shopRole: ShopRole | null;
}

/** An onRequest hook of a shop team's route, marked with the permission it checks (see staffPermissionOf). */
export type StaffGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { readonly staffPermission: StaffPermission };

/** The permission a route's onRequest hooks check, or null when none of them is a staff guard. */
export function staffPermissionOf(onRequest: unknown): StaffPermission | null {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    if (typeof hook === 'function' && 'staffPermission' in hook) return (hook as StaffGuard).staffPermission;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for the customer app's routes: verifies the bearer access token, that it was
     * minted for this host's tenant, and that its session is still active (401 otherwise); that it
     * is a customer's token of the customer client (403 otherwise); counts the call toward the
     * account's rate limit (429); and marks the answer `Cache-Control: no-store` (it is personal).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The same for the shop team's routes: a team member's token of the provider client whose role
     * has the permission (403 ROLE_FORBIDDEN otherwise). Every /api/provider route uses it; the
     * role-matrix test reads the permission back from the hook.
     */
    authenticateStaff: (permission: StaffPermission) => StaffGuard;
    /** The permission each shop team's route needs, by `METHOD /path` (read by the role-matrix test). */
    staffRoutePermissions: ReadonlyMap<string, StaffPermission>;
  }
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() called on a route without the authenticate hook');
  return request.principal;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** Access tokens already verified, at most this many (each is kept until it expires or is pushed out). */
const VERIFIED_TOKENS_KEPT = 10_000;

async function bearerAuthPlugin(app: FastifyInstance): Promise<void> {
  const tokenSettings = { issuer: app.config.auth.issuer, ttlSeconds: app.config.auth.accessTokenTtlSeconds };
  // A signature checked once stays good with the same key: the exact token string maps to its
  // claims until the token expires, so a signed-in client's calls cost one ES256 verify, not one each.
  const verifiedTokens = new BoundedMap<string, AccessTokenClaims>(VERIFIED_TOKENS_KEPT);
  const verify = async (token: string): Promise<AccessTokenClaims | null> => {
    const known = verifiedTokens.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      verifiedTokens.delete(token);
    }
    const claims = await verifyAccessToken(app.signingKeys, tokenSettings, token);
    if (claims) verifiedTokens.set(token, deepFreeze(claims));
    return claims;
  };
  const sessions = new ActiveSessionCache(changeFeedOf(app.db), app.config.cache.sessionTtlMs);
  app.addHook('onClose', async () => {
    sessions.close();
    verifiedTokens.clear();
  });

  const accountLimits = app.config.rateLimit
    ? new AccountRateLimiter({
        writesPerMinute: app.config.rateLimit.accountWritesPerMinute ?? 120,
        readsPerMinute: app.config.rateLimit.accountReadsPerMinute ?? 1200,
      }, app.rateLimitHits)
    : null;

  /** The verified principal of the request's bearer token (401 when there is none that is valid). */
  async function verifiedPrincipal(request: FastifyRequest): Promise<Principal> {
    await app.resolveTenant(request);
    const tenant = tenantOf(request);
    const token = bearerToken(request);
    if (token === null) throw authenticationRequired();
    if (token === '') throw invalidToken();

    const claims = await verify(token);
    // A token minted for another tenant is refused here, before anything is read.
    if (!claims || claims.tid !== tenant.id) throw invalidToken();
    // Revoked or expired sessions are refused at once: see ActiveSessionCache for how it stays correct.
    const key = { tenantId: tenant.id, sessionId: claims.sid, userId: claims.sub };
    const active = await sessions.isActive(key, () =>
      withTenant(app.db, tenant.id, (tx) => findActiveSession(tx, tenant.id, claims.sid, claims.sub)),
    );
    if (!active) throw invalidToken();

    const clientId = typeof claims.aud === 'string' ? claims.aud : (claims.aud[0] ?? '');
    const roles = claims.resource_access[clientId]?.roles ?? [];
    return {
      userId: claims.sub,
      tenantId: tenant.id,
      sessionId: claims.sid,
      clientId,
      roles,
      isAdmin: roles.includes(ADMIN_ROLE),
      shopRole: shopRoleOf(roles),
    };
  }

  async function admit(request: FastifyRequest, reply: FastifyReply, principal: Principal): Promise<void> {
    await accountLimits?.hit(`${principal.tenantId}:${principal.userId}`, request.method);
    reply.header('cache-control', 'no-store');
    request.principal = principal;
  }

  const staffRoutePermissions = new Map<string, StaffPermission>();
  app.decorate('staffRoutePermissions', staffRoutePermissions);
  app.addHook('onRoute', (route) => {
    const permission = staffPermissionOf(route.onRequest);
    if (!permission) return;
    for (const method of [route.method].flat()) staffRoutePermissions.set(`${method} ${route.url}`, permission);
  });

  app.decorateRequest('principal', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const principal = await verifiedPrincipal(request);
    if (principal.clientId !== CUSTOMER_CLIENT) throw new HttpError(403, 'FORBIDDEN', "This token is for the shop team's tools");
    if (principal.isAdmin) throw new HttpError(403, 'ADMIN_NOT_ALLOWED', ADMIN_NOT_ALLOWED_MESSAGE);
    await admit(request, reply, principal);
  });
  app.decorate('authenticateStaff', function authenticateStaff(permission: StaffPermission): StaffGuard {
    const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const principal = await verifiedPrincipal(request);
      if (principal.clientId !== PROVIDER_CLIENT || !principal.isAdmin) throw new HttpError(403, 'FORBIDDEN', PROVIDER_ONLY_MESSAGE);
      if (!mayDo(principal.shopRole, permission)) throw new HttpError(403, 'ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE);
      await admit(request, reply, principal);
    };
    return Object.assign(guard, { staffPermission: permission });
  });
}

export default fp(bearerAuthPlugin, { name: 'bearer-auth', dependencies: ['context', 'tenant', 'rate-limits'] });
