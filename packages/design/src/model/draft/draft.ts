import { PRODUCTS, type Product } from '../document/constants';
import { upgradeDesign, type MigrateOptions, type MigrationResult } from '../document/upgrade';
import type { Design } from '../document/types';
import { isRecord, readEnum, readTimestamp } from '../document/values';

/**
 * Local autosave: the document being edited, kept in localStorage so that a closed tab or
 * a crash loses nothing. One draft per tenant, product and design (`new` for a design not
 * yet saved to the server).
 */

export interface DraftMeta {
  /** The server's id of the design, or null for a design not saved yet. */
  designId: string | null;
  /** The server version the edits started from, to spot a design changed elsewhere since. */
  baseVersion: number | null;
  /** ISO timestamp of the autosave. */
  savedAt: string;
}

export interface Draft extends DraftMeta {
  doc: Design;
}

const DRAFT_KIND = 'teamwear-design-draft';
const DRAFT_FORMAT = 1;
const KEY_PREFIX = 'design-draft';
const NEW_DESIGN = 'new';

/** `design-draft:<tenantId>:<product>:<designId|new>`; ids are URI-encoded so a `:` in them cannot blur the parts. */
export function draftStorageKey(tenantId: string, product: Product, designId: string | null): string {
  return [KEY_PREFIX, encodeURIComponent(tenantId), product, designId === null ? NEW_DESIGN : encodeURIComponent(designId)].join(':');
}

/** The parts of a draft key (to list a tenant's drafts), or null for any other key. */
export function parseDraftStorageKey(key: string): { tenantId: string; product: Product; designId: string | null } | null {
  const parts = key.split(':');
  if (parts.length !== 4 || parts[0] !== KEY_PREFIX) return null;
  const [, tenant, productPart, design] = parts;
  const product = readEnum(productPart, PRODUCTS);
  if (!tenant || !product || !design) return null;
  try {
    return { tenantId: decodeURIComponent(tenant), product, designId: design === NEW_DESIGN ? null : decodeURIComponent(design) };
  } catch {
    return null;
  }
}

export function serialiseDraft(doc: Design, meta: DraftMeta): string {
  return JSON.stringify({
    kind: DRAFT_KIND,
    format: DRAFT_FORMAT,
    designId: meta.designId,
    baseVersion: meta.baseVersion,
    savedAt: meta.savedAt,
    doc,
  });
}

/**
 * `parseDraft` (checked-draft.ts) without the strict schema's check of the document
 * (`upgradeDesign`, no zod): for a caller that runs that check itself before trusting the draft
 * (`strictlyChecked`, as the studio does in a task of its own). Null for the same drafts, and
 * for none else but one that check would refuse.
 */
export function parseUncheckedDraft(stored: string | null | undefined, options: MigrateOptions = {}): Draft | null {
  return readDraftWith(upgradeDesign, stored, options);
}

/** A draft's envelope read, its document given to `migrate`. */
export function readDraftWith(
  migrate: (input: unknown, options: MigrateOptions) => MigrationResult,
  stored: string | null | undefined,
  options: MigrateOptions,
): Draft | null {
  if (typeof stored !== 'string' || stored === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.kind !== DRAFT_KIND) return null;
  const migrated = migrate(raw.doc, options);
  if (!migrated.ok) return null;
  const designId = typeof raw.designId === 'string' && raw.designId !== '' ? raw.designId : null;
  const baseVersion = typeof raw.baseVersion === 'number' && Number.isInteger(raw.baseVersion) && raw.baseVersion >= 0 ? raw.baseVersion : null;
  return {
    doc: migrated.doc,
    designId,
    baseVersion,
    savedAt: readTimestamp(raw.savedAt) ?? migrated.doc.updatedAt,
  };
}
