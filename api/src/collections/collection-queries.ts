import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  COLLECTION_ENTRIES_MAX,
  COLLECTION_MESSAGES,
  DesignProduct,
  deadlineTooLate,
  freeNumbersNear,
  isCollectionOpen,
  lastCloseDay,
  numberTakenMessage,
  offeredSizes,
  sizeCounts,
  sizesOf,
  type Collection,
  type CollectionEntry,
  type CollectionSummary,
  type NumberRange,
  type SizeGuidePiece,
} from '@teamwear/shared/contracts';
import { ProductNotPriced, quoteOrder, SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { PRODUCT_TYPE_BY_SLUG } from '@teamwear/shared/tenant';
import { productionDaysOf, sizeGuideOf } from '../catalogue/catalogue-settings';
import { isoOf, isoText } from '../db/iso-text';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { fieldsInvalid, HttpError, notFound } from '../http/errors';
import { priceListOf, sizeChartOf } from '../tenancy/tenant-settings';
import { entryPaymentOf, paymentLinesOf, playersPayOf } from './players-pay';

/** Whose collections: a customer of a shop. */
export interface CollectionOwner {
  tenantId: string;
  userId: string;
}

/** A link's code: 128 random bits, unguessable and short enough to type from a poster. */
export const newCollectionCode = () => randomBytes(16).toString('base64url');
/** An entry's private token, of which only the hash is kept. */
export const newEntryToken = () => randomBytes(24).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const noSuchCollection = () => notFound(COLLECTION_MESSAGES.noSuchCollection);
export const noSuchEntry = () => notFound(COLLECTION_MESSAGES.noSuchEntry);

const collectionColumns = [
  'id',
  'tenant_id',
  'code',
  'title',
  'design_id',
  'product',
  'pieces',
  'print_names',
  'print_numbers',
  'message',
  'expected_players',
  'user_id',
  'document',
  'share_cents',
] as const;

/** The collection rows as the API reads them: timestamps and the day as text (see isoText). */
export function collectionRows(tx: TenantTx, tenantId: string) {
  return tx
    .selectFrom('size_collections')
    .where('size_collections.tenant_id', '=', tenantId)
    .select(collectionColumns.map((column) => `size_collections.${column}` as const))
    .select(isoText('size_collections.deadline').as('deadline'))
    .select(isoText<string | null>('size_collections.closed_at').as('closed_at'))
    .select(isoText('size_collections.created_at').as('created_at'))
    .select(sql<string | null>`size_collections.need_by::text`.as('need_by'));
}
export type CollectionRow = Awaited<ReturnType<ReturnType<typeof collectionRows>['executeTakeFirstOrThrow']>>;

export async function ownedCollection(tx: TenantTx, owner: CollectionOwner, id: string, forUpdate = false): Promise<CollectionRow> {
  const query = collectionRows(tx, owner.tenantId).where('size_collections.user_id', '=', owner.userId).where('size_collections.id', '=', id);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw noSuchCollection();
  return row;
}

export async function collectionByCode(tx: TenantTx, tenantId: string, code: string, forUpdate = false): Promise<CollectionRow> {
  const query = collectionRows(tx, tenantId).where('size_collections.code', '=', code);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw noSuchCollection();
  return row;
}

export function entryRows(tx: TenantTx, tenantId: string, collectionId: string) {
  return tx
    .selectFrom('size_collection_entries')
    .where('tenant_id', '=', tenantId)
    .where('collection_id', '=', collectionId)
    .select(['id', 'name', 'number', 'size', 'shorts_size', 'email', 'source', 'player_id', 'token_hash'])
    .select(isoText('created_at').as('created_at'))
    .select(isoText('updated_at').as('updated_at'))
    .orderBy('created_at')
    .orderBy('id');
}
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['executeTakeFirstOrThrow']>>;

/** An entry as the manager reads it; `ordered`: the roster rows an order already has (orderedPlayers). */
export function toEntry(row: EntryRow, ordered: ReadonlySet<string> = new Set()): CollectionEntry {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    size: row.size,
    shortsSize: row.shorts_size,
    email: row.email,
    source: row.source,
    playerId: row.player_id,
    ordered: row.player_id !== null && ordered.has(row.player_id),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export const productTypeOf = (row: Pick<CollectionRow, 'product'>) => PRODUCT_TYPE_BY_SLUG[DesignProduct.parse(row.product)];
export const piecesOf = (row: Pick<CollectionRow, 'pieces'>) => row.pieces.filter((piece): piece is SizeGuidePiece => piece === 'main' || piece === 'shorts');

export function isOpen(row: Pick<CollectionRow, 'deadline' | 'closed_at'>, now: Date): boolean {
  return isCollectionOpen({ deadline: isoOf(row.deadline), closedAt: row.closed_at }, now);
}

export async function designNameOf(tx: TenantTx, tenantId: string, designId: string | null): Promise<string | null> {
  if (!designId) return null;
  const design = await tx.selectFrom('designs').select('name').where('tenant_id', '=', tenantId).where('id', '=', designId).executeTakeFirst();
  return design?.name ?? null;
}

export function toSummary(row: CollectionRow, entryCount: number, designName: string | null, now: Date): CollectionSummary {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    designId: row.design_id,
    designName,
    product: DesignProduct.parse(row.product),
    deadline: isoOf(row.deadline),
    closedAt: row.closed_at === null ? null : isoOf(row.closed_at),
    open: isOpen(row, now),
    entryCount,
    expectedPlayers: row.expected_players,
    createdAt: isoOf(row.created_at),
  };
}

/** What one player's kit comes to at the expected quantity (else the entries so far, at least 1). */
export function estimateOf(tenant: TenantRow, row: CollectionRow, entries: number): Collection['estimate'] {
  const pieces = Math.max(row.expected_players ?? entries, 1);
  try {
    const quote = quoteOrder(priceListOf(tenant), productTypeOf(row), { playerPieces: pieces, extraPieces: 0 });
    return { pieces, unitCents: quote.unitPriceCents, perPlayerCents: Math.round(quote.totalPriceCents / pieces) };
  } catch (error) {
    if (error instanceof ProductNotPriced) return null;
    throw error;
  }
}

/**
 * The roster rows an order of the collection's design has, placed since the collection started and
 * not canceled: those entries are ordered, and a collection reopened after an order takes fill-ins,
 * a follow-up order of the others. An order of the design from before the collection (last season's)
 * is not one of its orders; nor is one canceled since.
 */
export async function orderedPlayers(tx: TenantTx, row: Pick<CollectionRow, 'tenant_id' | 'id' | 'user_id' | 'design_id'>): Promise<Set<string>> {
  if (row.design_id === null) return new Set();
  const rows = await tx
    .selectFrom('orders')
    .innerJoin('size_collections', (join) =>
      join.on('size_collections.tenant_id', '=', row.tenant_id).on('size_collections.id', '=', row.id).onRef('orders.created_at', '>=', 'size_collections.created_at'),
    )
    .select(sql<string | null>`jsonb_array_elements(orders.snapshot -> 'players') ->> 'playerId'`.as('player_id'))
    .where('orders.tenant_id', '=', row.tenant_id)
    .where('orders.user_id', '=', row.user_id)
    .where('orders.design_id', '=', row.design_id)
    .where('orders.status', '!=', 'CANCELED')
    .execute();
  return new Set(rows.flatMap((each) => (each.player_id ? [each.player_id] : [])));
}

/** The manager's whole view of a collection: its entries (which are ordered), sizes counted per piece, the need-by day, the estimate. */
export async function collectionView(tx: TenantTx, tenant: TenantRow, row: CollectionRow, now: Date): Promise<Collection> {
  const ordered = await orderedPlayers(tx, row);
  const lines = row.share_cents === null ? [] : await paymentLinesOf(tx, tenant.id, row.id);
  const entries = (await entryRows(tx, tenant.id, row.id).execute()).map((entry) => ({ ...toEntry(entry, ordered), payment: entryPaymentOf(row, entry.id, lines) }));
  const shopOrder = sizesOf(sizeChartOf(tenant));
  const productionDays = productionDaysOf(tenant);
  const close = row.need_by ? lastCloseDay(row.need_by, productionDays) : null;
  return {
    ...toSummary(row, entries.length, await designNameOf(tx, tenant.id, row.design_id), now),
    pieces: piecesOf(row),
    printNames: row.print_names,
    printNumbers: row.print_numbers,
    message: row.message,
    needBy: row.need_by,
    lastCloseDay: close,
    deadlineTooLate: row.need_by ? deadlineTooLate(new Date(isoOf(row.deadline)), row.need_by, productionDays, SHOP_DAY_TIME_ZONE) : false,
    entries,
    counts: {
      main: sizeCounts(
        entries.map((entry) => entry.size),
        shopOrder,
      ),
      shorts: sizeCounts(
        entries.map((entry) => entry.shortsSize),
        shopOrder,
      ),
    },
    estimate: estimateOf(tenant, row, entries.length),
    playersPay: playersPayOf(tenant, row, entries),
  };
}

/** An entry as the collection takes it: the shop's number range and the sizes each chosen piece is made in. */
export interface EntryFields {
  name: string;
  number: number | null;
  size: string | null;
  shortsSize: string | null;
  email: string | null;
}

/** Checks an entry against the collection's pieces and the shop's rules; a piece not collected is dropped. */
export function checkedEntry(tenant: TenantRow, row: CollectionRow, entry: EntryFields): EntryFields {
  const productType = productTypeOf(row);
  const guide = sizeGuideOf(tenant, productType);
  const range: NumberRange = sizeChartOf(tenant).numberRange;
  const pieces = piecesOf(row);
  const problems: Record<string, string> = {};
  if (entry.number === null && row.print_numbers) problems.number = COLLECTION_MESSAGES.numberRequired;
  if (entry.number !== null && (entry.number < range.min || entry.number > range.max)) problems.number = `The number must be from ${range.min} to ${range.max}`;
  const sizeOf = (piece: SizeGuidePiece, size: string | null, field: string, required: string): string | null => {
    if (!pieces.includes(piece)) return null;
    if (!size) {
      problems[field] = required;
      return null;
    }
    if (!offeredSizes(guide, piece).includes(size)) problems[field] = `This garment is not made in size ${size}`;
    return size;
  };
  const size = sizeOf('main', entry.size, 'size', COLLECTION_MESSAGES.sizeRequired);
  const shortsSize = sizeOf('shorts', entry.shortsSize, 'shortsSize', COLLECTION_MESSAGES.shortsSizeRequired);
  if (Object.keys(problems).length) throw fieldsInvalid(problems);
  return { ...entry, size, shortsSize };
}

/** 409 for a number another entry of the collection has, with the free numbers nearest it. */
export async function numberTaken(tx: TenantTx, tenant: TenantRow, collectionId: string, number: number): Promise<HttpError> {
  const taken = await tx
    .selectFrom('size_collection_entries')
    .select('number')
    .where('tenant_id', '=', tenant.id)
    .where('collection_id', '=', collectionId)
    .where('number', 'is not', null)
    .execute();
  const free = freeNumbersNear(
    number,
    taken.map((row) => row.number as number),
    sizeChartOf(tenant).numberRange,
  );
  return new HttpError(409, 'NUMBER_TAKEN', numberTakenMessage(number, free), {
    fields: { number: numberTakenMessage(number, free) },
    extra: { freeNumbers: free },
  });
}

/** Whether a write failed on the collection's one-number-per-player index (two players sent the same number at once). */
function isNumberClash(error: unknown): boolean {
  const details = error as { code?: string; constraint?: string; message?: string };
  return (
    details.code === '23505' &&
    (details.constraint === 'size_collection_entries_number_idx' || /size_collection_entries_number_idx/.test(details.message ?? ''))
  );
}

/**
 * A write of entries, whose clash on the one-number index (what the row lock did not prevent) is
 * answered as the taken number it is: `taken` reads the free numbers after the failed transaction.
 */
export async function refusingNumberClash<T>(write: () => Promise<T>, taken: () => Promise<HttpError>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isNumberClash(error)) throw error;
    throw await taken();
  }
}

