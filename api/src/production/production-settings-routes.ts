import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log';
import { productionSettingsEndpoints, sizesOf } from '@teamwear/shared/contracts';
import { printedSides } from '@teamwear/design/print';
import { principalOf } from '../auth/bearer-auth';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { notFound, validationFailed } from '../http/errors';
import { sizeChartOf } from '../tenancy/tenant-settings';
import { remakePrintFilesAfterSettings } from './jobs/print-files';
import { overridesFromRows, productionSettingsView, settingsOf, type StoredProductionSettings } from './production-settings';

const bearer = [{ bearerAuth: [] }];

/**
 * The shop's production settings (issue 20) for its administrators: the ink or thread list and its
 * print areas, read as the shop prints with them (defaults included) and changed, `null` putting a
 * default back. A change makes the print files of the shop's open orders (approved or in
 * production) again: their jobs' hash covers the settings. Only this shop's administrators: a
 * customer 403, another shop's token 401.
 */
export const productionSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The tenant row as stored now (the request's may be a cached copy from before a change). */
  const currentTenant = async (tenantId: string): Promise<TenantRow> => {
    const tenant = await app.db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw notFound('No such shop');
    return tenant;
  };

  app.route({
    ...routeOf(productionSettingsEndpoints.get, {
      tags: ['provider'],
      summary: 'The shop’s inks and print areas as it prints with them (the defaults where it set none)',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => ({ data: productionSettingsView(await currentTenant(principalOf(request).tenantId)) }),
  });

  app.route({
    ...routeOf(productionSettingsEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the shop’s inks and/or print areas; null puts the default back',
      description:
        'A list given replaces the shop’s; one left out stays. Print areas are per garment, size (of the shop’s size chart) and side, ' +
        '1–200 cm each way, on a side the garment prints. The print files of open orders (APPROVED, PROCESSING) are made again with the new settings.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const { inks, printAreas } = request.body;
      printAreas?.forEach((row, index) => {
        const sides = printedSides(row.garment);
        if (!sides.includes(row.side)) throw validationFailed(`printAreas.${index}.side`, `A ${row.garment} has no ${row.side} side: it prints ${sides.join(', ')}`);
      });
      const updated = await app.db.transaction().execute(async (trx) => {
        const tenant = await trx.selectFrom('tenants').selectAll().where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!tenant) throw notFound('No such shop');
        if (printAreas) {
          const sizes = sizesOf(sizeChartOf(tenant));
          printAreas.forEach((row, index) => {
            if (!sizes.includes(row.size)) throw validationFailed(`printAreas.${index}.size`, `${row.size} is not a size of the shop's chart (${sizes.join(', ')})`);
          });
        }
        const production: StoredProductionSettings = { ...settingsOf(tenant) };
        if (inks === null) delete production.inks;
        else if (inks) production.inks = inks;
        if (printAreas === null || printAreas?.length === 0) delete production.printAreas;
        else if (printAreas) production.printAreas = overridesFromRows(printAreas);
        const settings = { ...tenant.settings, production };
        await recordAudit(trx, { tenantId, actorId: principalOf(request).userId, area: 'settings', action: 'production.changed', subject: null, before: settingsOf(tenant), after: production });
        return trx.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenantId).returningAll().executeTakeFirstOrThrow();
      });
      // The database notifies every API instance; this one forgets its cached shop at once.
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      const requeued = await withTenant(app.db, tenantId, (tx) => remakePrintFilesAfterSettings(tx, app.clock, updated));
      if (requeued > 0) app.production.kick();
      request.log.info({ inks: inks === undefined ? 'kept' : inks === null ? 'default' : inks.length, printAreas: printAreas === undefined ? 'kept' : printAreas === null ? 'default' : printAreas.length, requeued }, 'production settings changed');
      return { data: productionSettingsView(updated) };
    },
  });
};
