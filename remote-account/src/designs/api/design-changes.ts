import { callEndpoint } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { designFailure, type DesignFailure } from './design-outcome';

export type DesignChange = { ok: true; design: DesignSummary } | ({ ok: false } & DesignFailure);
export type Removal = { ok: true } | ({ ok: false } & DesignFailure);

type Request = typeof callEndpoint;

/** POST /api/designs/{id}/duplicate: a copy named "<name> (copy)", counted toward the limits. */
export async function duplicateDesign(id: string, request: Request = callEndpoint): Promise<DesignChange> {
  const result = await request(designRoutes.duplicate, { params: { id } });
  return result.ok ? { ok: true, design: result.data.data } : { ok: false, ...designFailure(result) };
}

/** DELETE /api/designs/{id}. A design already gone is what was asked for. */
export async function deleteDesign(id: string, request: Request = callEndpoint): Promise<Removal> {
  const result = await request(designRoutes.remove, { params: { id } });
  if (result.ok || result.status === 404) return { ok: true };
  return { ok: false, ...designFailure(result) };
}

/** Saves of the same design that may come between reading it and renaming it before giving up. */
const RENAME_ATTEMPTS = 2;

/**
 * The API renames only as part of a save: read the design, then save its document unchanged
 * from that version with the new name. A save from the studio in between makes the version
 * stale (409 DESIGN_CONFLICT, nothing saved); reading again and renaming that save is safe,
 * because the document is sent back as it was read. The stored picture stays (no `thumbnail`).
 */
export async function renameDesign(id: string, name: string, request: Request = callEndpoint): Promise<DesignChange> {
  let failure: DesignFailure = { kind: 'conflict' };
  for (let attempt = 0; attempt < RENAME_ATTEMPTS; attempt += 1) {
    const read = await request(designRoutes.read, { params: { id } });
    if (!read.ok) return { ok: false, ...designFailure(read) };
    const { document, version } = read.data.data;
    const saved = await request(designRoutes.save, { params: { id }, body: { document, baseVersion: version, name } });
    if (saved.ok) return { ok: true, design: saved.data.data };
    failure = designFailure(saved);
    if (failure.kind !== 'conflict') break;
  }
  return { ok: false, ...failure };
}
