import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrateDesign } from '@teamwear/design';
import { SHOP_CUSTOMER_CSV_COLUMNS, shopCustomerEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { spreadsheetCsv } from '../csv/spreadsheet-csv';
import { readAsTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { DrawingRefused, DrawingStopped } from '../production/render/drawing-processes';
import { renderDesignPicture } from '../production/render/render-print-file';
import { ifNoneMatchHits } from '../tenancy/tenant-directory';
import { findCustomerDesign, listShopCustomers, noSuchCustomer, readShopCustomer } from './shop-customer-queries';

const bearer = [{ bearerAuth: [] }];

const SEARCH_AND_SORT =
  '`search` finds part of a name, an e-mail address or a phone number (also by its digits alone); `sort` is `name`, `lastOrder`, ' +
  '`totalOrdered` or `createdAt`, `-` first for descending. "Total ordered" adds the grand totals of the orders neither canceled nor rejected.';

/** Bumped when the pictures are drawn differently, so a browser's copy is not taken for the new one. */
const PICTURE_VERSION = 'customer-design-picture-v1';

/** A design's picture, or why it cannot be drawn: 422 (a picture in it the renderer refuses), 503 (the drawing stopped: try again). */
async function drawnPicture(draw: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await draw();
  } catch (error) {
    if (error instanceof DrawingRefused) throw new HttpError(422, 'DESIGN_NOT_DRAWABLE', `The design cannot be drawn: it ${error.message}.`);
    if (error instanceof DrawingStopped) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The picture could not be drawn just now. Try again in a minute.', { headers: { 'retry-after': '30' } });
    }
    throw error;
  }
}

/** Cents as the spreadsheet's amount in dollars (a number cell, never text). */
const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The shop's customers for its back office (issue 35): the users of this shop who are not its
 * administrators, with what they designed and ordered; read-only. Administrators of this shop with
 * a `provider` token only: a customer gets 403, another shop's token 401, another shop's customer
 * (or an administrator) 404. No answer carries a password hash or a token (the queries never select them).
 */
export const shopCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shopCustomerEndpoints.list, {
      tags: ['provider'],
      summary: "The shop's customers with their designs, orders and what they ordered",
      description: SEARCH_AND_SORT,
      security: bearer,
    }),
    onRequest: app.authenticateStaff('customers'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const { search, sort, page, pageSize } = request.query;
      const { rows, total } = await readAsTenant(app.db, tenantId, (tx) => listShopCustomers(tx, tenantId, { search, sort }, { page, pageSize }));
      return { data: rows, total, page, pageSize };
    },
  });

  app.route({
    ...routeOf(shopCustomerEndpoints.csv, {
      tags: ['provider'],
      summary: "The shop's customers as CSV for a spreadsheet (UTF-8 with a byte order mark, so Khmer names read right)",
      description: `Every customer the search finds, in the list's order. Columns ${SHOP_CUSTOMER_CSV_COLUMNS.join(', ')}. ${SEARCH_AND_SORT}`,
      security: bearer,
      produces: ['text/csv'],
    }),
    onRequest: app.authenticateStaff('customers'),
    handler: async (request, reply) => {
      const tenantId = principalOf(request).tenantId;
      const { search, sort } = request.query;
      const { rows } = await readAsTenant(app.db, tenantId, (tx) => listShopCustomers(tx, tenantId, { search, sort }, null));
      const csv = spreadsheetCsv(
        SHOP_CUSTOMER_CSV_COLUMNS,
        rows.map((row) => [row.name, row.email, row.phone, row.designCount, row.orderCount, dollars(row.totalOrderedCents), row.lastOrderAt ?? '', row.createdAt]),
      );
      request.log.info({ customers: rows.length }, 'customers exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(`\uFEFF${csv}`);
    },
  });

  app.route({
    ...routeOf(shopCustomerEndpoints.read, {
      tags: ['provider'],
      summary: 'One customer of the shop with their orders (newest first) and designs (last saved first)',
      description: 'At most 200 orders and designs each. 404 for another shop’s customer and for the shop’s administrators.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('customers'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const customer = await readAsTenant(app.db, tenantId, (tx) => readShopCustomer(tx, tenantId, request.params.id));
      if (!customer) throw noSuchCustomer();
      return { data: customer };
    },
  });

  app.route({
    ...routeOf(shopCustomerEndpoints.designPicture, {
      tags: ['provider'],
      summary: 'The front of one of a customer’s designs as it is now, as a PNG (also for a design the studio saved no thumbnail of)',
      description:
        '`pixels` is the picture’s side (100 to 800, 400 by default). An ETag names the design’s version: `If-None-Match` answers 304. ' +
        '404 for another customer’s design or another shop’s; 422 DESIGN_NOT_DRAWABLE when it cannot be drawn, 503 when the drawing stopped (try again).',
      security: bearer,
      produces: ['image/png'],
    }),
    onRequest: app.authenticateStaff('customers'),
    handler: async (request, reply) => {
      const tenantId = principalOf(request).tenantId;
      const { id, designId } = request.params;
      const { pixels } = request.query;
      const design = await readAsTenant(app.db, tenantId, (tx) => findCustomerDesign(tx, tenantId, id, designId));
      if (!design) throw notFound('No such design');
      const etag = `"${createHash('sha256').update(`${PICTURE_VERSION}\n${design.id}\n${design.version}\n${pixels}`).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const migrated = migrateDesign(design.document);
      if (!migrated.ok) throw new HttpError(422, 'DESIGN_NOT_DRAWABLE', 'The design cannot be read, so it cannot be drawn');
      // Drawn outside any transaction, in a drawing process: a drawing holds no connection.
      const png = await drawnPicture(() => renderDesignPicture(migrated.doc, 'front', pixels));
      return reply.type('image/png').send(png);
    },
  });
};
