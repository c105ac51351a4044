import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectedTotals,
  COLLECTION_MESSAGES,
  entryPaymentReference,
  entryPaymentState,
  PLAYER_PAYMENTS_LIST_MAX,
  playersPayEndpoints,
  referenceSearchKey,
  type PayingCollection,
} from '@teamwear/shared/contracts';
import { shopDayOf } from '@teamwear/shared/orders';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { isoOf } from '../db/iso-text';
import type { TenantRow } from '../db/schema';
import { readAsTenant, withTenant, type TenantTx } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { tenantOf } from '../tenancy/tenant-plugin';
import { collectionRows, entryRows, isOpen, noSuchEntry, type CollectionRow } from './collection-queries';
import { entryMoney, insertEntryPayment, paymentLinesOf, toPaymentLine } from './players-pay';

const bearer = [{ bearerAuth: [] }];

/**
 * Players pay, the shop's side (issue 38): the collections whose players pay, each entry with its
 * reference and payments; a player's payment recorded against their entry, or reversed with a note
 * (a negative line linked to it, never a deleted row). Staff with the payments permission.
 */
export const playerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const recorderOf = async (tx: TenantTx, tenantId: string, userId: string): Promise<string | null> => {
    const user = await tx.selectFrom('users').select(['first_name', 'last_name']).where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
    return user ? `${user.first_name} ${user.last_name}`.trim() : null;
  };

  /** A collection whose players pay, with its manager's name, each entry's money, and its lines. */
  const payingCollection = async (tx: TenantTx, tenant: TenantRow, row: CollectionRow & { customer_name: string }): Promise<PayingCollection> => {
    const share = row.share_cents ?? 0;
    const lines = await paymentLinesOf(tx, tenant.id, row.id);
    const entries = (await entryRows(tx, tenant.id, row.id).execute()).map((entry) => {
      const money = entryMoney(entry.id, lines);
      return {
        id: entry.id,
        name: entry.name,
        number: entry.number,
        reference: entryPaymentReference(entry.id),
        paidCents: money.paidCents,
        state: entryPaymentState(money.paidCents, share),
        carriedCents: money.carriedCents,
        payments: lines.filter((line) => line.entry_id === entry.id).map((line) => toPaymentLine(line, lines)),
      };
    });
    const totals = collectedTotals(
      entries.map((entry) => entry.paidCents),
      share,
    );
    return {
      id: row.id,
      title: row.title,
      customerName: row.customer_name,
      deadline: isoOf(row.deadline),
      open: isOpen(row, app.clock.now()),
      shareCents: share,
      collectedCents: totals.collectedCents,
      expectedCents: totals.expectedCents,
      entries,
    };
  };

  const payingRows = (tx: TenantTx, tenantId: string) =>
    collectionRows(tx, tenantId)
      .innerJoin('users', (join) => join.onRef('users.id', '=', 'size_collections.user_id').on('users.tenant_id', '=', tenantId))
      .select((eb) => eb.fn<string>('concat_ws', [eb.val(' '), 'users.first_name', 'users.last_name']).as('customer_name'))
      .where('size_collections.share_cents', 'is not', null);

  const payingCollectionOf = async (tx: TenantTx, tenant: TenantRow, id: string) => {
    const row = await payingRows(tx, tenant.id).where('size_collections.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(COLLECTION_MESSAGES.noSuchCollection);
    return row;
  };

  app.route({
    ...routeOf(playersPayEndpoints.list, {
      tags: ['provider'],
      summary: 'Collections whose players pay their share: each entry’s reference, what it paid, its payment lines',
      description:
        'Newest first, at most 50. `q` finds a reference as a bank app shows it (any case, spaces or dashes), a player’s name or a collection’s title; ' +
        'a collection found by a player’s reference or name lists that player’s entries only.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const q = request.query.q ?? '';
      const data = await readAsTenant(app.db, tenant.id, async (tx) => {
        const rows = await payingRows(tx, tenant.id).orderBy('size_collections.created_at', 'desc').limit(q ? 500 : PLAYER_PAYMENTS_LIST_MAX).execute();
        const found: PayingCollection[] = [];
        const key = referenceSearchKey(q);
        const text = q.toLocaleLowerCase();
        for (const row of rows) {
          if (found.length >= PLAYER_PAYMENTS_LIST_MAX) break;
          const collection = await payingCollection(tx, tenant, row);
          if (!q || collection.title.toLocaleLowerCase().includes(text)) {
            found.push(collection);
            continue;
          }
          const entries = collection.entries.filter(
            (entry) => (key.length >= 3 && referenceSearchKey(entry.reference).includes(key)) || entry.name.toLocaleLowerCase().includes(text),
          );
          if (entries.length) found.push({ ...collection, entries });
        }
        return found;
      });
      return { data };
    },
  });

  app.route({
    ...routeOf(playersPayEndpoints.record, {
      tags: ['provider'],
      summary: 'Record a player’s payment of their share against their entry (amount, method, reference, day received, note)',
      description:
        '404 for a collection of another shop or whose players do not pay, or an entry not of it; 400 for a day after today. ' +
        'The entry’s next order of the collection’s design carries it as a payment line.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const principal = principalOf(request);
      const payment = request.body;
      const now = app.clock.now();
      const today = shopDayOf(now);
      const receivedOn = payment.receivedOn ?? today;
      if (receivedOn > today)
        throw new HttpError(400, 'VALIDATION_FAILED', `The payment cannot be received after today (${today})`, { fields: { receivedOn: `At the latest today, ${today}` } });
      const data = await withTenant(app.db, tenant.id, async (tx) => {
        const row = await payingCollectionOf(tx, tenant, request.params.id);
        const entry = await entryRows(tx, tenant.id, row.id).where('id', '=', request.params.entryId).executeTakeFirst();
        if (!entry) throw noSuchEntry();
        await insertEntryPayment(
          tx,
          tenant.id,
          row.id,
          entry.id,
          { amountCents: payment.amountCents, method: payment.method, reference: payment.reference, receivedOn, note: payment.note, reversesId: null, recordedBy: { id: principal.userId, name: await recorderOf(tx, tenant.id, principal.userId) } },
          now,
        );
        await recordAudit(tx, {
          tenantId: tenant.id,
          actorId: principal.userId,
          area: 'orders',
          action: 'player-payment.recorded',
          subject: entryPaymentReference(entry.id),
          after: { collectionId: row.id, entryId: entry.id, ...payment, receivedOn },
        });
        return payingCollection(tx, tenant, row);
      });
      request.log.info({ collectionId: data.id, entryId: request.params.entryId, amountCents: payment.amountCents }, 'player payment recorded');
      return reply.code(201).send({ data });
    },
  });

  app.route({
    ...routeOf(playersPayEndpoints.reverse, {
      tags: ['provider'],
      summary: 'Reverse a player’s payment recorded by mistake (or refunded), with a note: a negative line, never a deleted row',
      description:
        '409 ALREADY_REVERSED once reversed; 409 CONFLICT for a reversal, or a payment an order already carries (reverse it on that order).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const principal = principalOf(request);
      const now = app.clock.now();
      const data = await withTenant(app.db, tenant.id, async (tx) => {
        const row = await payingCollectionOf(tx, tenant, request.params.id);
        const lines = await paymentLinesOf(tx, tenant.id, row.id, request.params.entryId);
        const payment = lines.find((line) => line.id === request.params.paymentId);
        if (!payment) throw notFound('This player has no such payment');
        if (payment.amount_cents < 0) throw new HttpError(409, 'CONFLICT', 'A reversal cannot be reversed: record the payment again');
        if (lines.some((line) => line.reverses_id === payment.id)) throw new HttpError(409, 'ALREADY_REVERSED', 'This payment is reversed already');
        if (payment.order_id !== null)
          throw new HttpError(409, 'CONFLICT', `Order ${payment.order_number ?? ''} carries this payment: reverse it on the order`.replace('  ', ' '));
        await insertEntryPayment(
          tx,
          tenant.id,
          row.id,
          payment.entry_id,
          {
            amountCents: -payment.amount_cents,
            method: payment.method,
            reference: payment.reference,
            receivedOn: shopDayOf(now),
            note: request.body.note,
            reversesId: payment.id,
            recordedBy: { id: principal.userId, name: await recorderOf(tx, tenant.id, principal.userId) },
          },
          now,
        );
        await recordAudit(tx, {
          tenantId: tenant.id,
          actorId: principal.userId,
          area: 'orders',
          action: 'player-payment.reversed',
          subject: entryPaymentReference(payment.entry_id),
          before: { paymentId: payment.id, amountCents: payment.amount_cents },
          after: { note: request.body.note },
        });
        return payingCollection(tx, tenant, row);
      });
      return reply.code(201).send({ data });
    },
  });
};
