import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRODUCTION_STATUSES,
  seesOrderIn,
  BOARD_STATUSES,
  CLOSED_STATUSES,
  providerOrderEndpoints,
  shopOrderBoardEndpoints,
  type ProviderOrderListResponse,
  type ShopOrderBoardResponse,
} from '@teamwear/shared/contracts';
import { principalOf } from '../../auth/bearer-auth';
import { readAsTenant } from '../../db/tenant-scope';
import { routeOf } from '../../http/endpoint-route';
import { readListVersion } from '../../lists/list-versions';
import { tenantOf } from '../../tenancy/tenant-plugin';
import { leadTimesOf } from './lead-times';
import { filterOf, readBoard, shopOrderPage } from './shop-order-queries';
import { depositRuleOf } from '../../payments/payment-rules';
import { nextOverdue, toBoardCard, toProviderOrderSummary } from './shop-order-rows';
import { cardForRole, summaryForRole } from './workshop-view';

const bearer = [{ bearerAuth: [] }];

/**
 * The shop's orders as its back office shows them (issue 35): the table, the board and the version
 * they are polled by. Only this shop's administrators with a `provider` token: a customer 403,
 * another shop's token 401. The table and the board are answered from the shop's version of its
 * orders as the customers' lists are from theirs (lists/list-answers.ts), and kept no longer than
 * until one of their orders becomes overdue, which the clock does without any row changing.
 */
export const shopOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shopOrderBoardEndpoints.version, {
      tags: ['provider'],
      summary: "The version of the shop's orders: it changes whenever one of them does",
      description:
        'Changes in the same transaction as any change of any order of the shop (a new order, a move, a payment, a proof approved, a note, ' +
        'a customer’s name or e-mail) and never comes back. Poll it (every few seconds while the board or the table is shown) and read them ' +
        'again when it changed. Never cached (`Cache-Control: no-store`).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request) => {
      const { tenantId } = principalOf(request);
      const version = await readAsTenant(app.db, tenantId, (tx) => readListVersion(tx, { owner: { tenantId }, list: 'orders' }));
      return { data: { version } };
    },
  });

  app.route({
    ...routeOf(providerOrderEndpoints.list, {
      tags: ['provider'],
      summary: "The shop's orders: filtered, sorted and paged, with their customers",
      description:
        '`status` (one or several, comma-separated), `orderedFrom`/`orderedTo` (days, inclusive, in `timeZone`, UTC by default), `product`, ' +
        '`customerId`, `search` (the order number, or part of the team name, the design’s name, the customer’s name or e-mail); ' +
        '`sort` (orderedAt, number, grandTotal, status, customer) and `direction` (desc by default), then the order number. ' +
        'Each order says since when it is in its status and whether it waits longer than the shop’s lead time for it (`overdue`).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request, reply) => {
      const { tenantId, shopRole } = principalOf(request);
      // The workshop sees only orders from APPROVED on, whatever it asks for.
      const query = shopRole === 'PRODUCTION' ? { ...request.query, status: (request.query.status ?? [...PRODUCTION_STATUSES]).filter((status) => seesOrderIn(shopRole, status)) } : request.query;
      if (query.status?.length === 0) return { data: [], total: 0, page: query.page, pageSize: query.pageSize };
      const leadTimes = leadTimesOf(tenantOf(request));
      const depositRule = depositRuleOf(tenantOf(request));
      return app.listAnswers.send<ProviderOrderListResponse>(
        reply,
        // The workshop's answer differs from the same query's for the staff: cached apart.
        { owner: { tenantId }, list: 'orders', variant: ['table', query, leadTimes, depositRule, shopRole === 'PRODUCTION'] },
        async (tx) => {
          const { rows, total } = await shopOrderPage(tx, tenantId, filterOf(query), query, query.page, query.pageSize);
          const now = app.clock.now();
          return { data: rows.map((row) => summaryForRole(toProviderOrderSummary(row, leadTimes, now, depositRule), shopRole)), total, page: query.page, pageSize: query.pageSize };
        },
        { trueUntil: (answer) => nextOverdue(answer.data, depositRule) },
      );
    },
  });

  app.route({
    ...routeOf(shopOrderBoardEndpoints.board, {
      tags: ['provider'],
      summary: "The shop's orders as a board: per status, its count and its first cards",
      description:
        'REVIEWING, APPROVED, PROCESSING, READY, ON_THE_WAY, COMPLETED, and REJECTED and CANCELED with `closed=true`; each column its count ' +
        'and its first `cards` orders (12 by default, at most 50): the longest waiting first, the latest first in a final status. ' +
        'Filtered by `product`, `customerId` and `search` as the table; `waitingForReview` counts the whole shop’s orders under review.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request, reply) => {
      const { tenantId, shopRole } = principalOf(request);
      const query = request.query;
      const leadTimes = leadTimesOf(tenantOf(request));
      const depositRule = depositRuleOf(tenantOf(request));
      // When the next deposit of these cards becomes overdue (read with them: a card has no approval date).
      let nextDepositOverdue: Date | null = null;
      // The workshop's board has no review column and no closed orders.
      const statuses = (query.closed ? [...BOARD_STATUSES, ...CLOSED_STATUSES] : [...BOARD_STATUSES]).filter((status) => seesOrderIn(shopRole, status));
      return app.listAnswers.send<ShopOrderBoardResponse>(
        reply,
        { owner: { tenantId }, list: 'orders', variant: ['board', query, leadTimes, depositRule, shopRole === 'PRODUCTION'] },
        async (tx) => {
          const filter = { product: query.product, customerId: query.customerId, search: query.search };
          const board = await readBoard(tx, tenantId, statuses, filter, query.cards);
          const now = app.clock.now();
          // Marked overdue by lead time here so that only the deposits count: the cards' own dueBy count in trueUntil.
          nextDepositOverdue = nextOverdue(
            [...board.cards.values()].flat().map((row) => ({ ...toProviderOrderSummary(row, leadTimes, now, depositRule), overdue: true })),
            depositRule,
          );
          return {
            data: {
              columns: statuses.map((status) => ({
                status,
                count: board.counts.get(status) ?? 0,
                cards: (board.cards.get(status) ?? []).map((row) => cardForRole(toBoardCard(row, leadTimes, now, depositRule), shopRole)),
              })),
              waitingForReview: seesOrderIn(shopRole, 'REVIEWING') ? board.waitingForReview : 0,
            },
          };
        },
        {
          trueUntil: (answer) => {
            const byLeadTime = nextOverdue(answer.data.columns.flatMap((column) => column.cards));
            return byLeadTime && nextDepositOverdue ? new Date(Math.min(byLeadTime.getTime(), nextDepositOverdue.getTime())) : (byLeadTime ?? nextDepositOverdue);
          },
        },
      );
    },
  });
};
