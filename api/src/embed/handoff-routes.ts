import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HANDOFF_TTL_MINUTES, handoffEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { hashRefreshToken, newRefreshToken } from '../auth/refresh-token';
import { withTenant } from '../db/tenant-scope';
import { defaultDesignName, designBytes, insertDesign, lockOwner, reserveDesignSlot, reserveStorage, toDesign } from '../designs/design-queries';
import type { FastifyRequest } from 'fastify';
import type { DesignHandoffTable } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError, invalidLink } from '../http/errors';
import { accountMailRateLimit } from '../http/rate-limits';
import { shopLinks } from '../mail/shop-links';
import { SHOP_KEY_HEADER, tenantOf } from '../tenancy/tenant-plugin';
import { configuredPublicOrigin, embedOriginsOf, maxDesignsPerUser, maxStoredBytesPerUser } from '../tenancy/tenant-settings';
import { routeOf } from '../http/endpoint-route';
import { reserveHandoffBytes } from './handoff-limits';

const bearer = [{ bearerAuth: [] }];

const handoffOriginRequired = () =>
  new HttpError(403, 'ORIGIN_NOT_ALLOWED', 'A design is handed to the shop only from its studio, on the shop’s site or a site the shop allows');

/**
 * Whether a hand-off comes from a page the shop answers for: a partner site it lists
 * (`settings.embed.allowedOrigins`), its public origin, or the site the request came to when that
 * site is the shop's own (no X-Shop-Key naming another). A request without an Origin is no browser
 * page's at all (browsers send one on every POST): it is refused, as a forged hand-off would be.
 */
function fromAllowedOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const tenant = tenantOf(request);
  if (embedOriginsOf(tenant).includes(origin) || configuredPublicOrigin(tenant) === origin) return true;
  if (request.headers[SHOP_KEY_HEADER] !== undefined) return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** The hand-off a link names, while it may be taken (not taken, not expired), locked when `lock`. */
function waitingHandoff(tx: TenantTx, tenantId: string, token: string, now: Date, lock: boolean) {
  const query = tx
    .selectFrom('design_handoffs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', hashRefreshToken(token))
    .where('claimed_at', 'is', null)
    .where('expires_at', '>', now);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** What a taken or declined hand-off keeps: that it was used, not the design (its bytes are free again). */
const spent = { document: JSON.stringify({}), bytes: 0 } satisfies Partial<Record<keyof DesignHandoffTable, unknown>>;

/**
 * The studio on a partner's page hands a design to the shop (issue 16): a short-lived, single-use
 * link, then the signed-in customer claims it into My designs and the cart.
 */
export const handoffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(handoffEndpoints.create, {
      tags: ['embed'],
      summary: 'Hand a design made on a partner site to the shop: a link that works once, for 30 minutes',
      description:
        'Anonymous; called by the embedded studio from an origin the shop allows (`settings.embed.allowedOrigins`), ' +
        'else 403 ORIGIN_NOT_ALLOWED. The answer is the shop page that takes the design after the customer signs in.',
    }),
    // Anonymous and from another site: the same per-address budget as the other anonymous writes.
    config: { crossOrigin: true, ...accountMailRateLimit(app.config) },
    onRequest: (request, _reply, done) => done(fromAllowedOrigin(request) ? undefined : handoffOriginRequired()),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const token = newRefreshToken();
      const now = app.clock.now();
      const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MINUTES * 60_000);
      const document = JSON.stringify(request.body.document);
      const bytes = Buffer.byteLength(document);
      const url = await withTenant(app.db, tenant.id, async (tx) => {
        await reserveHandoffBytes(tx, tenant, request.ip, bytes, now);
        // What can no longer be taken does not stay: each new hand-off clears the shop's expired ones.
        await tx.deleteFrom('design_handoffs').where('tenant_id', '=', tenant.id).where('expires_at', '<=', now).execute();
        await tx
          .insertInto('design_handoffs')
          .values({
            tenant_id: tenant.id,
            token_hash: hashRefreshToken(token),
            document,
            bytes,
            client_ip: request.ip,
            name: request.body.name ?? null,
            origin: request.headers.origin ?? '',
            created_at: now,
            expires_at: expiresAt,
          })
          .execute();
        return (await shopLinks(tx, tenant)).handoff(token);
      });
      request.log.info({ origin: request.headers.origin }, 'design handed off');
      return reply.code(201).send({ data: { url, expiresAt: expiresAt.toISOString() } });
    },
  });

  app.route({
    ...routeOf(handoffEndpoints.claim, {
      tags: ['embed'],
      summary: 'Take a handed-off design: saved as the customer’s design and put in the cart',
      description: 'Once per link, within 30 minutes: else 400 INVALID_TOKEN. The design limits apply (409).',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const owner = { tenantId: principal.tenantId, userId: principal.userId };
      const now = app.clock.now();
      const design = await withTenant(app.db, owner.tenantId, async (tx) => {
        const handoff = await waitingHandoff(tx, owner.tenantId, request.body.token, now, true);
        if (!handoff) throw invalidLink();
        const document = handoff.document as Parameters<typeof defaultDesignName>[0];
        await lockOwner(tx, owner);
        await reserveDesignSlot(tx, owner, maxDesignsPerUser(tenant));
        await reserveStorage(tx, owner, maxStoredBytesPerUser(tenant), designBytes(handoff.document, null));
        const row = await insertDesign(tx, owner, {
          product: document.product,
          name: handoff.name ?? defaultDesignName(document),
          document: handoff.document,
          thumbnail: null,
          now,
        });
        await tx.insertInto('cart_items').values({ tenant_id: owner.tenantId, user_id: owner.userId, design_id: row.id }).execute();
        await tx.updateTable('design_handoffs').set({ claimed_at: now, claimed_by: owner.userId, ...spent }).where('id', '=', handoff.id).execute();
        return row;
      });
      request.log.info({ designId: design.id }, 'handed-off design claimed');
      return reply.code(201).send({ data: toDesign(design) });
    },
  });

  app.route({
    ...routeOf(handoffEndpoints.preview, {
      tags: ['embed'],
      summary: 'What a hand-off link holds, shown before the customer keeps it',
      description: 'The design (name, product, document), the site it was made on and when the link expires. 400 INVALID_TOKEN as for claiming.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const handoff = await withTenant(app.db, principal.tenantId, (tx) => waitingHandoff(tx, principal.tenantId, request.body.token, app.clock.now(), false));
      if (!handoff) throw invalidLink();
      const document = handoff.document as Parameters<typeof defaultDesignName>[0] & Record<string, unknown>;
      return {
        data: { name: handoff.name, product: document.product, document, origin: handoff.origin, expiresAt: handoff.expires_at.toISOString() },
      };
    },
  });

  app.route({
    ...routeOf(handoffEndpoints.decline, {
      tags: ['embed'],
      summary: '“Not mine”: the hand-off link stops working and its design is deleted',
      description: '204; 400 INVALID_TOKEN as for claiming.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const now = app.clock.now();
      await withTenant(app.db, principal.tenantId, async (tx) => {
        const handoff = await waitingHandoff(tx, principal.tenantId, request.body.token, now, true);
        if (!handoff) throw invalidLink();
        await tx.deleteFrom('design_handoffs').where('id', '=', handoff.id).execute();
      });
      request.log.info('handed-off design declined');
      return reply.code(204).send(null);
    },
  });
};
