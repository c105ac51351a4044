import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_NUMBERS_CSV_COLUMNS, SHOP_NUMBERS_WEEKS, shopNumbersEndpoints, type ShopNumbers } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { spreadsheetCsv } from '../csv/spreadsheet-csv';
import { readAsTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { readShopNumbers } from './shop-numbers-queries';
import { weeksUpTo } from './shop-weeks';

const bearer = [{ bearerAuth: [] }];

const WHAT =
  'This week and the twelve before it (weeks from Monday 00:00 in `timeZone`, UTC by default), oldest first: orders placed, and of those the ones ' +
  'neither canceled nor rejected (counted), their pieces, revenue (grand totals), paid and due, the average order; designs started and how many ' +
  'of them were ordered; new customers (never the team). Also the orders per status now and the garments of the most pieces over those weeks.';

/** Cents as the spreadsheet's amount in dollars (a number cell, never text). */
const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The shop's numbers for its back office's home (issue 36), computed in SQL over the shop's own rows
 * in its read-only scope, on every call: they change with the clock (a new week) as well as with
 * orders, designs and sign-ups, and cost a few milliseconds with 10,000 orders (bench: numbers).
 */
export const shopNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  async function numbersOf(tenantId: string, timeZone: string): Promise<ShopNumbers> {
    const { weeks, end } = weeksUpTo(app.clock.now(), timeZone, SHOP_NUMBERS_WEEKS);
    const numbers = await readAsTenant(app.db, tenantId, (tx) => readShopNumbers(tx, tenantId, weeks, end));
    return { timeZone, ...numbers };
  }

  app.route({
    ...routeOf(shopNumbersEndpoints.read, { tags: ['provider'], summary: "The shop's numbers: the last 13 weeks and its orders now", description: WHAT, security: bearer }),
    onRequest: app.authenticateStaff('numbers'),
    handler: async (request, reply) => {
      const numbers = await numbersOf(principalOf(request).tenantId, request.query.timeZone);
      reply.header('cache-control', 'no-store');
      return { data: numbers };
    },
  });

  app.route({
    ...routeOf(shopNumbersEndpoints.csv, {
      tags: ['provider'],
      summary: "The shop's numbers per week as CSV for a spreadsheet (UTF-8 with a byte order mark)",
      description: `One row per week, oldest first; money in dollars. Columns ${SHOP_NUMBERS_CSV_COLUMNS.join(', ')}. ${WHAT}`,
      security: bearer,
      produces: ['text/csv'],
    }),
    onRequest: app.authenticateStaff('numbers'),
    handler: async (request, reply) => {
      const { weeks } = await numbersOf(principalOf(request).tenantId, request.query.timeZone);
      const csv = spreadsheetCsv(
        SHOP_NUMBERS_CSV_COLUMNS,
        weeks.map((week) => [
          week.start,
          week.ordersPlaced,
          week.ordersCounted,
          week.pieces,
          dollars(week.revenueCents),
          dollars(week.paidCents),
          dollars(week.dueCents),
          dollars(week.averageOrderCents),
          week.designsSaved,
          week.designsOrdered,
          week.newCustomers,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="numbers.csv"')
        .send(`\uFEFF${csv}`);
    },
  });
};