/** Room for `adding` more entries in a collection, else 409 COLLECTION_FULL. */
export async function reserveEntries(tx: TenantTx, tenantId: string, collectionId: string, adding: number): Promise<void> {
  if ((await entryCount(tx, tenantId, collectionId)) + adding > COLLECTION_ENTRIES_MAX) throw new HttpError(409, 'COLLECTION_FULL', COLLECTION_MESSAGES.full);
}

/** How many entries a collection holds. */
export async function entryCount(tx: TenantTx, tenantId: string, collectionId: string): Promise<number> {
  const { count } = await tx
    .selectFrom('size_collection_entries')
    .where('tenant_id', '=', tenantId)
    .where('collection_id', '=', collectionId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Another entry already has this number: 409 with the free numbers nearest it (never whose it is). */
export async function refuseTakenNumber(
  tx: TenantTx,
  tenant: TenantRow,
  row: CollectionRow,
  number: number | null,
  exceptEntryId: string | null,
): Promise<void> {
  if (number === null) return;
  let query = tx
    .selectFrom('size_collection_entries')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('collection_id', '=', row.id)
    .where('number', '=', number);
  if (exceptEntryId) query = query.where('id', '!=', exceptEntryId);
  if (await query.executeTakeFirst()) throw await numberTaken(tx, tenant, row.id, number);
}
