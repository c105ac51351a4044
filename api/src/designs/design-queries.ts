import { sql } from 'kysely';
import {
  DESIGN_LIMIT_MESSAGE,
  DESIGN_NAME_MAX_LENGTH,
  DesignProduct,
  serialisedBytes,
  type Design,
  type DesignDocumentEnvelope,
  type DesignSummary,
} from '@teamwear/shared/contracts';
import { isoOf } from '../db/iso-text';
import type { DesignRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError, invalidToken } from '../http/errors';

/** Whose designs a query may see: one user of one tenant. */
export interface DesignOwner {
  tenantId: string;
  userId: string;
}

export const UNTITLED_DESIGN = 'Untitled design';
const COPY_SUFFIX = ' (copy)';

/** The name of a design created without one: its team name, else "Untitled design". */
export function defaultDesignName(document: DesignDocumentEnvelope): string {
  return document.teamName.trim().slice(0, DESIGN_NAME_MAX_LENGTH).trim() || UNTITLED_DESIGN;
}

/** "<name> (copy)", shortening the name so that the result fits. */
export function copyName(name: string): string {
  return `${name.slice(0, DESIGN_NAME_MAX_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** What a design costs its owner's storage: the serialised document and the thumbnail. */
export function designBytes(document: unknown, thumbnail: string | null): number {
  return serialisedBytes(document) + (thumbnail?.length ?? 0);
}

/** A design's row without its document; the list selects its times as ISO text (isoText). */
type DesignSummaryRow = Omit<DesignRow, 'document' | 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

export function toDesignSummary(row: DesignSummaryRow): DesignSummary {
  return {
    id: row.id,
    name: row.name,
    // Rows are written from a validated document; an unknown slug would be a bug, so fail loudly.
    product: DesignProduct.parse(row.product),
    thumbnail: row.thumbnail,
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export function toDesign(row: DesignRow): Design {
  return { ...toDesignSummary(row), document: row.document as DesignDocumentEnvelope };
}

/** The owner's designs. */
export function ownedDesigns(tx: TenantTx, owner: DesignOwner) {
  return tx.selectFrom('designs').where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId);
}

export async function findDesign(tx: TenantTx, owner: DesignOwner, id: string, options: { forUpdate?: boolean } = {}): Promise<DesignRow | undefined> {
  const query = ownedDesigns(tx, owner).selectAll().where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export const designLimitReached = (limit: number) =>
  new HttpError(409, 'DESIGN_LIMIT_REACHED', DESIGN_LIMIT_MESSAGE, { extra: { limit } });

const mib = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const storageLimitReached = (limitBytes: number, usedBytes: number) =>
  new HttpError(
    409,
    'STORAGE_LIMIT_REACHED',
    `Your designs would use more than the ${mib(limitBytes)} this shop keeps per account: delete a design or use smaller images`,
    { extra: { limitBytes, usedBytes } },
  );

/**
 * Locks the owner's user row (FOR UPDATE) so that the owner's concurrent writes take turns and a
 * count or total read next cannot be overtaken. Call first in a transaction that adds or grows a design.
 */
export async function lockOwner(tx: TenantTx, owner: DesignOwner): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw invalidToken();
}

/** Checks, before a design is added, that the owner has fewer than `limit` designs (owner locked). */
export async function reserveDesignSlot(tx: TenantTx, owner: DesignOwner, limit: number): Promise<void> {
  const { count } = await ownedDesigns(tx, owner).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  if (count >= limit) throw designLimitReached(limit);
}

/**
 * Checks that the owner's designs stay within `limitBytes` once one design of `bytes` is written
 * (a new one, or `replacing` one that is saved over). Owner locked (lockOwner).
 */
export async function reserveStorage(
  tx: TenantTx,
  owner: DesignOwner,
  limitBytes: number,
  bytes: number,
  replacing?: string,
): Promise<void> {
  let others = ownedDesigns(tx, owner);
  if (replacing) others = others.where('id', '<>', replacing);
  const { used } = await others.select(sql<number>`coalesce(sum(stored_bytes), 0)::bigint`.as('used')).executeTakeFirstOrThrow();
  const usedBytes = Number(used);
  if (usedBytes + bytes > limitBytes) throw storageLimitReached(limitBytes, usedBytes);
}

export interface NewDesign {
  product: string;
  name: string;
  document: Record<string, unknown>;
  thumbnail: string | null;
  now: Date;
}

export async function insertDesign(tx: TenantTx, owner: DesignOwner, design: NewDesign): Promise<DesignRow> {
  return tx
    .insertInto('designs')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      product: design.product,
      name: design.name,
      document: JSON.stringify(design.document),
      thumbnail: design.thumbnail,
      stored_bytes: designBytes(design.document, design.thumbnail),
      created_at: design.now,
      updated_at: design.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
