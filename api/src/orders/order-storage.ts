import { z } from 'zod';
import { IN_PROGRESS_STATUSES } from '@teamwear/shared/orders';
import type { Clock } from '../clock';
import type { OrderRow, OrderSnapshot, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError } from '../http/errors';

/**
 * What a customer's orders may take of the shop's storage (issue 32): every order keeps a copy of
 * its design (a document of up to 512 KiB and a picture of up to 200 KiB) outside the customer's
 * design quota, and orders are never deleted, so placing and canceling in a loop grew the
 * database by ~29 MB a minute. Two rules bound it:
 *
 * - Open orders: a customer may place an order only while they have fewer than the shop's
 *   `settings.orders.maxOpenPerCustomer` (default 20) orders that are open (reviewing, approved,
 *   in production, ready, on the way) or that were canceled in the last 24 hours. So a
 *   place-and-cancel loop places at most that many orders a day.
 * - Canceled orders are slimmed at once: the design's copy keeps only what shows the garment (its
 *   product, team name, cut and colours: at most CANCELED_DOCUMENT_MAX_BYTES, else only the product
 *   and team name), not its layers (the texts and pictures); the picture's copy is dropped, and so
 *   are the order's kept proofs. The order page and the shop's list still show the order, its
 *   players, sizes, prices and history; the design's picture gives way to the garment's.
 */
export const DEFAULT_MAX_OPEN_ORDERS_PER_CUSTOMER = 20;
/** How long a canceled order still counts as open. */
const CANCELED_COUNTS_MS = 24 * 60 * 60_000;
/** The most a canceled order's copy of its design keeps. */
export const CANCELED_DOCUMENT_MAX_BYTES = 16 * 1024;

/** A design document's members that say what the garment looks like, without its layers. */
const GARMENT_MEMBERS = ['schemaVersion', 'product', 'teamName', 'fabric', 'sleeves', 'collar', 'buttons', 'pocket', 'hood', 'drawstring', 'parts', 'stripes', 'pattern', 'partPatterns', 'skin', 'template'];

const OrderSettings = z.object({
  maxOpenPerCustomer: z.number().int().min(1).max(10_000).optional(),
  /** The name this cap had when it counted only orders under review; still read. */
  maxReviewingPerCustomer: z.number().int().min(1).max(10_000).optional(),
});

/** `tenants.settings.orders.maxOpenPerCustomer`: the open (or lately canceled) orders one customer may have. */
export function maxOpenOrdersPerCustomer(tenant: Pick<TenantRow, 'settings'>): number {
  const parsed = OrderSettings.safeParse(tenant.settings.orders ?? {});
  const set = parsed.success ? parsed.data : {};
  return set.maxOpenPerCustomer ?? set.maxReviewingPerCustomer ?? DEFAULT_MAX_OPEN_ORDERS_PER_CUSTOMER;
}

/** Refuses (409 ORDER_LIMIT_REACHED) an order of a customer who has the shop's most open or lately canceled orders. */
export async function checkOpenOrders(tx: TenantTx, clock: Clock, tenant: Pick<TenantRow, 'settings'>, owner: { tenantId: string; userId: string }): Promise<void> {
  const limit = maxOpenOrdersPerCustomer(tenant);
  const since = new Date(clock.now().getTime() - CANCELED_COUNTS_MS);
  const { open, canceled } = await tx
    .selectFrom('orders')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', 'in', [...IN_PROGRESS_STATUSES]).as('open'),
      eb.fn.countAll<number>().filterWhere((row) => row.and([row('status', '=', 'CANCELED'), row('updated_at', '>', since)])).as('canceled'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(open) + Number(canceled) < limit) return;
  throw new HttpError(
    409,
    'ORDER_LIMIT_REACHED',
    Number(canceled) > 0
      ? `You have ${Number(open)} open orders and canceled ${Number(canceled)} in the last 24 hours: the shop takes at most ${limit} at once from one customer. Wait for an order to be finished, or a day after canceling one`
      : `You have ${Number(open)} open orders, the most the shop takes at once from one customer: wait for one to be finished, or cancel one`,
  );
}

/** A design document as a canceled order keeps it: the garment without its layers, bounded. */
export function garmentOnly(document: Record<string, unknown>): Record<string, unknown> {
  const garment = Object.fromEntries(GARMENT_MEMBERS.filter((member) => member in document).map((member) => [member, document[member]]));
  if (Buffer.byteLength(JSON.stringify(garment)) <= CANCELED_DOCUMENT_MAX_BYTES) return { ...garment, layers: [] };
  const teamName = typeof document.teamName === 'string' ? document.teamName.slice(0, 100) : '';
  return { schemaVersion: document.schemaVersion, product: document.product, teamName, layers: [] };
}

/** Slims a (locked) order just canceled: its design's copy without layers or picture, its kept proofs gone. */
export async function slimCanceledOrder(tx: TenantTx, order: OrderRow): Promise<OrderRow> {
  const snapshot: OrderSnapshot = { ...order.snapshot, design: { ...order.snapshot.design, document: garmentOnly(order.snapshot.design.document), thumbnail: null } };
  await tx.deleteFrom('order_proofs').where('tenant_id', '=', order.tenant_id).where('order_id', '=', order.id).execute();
  return tx
    .updateTable('orders')
    .set({ snapshot: JSON.stringify(snapshot) })
    .where('tenant_id', '=', order.tenant_id)
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
