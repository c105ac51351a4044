import { sql } from 'kysely';
import {
  DESIGN_LIMIT_MESSAGE,
  DESIGN_NAME_MAX_LENGTH,
  DesignProduct,
  type Design,
  type DesignDocumentEnvelope,
  type DesignSummary,
} from '@teamwear/shared/contracts';
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

export function toDesignSummary(row: Omit<DesignRow, 'document'>): DesignSummary {
  return {
    id: row.id,
    name: row.name,
    // Rows are written from a validated document; an unknown slug would be a bug, so fail loudly.
    product: DesignProduct.parse(row.product),
    thumbnail: row.thumbnail,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toDesign(row: DesignRow): Design {
  return { ...toDesignSummary(row), document: row.document as DesignDocumentEnvelope };
}

/** The owner's live (not deleted) designs. */
export function liveDesigns(tx: TenantTx, owner: DesignOwner) {
  return tx
    .selectFrom('designs')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null);
}

export async function findLiveDesign(tx: TenantTx, owner: DesignOwner, id: string): Promise<DesignRow | undefined> {
  return liveDesigns(tx, owner).selectAll().where('id', '=', id).executeTakeFirst();
}

export const designLimitReached = (limit: number) =>
  new HttpError(409, 'DESIGN_LIMIT_REACHED', DESIGN_LIMIT_MESSAGE, { extra: { limit } });

/**
 * Checks, before a design is added, that the owner has fewer than `limit` live designs. The user's
 * row is locked first (FOR UPDATE), so concurrent creates of one user take turns and cannot both
 * pass the count at the limit minus one. Call inside the transaction that inserts.
 */
export async function reserveDesignSlot(tx: TenantTx, owner: DesignOwner, limit: number): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw invalidToken();
  const { count } = await liveDesigns(tx, owner).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  if (count >= limit) throw designLimitReached(limit);
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
      created_at: design.now,
      updated_at: design.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
