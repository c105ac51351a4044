import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateEndpoints } from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { notFound } from '../http/errors';
import { anonymousRateLimit } from '../http/rate-limits';
import { cachePublicPerShop } from '../http/public-cache';
import { tenantOf } from '../tenancy/tenant-plugin';
import { findTemplate, listTemplates } from './template-queries';
import { routeOf } from '../http/endpoint-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Another shop's template and a malformed id answer the same 404: the answer never tells that a
// template exists elsewhere (and a malformed id would otherwise reach the uuid column as an error).
const noSuchTemplate = () => notFound('No such template');

/** `GET /api/templates?type=`, `GET /api/templates/{id}`: the shop's templates with their looks; no sign-in (a visitor can design). */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(templateEndpoints.list, {
      tags: ['templates'],
      summary: "The shop's templates for one product type, with their documents",
      description:
        'The published ones, in the shop\'s order. Empty for a product type the shop does not offer. 400 VALIDATION_FAILED on `type` ' +
        'when it is missing or not a product type code.',
    }),
    // The embedded studio on an allowed partner site reads it too.
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const data = await withTenant(app.db, tenant.id, (tx) => listTemplates(tx, tenant, request.query.type));
      // Templates change rarely (a shop edits them in its back office); a short cache spares a
      // request each time the Templates panel opens, like the fabric catalogue.
      cachePublicPerShop(reply);
      return { data };
    },
  });

  app.route({
    ...routeOf(templateEndpoints.read, {
      tags: ['templates'],
      summary: 'One of the shop’s templates, with its document',
      description: "404 for another shop's template, an unpublished one, one of a product the shop does not offer, or a malformed id.",
    }),
    // The embedded studio on an allowed partner site reads it too.
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const { id } = request.params;
      if (!UUID.test(id)) throw noSuchTemplate();
      const template = await withTenant(app.db, tenant.id, (tx) => findTemplate(tx, tenant, id));
      if (!template) throw noSuchTemplate();
      cachePublicPerShop(reply);
      return { data: template };
    },
  });
};
