import { carryOver, entryPaymentReference, type CarryCandidate } from '@teamwear/shared/contracts';
import type { OrderRow, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { Clock } from '../clock';
import { recordPayment } from '../orders/order-moves';

/**
 * Players pay (issue 38): an order of a collection's design carries what its players paid their
 * share, each player's money as one payment line of the order (the method of their last payment,
 * the entry's reference, a note naming the player and the collection), so the order's paid amount
 * and its Pay card count it. The entries are those of the customer's collections of this design
 * whose roster row the order has; only money not carried already (a follow-up order of fill-ins
 * carries theirs), never past what the order still owes (carryOver: what does not fit stays on the
 * entry, marked not carried, for the shop to refund or the next order). A player not ordered keeps
 * their payment on their entry, shown as paid and not ordered to the manager and the shop.
 */
export async function carryPlayersPayments(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow): Promise<OrderRow> {
  if (order.design_id === null) return order;
  const snapshot = (typeof order.snapshot === 'string' ? JSON.parse(order.snapshot) : order.snapshot) as { players?: { playerId?: string | null }[] };
  const playerIds = (snapshot.players ?? []).flatMap((player) => (player.playerId ? [player.playerId] : []));
  if (playerIds.length === 0) return order;
  const lines = await tx
    .selectFrom('size_collection_payments')
    .innerJoin('size_collection_entries', (join) =>
      join.onRef('size_collection_entries.id', '=', 'size_collection_payments.entry_id').on('size_collection_entries.tenant_id', '=', tenant.id),
    )
    .innerJoin('size_collections', (join) => join.onRef('size_collections.id', '=', 'size_collection_payments.collection_id').on('size_collections.tenant_id', '=', tenant.id))
    .where('size_collection_payments.tenant_id', '=', tenant.id)
    .where('size_collection_payments.order_id', 'is', null)
    .where('size_collections.user_id', '=', order.user_id)
    .where('size_collections.design_id', '=', order.design_id)
    .where('size_collection_entries.player_id', 'in', playerIds)
    .select([
      'size_collection_payments.id',
      'size_collection_payments.entry_id',
      'size_collection_payments.amount_cents',
      'size_collection_payments.method',
      'size_collection_payments.recorded_by',
      'size_collection_payments.recorded_by_id',
      'size_collection_entries.name',
      'size_collection_entries.number',
      'size_collection_entries.player_id',
      'size_collections.title',
    ])
    .orderBy('size_collection_payments.created_at')
    .orderBy('size_collection_payments.id')
    .forUpdate('size_collection_payments')
    .execute();
  if (lines.length === 0) return order;
  // One roster row ordered twice (two collections of the design) carries once per entry: in the order the money came.
  const entries = [...new Set(lines.map((line) => line.entry_id))];
  const candidates: CarryCandidate[] = entries.map((entryId) => ({
    entryId,
    uncarriedCents: lines.filter((line) => line.entry_id === entryId).reduce((sum, line) => sum + line.amount_cents, 0),
  }));
  const { carried } = carryOver(order.grand_total_cents - order.paid_amount_cents, candidates);
  let updated = order;
  for (const { entryId, cents } of carried) {
    const own = lines.filter((line) => line.entry_id === entryId);
    const last = own.filter((line) => line.amount_cents > 0).at(-1) ?? own[0];
    if (!last) continue;
    const who = last.number === null ? last.name : `${last.name} #${last.number}`;
    // Recorded as the team member who recorded the player's payment did; the order's day is today.
    updated = await recordPayment(
      tx,
      clock,
      tenant,
      updated,
      { amountCents: cents, method: last.method, reference: entryPaymentReference(entryId), note: `Share paid by ${who} (size collection “${last.title}”)` },
      { kind: 'provider', userId: last.recorded_by_id, name: last.recorded_by },
    );
    await tx
      .updateTable('size_collection_payments')
      .set({ order_id: order.id })
      .where('tenant_id', '=', tenant.id)
      .where('entry_id', '=', entryId)
      .where('order_id', 'is', null)
      .execute();
  }
  return updated;
}
