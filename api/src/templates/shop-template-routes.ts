import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_TEMPLATE_MESSAGES, shopTemplateEndpoints, type ShopTemplateEntry } from '@teamwear/shared/contracts';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { readAsTenant, withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { tenantOf } from '../tenancy/tenant-plugin';
import { nextSortOrder, reorderTemplates, shopTemplate, shopTemplates, templateFromDesign } from './shop-template-queries';

const bearer = [{ bearerAuth: [] }];
const noSuchTemplate = () => notFound('No such template');
/** What the audit log keeps of a template: what the team sees of it, not its document. */
const facts = (entry: Pick<ShopTemplateEntry, 'name' | 'type' | 'published'>) => ({ name: entry.name, type: entry.type, published: entry.published });

/**
 * The shop's templates in its back office (docs/product.md §15, issue 36): every one of them,
 * published or not; made from a design one of the shop's customers saved in the studio; published,
 * unpublished, renamed, ordered per garment, removed. Customers see only the published ones
 * (`GET /api/templates`). Owners and staff (permission `templates`); every change is in the audit log.
 */
export const shopTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shopTemplateEndpoints.list, {
      tags: ['provider'],
      summary: "Every template of the shop, published or not, by garment in the shop's order",
      security: bearer,
    }),
    onRequest: app.authenticateStaff('templates'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const data = await readAsTenant(app.db, tenantId, (tx) => shopTemplates(tx, tenantId, request.query.type));
      return { data };
    },
  });

  app.route({
    ...routeOf(shopTemplateEndpoints.create, {
      tags: ['provider'],
      summary: "Makes a template of a design one of the shop's customers saved",
      description:
        "The design's look (colours, stripes, pattern, options and layers), without its team name, becomes a template of its " +
        'garment, last in its order; unpublished unless `published` is true. 404 for a design the shop does not have; 409 when ' +
        'the shop does not offer its garment, the design cannot be read, or it is larger than a template may be (64 KiB).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('templates'),
    handler: async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      const tenant = tenantOf(request);
      const { designId, name, published } = request.body;
      const created = await withTenant(app.db, tenantId, async (tx) => {
        const made = await templateFromDesign(tx, tenant, designId);
        if (!made) throw notFound('No such design');
        const row = await tx
          .insertInto('templates')
          .values({ tenant_id: tenantId, type: made.type, name, document: JSON.stringify(made.document), published, sort_order: await nextSortOrder(tx, tenantId, made.type) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const entry = await shopTemplate(tx, tenantId, row.id);
        if (!entry) throw new Error('the template just made is not there');
        await recordAudit(tx, { tenantId, actorId: userId, area: 'templates', action: 'template.created', subject: name, after: { ...facts(entry), design: made.designName } });
        return entry;
      });
      return reply.code(201).send({ data: created });
    },
  });

  app.route({
    ...routeOf(shopTemplateEndpoints.change, {
      tags: ['provider'],
      summary: 'Renames, publishes or unpublishes one of the shop’s templates',
      description: 'What the body leaves out stays. An unpublished template is not shown to customers (nor in whoami).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('templates'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const { name, published } = request.body;
      const changed = await withTenant(app.db, tenantId, async (tx) => {
        const before = await shopTemplate(tx, tenantId, request.params.id);
        if (!before) throw noSuchTemplate();
        const after = { ...before, name: name ?? before.name, published: published ?? before.published };
        const renamed = after.name !== before.name;
        const shown = after.published !== before.published;
        if (!renamed && !shown) return before;
        await tx.updateTable('templates').set({ name: after.name, published: after.published }).where('tenant_id', '=', tenantId).where('id', '=', before.id).execute();
        const action = renamed && shown ? 'template.changed' : renamed ? 'template.renamed' : after.published ? 'template.published' : 'template.unpublished';
        await recordAudit(tx, { tenantId, actorId: userId, area: 'templates', action, subject: after.name, before: facts(before), after: facts(after) });
        return after;
      });
      return { data: changed };
    },
  });

  app.route({
    ...routeOf(shopTemplateEndpoints.remove, {
      tags: ['provider'],
      summary: 'Removes one of the shop’s templates',
      description: 'Designs made from it keep their look.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('templates'),
    handler: async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      await withTenant(app.db, tenantId, async (tx) => {
        const removed = await tx
          .deleteFrom('templates')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', request.params.id)
          .returning(['name', 'type', 'published'])
          .executeTakeFirst();
        if (!removed) throw noSuchTemplate();
        await recordAudit(tx, { tenantId, actorId: userId, area: 'templates', action: 'template.removed', subject: removed.name, before: facts({ ...removed, type: removed.type as ShopTemplateEntry['type'] }) });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(shopTemplateEndpoints.reorder, {
      tags: ['provider'],
      summary: "Puts one garment's templates in a new order (the order customers see)",
      description: '`ids` must name every template of the garment once; a list made before one was added or removed is refused (409).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('templates'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const { type, ids } = request.body;
      const data = await withTenant(app.db, tenantId, async (tx) => {
        const moved = await reorderTemplates(tx, tenantId, type, ids);
        if (moved === 'mismatch') throw new HttpError(409, 'CONFLICT', SHOP_TEMPLATE_MESSAGES.reorderMismatch);
        if (moved.moved) {
          await recordAudit(tx, { tenantId, actorId: userId, area: 'templates', action: 'templates.reordered', subject: type, before: moved.before, after: moved.after });
        }
        return shopTemplates(tx, tenantId, type);
      });
      return { data };
    },
  });
};
