import type { OrderStatus } from '@teamwear/shared/contracts';
import { deliveryEstimateOf } from '../catalogue/catalogue-settings';
import type { OrderRow, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { DesignOwner } from '../designs/design-queries';
import { resolvePieces, type PiecesRequest } from './order-pieces';
import { numberPlacedOrder, provisionalOrderNumber } from './order-queries';
import type { Clock } from '../clock';
import { carryPlayersPayments } from '../collections/carry-over';

/** What a customer orders: the pieces, and where and to whom they go. */
export interface PlacingRequest extends PiecesRequest {
  address: string;
  phone: string;
  note: string;
}

/** The placing's own facts: its Idempotency-Key, the hash of what was asked, and when. */
export interface Placing {
  idempotencyKey: string;
  requestHash: string;
  now: Date;
  /** The API's clock: the players' payments the order carries are recorded with it (the demo week has none to carry). */
  clock?: Clock;
}

/**
 * Writes a new order as the customer asked for it, in the caller's transaction: the pieces and the
 * price as the server decides them (resolvePieces), the next number of the shop, the snapshot of
 * the design, players and prices, the `placed` event, and the design out of the cart. The number is
 * taken last, after everything else the order needs is written: the shop's counter stays locked
 * from then until the caller commits, and every other order of the shop waits that long. The caller
 * has locked the owner and checked what the shop allows (order-routes.ts); the demo shops' week is
 * placed through here too (db/demo-week), so its orders are as the product makes them.
 */
export async function insertPlacedOrder(tx: TenantTx, owner: DesignOwner, tenant: TenantRow, request: PlacingRequest, placing: Placing): Promise<OrderRow> {
  const pieces = await resolvePieces(tx, owner, tenant, request);
  const { now } = placing;
  const placed = await tx
    .insertInto('orders')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      number: provisionalOrderNumber,
      design_id: pieces.design.id,
      product: pieces.design.product,
      product_type: pieces.prices.productType,
      model: pieces.design.name,
      status: 'REVIEWING' satisfies OrderStatus,
      quantity: pieces.prices.quantity,
      total_price_cents: pieces.prices.totalPriceCents,
      grand_total_cents: pieces.prices.grandTotalCents,
      address: request.address,
      phone: request.phone,
      note: request.note,
      snapshot: JSON.stringify({
        design: { id: pieces.design.id, name: pieces.design.name, document: pieces.design.document, thumbnail: pieces.design.thumbnail },
        players: pieces.players,
        extras: pieces.extras,
        prices: pieces.prices,
        delivery: deliveryEstimateOf(tenant, now),
      }),
      idempotency_key: placing.idempotencyKey,
      request_hash: placing.requestHash,
      designed_at: pieces.design.updated_at,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_events')
    .values({ tenant_id: owner.tenantId, order_id: placed.id, kind: 'placed', actor: 'customer', actor_user_id: owner.userId, to_status: 'REVIEWING', created_at: now })
    .execute();
  await tx.deleteFrom('cart_items').where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).where('design_id', '=', pieces.design.id).execute();
  const row = await numberPlacedOrder(tx, owner.tenantId, placed.id);
  // Players pay (issue 38): what the ordered players paid of their share is paid on the order.
  return placing.clock ? carryPlayersPayments(tx, placing.clock, tenant, row) : row;
}
