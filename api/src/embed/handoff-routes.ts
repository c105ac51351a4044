import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HANDOFF_TTL_MINUTES, handoffEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { hashRefreshToken, newRefreshToken } from '../auth/refresh-token';
import { withTenant } from '../db/tenant-scope';
import { defaultDesignName, designBytes, insertDesign, lockOwner, reserveDesignSlot, reserveStorage, toDesign } from '../designs/design-queries';
import { invalidLink } from '../http/errors';
import { accountMailRateLimit } from '../http/rate-limits';
import { shopLinks } from '../mail/shop-links';
import { tenantOf } from '../tenancy/tenant-plugin';
import { maxDesignsPerUser, maxStoredBytesPerUser } from '../tenancy/tenant-settings';
import { routeOf } from '../http/endpoint-route';

const bearer = [{ bearerAuth: [] }];
/** Hand-offs nobody claimed are deleted this long after they expire (they hold whole documents). */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

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
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const token = newRefreshToken();
      const now = app.clock.now();
      const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MINUTES * 60_000);
      const url = await withTenant(app.db, tenant.id, async (tx) => {
        // What nobody claimed does not stay: each new hand-off clears the shop's long-expired ones.
        await tx.deleteFrom('design_handoffs').where('tenant_id', '=', tenant.id).where('expires_at', '<', new Date(now.getTime() - PURGE_AFTER_MS)).execute();
        await tx
          .insertInto('design_handoffs')
          .values({
            tenant_id: tenant.id,
            token_hash: hashRefreshToken(token),
            document: JSON.stringify(request.body.document),
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
        const handoff = await tx
          .selectFrom('design_handoffs')
          .selectAll()
          .where('tenant_id', '=', owner.tenantId)
          .where('token_hash', '=', hashRefreshToken(request.body.token))
          .where('claimed_at', 'is', null)
          .where('expires_at', '>', now)
          .forUpdate()
          .executeTakeFirst();
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
        await tx.updateTable('design_handoffs').set({ claimed_at: now, claimed_by: owner.userId }).where('id', '=', handoff.id).execute();
        return row;
      });
      request.log.info({ designId: design.id }, 'handed-off design claimed');
      return reply.code(201).send({ data: toDesign(design) });
    },
  });
};
