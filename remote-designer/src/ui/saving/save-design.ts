import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import type { CreateDesignRequest, DesignResponse, UpdateDesignRequest } from '@teamwear/shared/contracts';
import { upgradeDesign, type Design } from '@teamwear/design';
import { checkedLater } from './checked-later';
import type { SavedDesignRef, ServerCopy } from './opening';

export type SaveOutcome =
  | { kind: 'saved'; id: string; version: number; updatedAt: string }
  | { kind: 'conflict'; version: number | null; updatedAt: string | null }
  | { kind: 'limit'; limit: number | null }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  | { kind: 'tooLarge' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);

/** Reads an answer of POST or PUT /api/designs into what the studio does next. */
export function classifySave(result: ApiResult<DesignResponse>): SaveOutcome {
  if (result.ok) {
    const design = result.data.data;
    return { kind: 'saved', id: design.id, version: design.version, updatedAt: design.updatedAt };
  }
  const body = record(result.body);
  switch (result.error.code) {
    case 'DESIGN_CONFLICT': {
      const current = record(body?.current);
      return {
        kind: 'conflict',
        version: typeof current?.version === 'number' ? current.version : null,
        updatedAt: typeof current?.updatedAt === 'string' ? current.updatedAt : null,
      };
    }
    case 'DESIGN_LIMIT_REACHED':
      return { kind: 'limit', limit: typeof body?.limit === 'number' ? body.limit : null };
  }
  if (result.status === 401) return { kind: 'signedOut' };
  if (result.status === 404) return { kind: 'notFound' };
  if (result.status === 413) return { kind: 'tooLarge' };
  return { kind: 'failed', message: result.error.message };
}

/**
 * The body of a save over a stored design. Without a picture of this save (the canvas could not
 * export one, or it is over the size limit) the stored picture is removed rather than kept: it
 * shows an older save, and My designs draws the design itself when there is none.
 */
export function updateRequest(doc: Design, baseVersion: number, thumbnail: string | null): UpdateDesignRequest {
  return { document: doc, baseVersion, thumbnail };
}

/** POST (new design) or PUT with the version the edits began from. */
export async function saveDesign(
  doc: Design,
  target: { designId: string | null; baseVersion: number | null },
  thumbnail: string | null,
): Promise<SaveOutcome> {
  // The strict check's code (zod) comes with the first save, not with the studio (issue 41).
  let preparing: typeof import('./prepare-for-save');
  try {
    preparing = await import(/* webpackChunkName: "design-prepare-for-save" */ './prepare-for-save');
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const prepared = preparing.prepareForSave(doc);
  if (!prepared.ok) return { kind: prepared.kind };
  const name = prepared.doc.teamName.trim() || undefined;
  if (target.designId === null || target.baseVersion === null) {
    const body: CreateDesignRequest = { document: prepared.doc, ...(name ? { name } : {}), ...(thumbnail ? { thumbnail } : {}) };
    return classifySave(await callEndpoint(designRoutes.create, { body }));
  }
  const body = updateRequest(prepared.doc, target.baseVersion, thumbnail);
  return classifySave(await callEndpoint(designRoutes.save, { params: { id: target.designId }, body }));
}

export type LoadOutcome = { kind: 'loaded'; copy: ServerCopy } | { kind: 'notFound' } | { kind: 'signedOut' } | { kind: 'unreadable' } | { kind: 'failed' };

/** GET /api/designs/:id, the document upgraded and checked like any stored design (the check apart: checkedLater). */
export async function loadDesign(designId: string): Promise<LoadOutcome> {
  const result = await callEndpoint(designRoutes.read, { params: { id: designId } });
  if (!result.ok) {
    if (result.status === 404) return { kind: 'notFound' };
    if (result.status === 401) return { kind: 'signedOut' };
    return { kind: 'failed' };
  }
  const design = result.data.data;
  const upgraded = upgradeDesign(design.document);
  const doc = upgraded.ok ? await checkedLater(upgraded.doc) : null;
  if (!doc) return { kind: 'unreadable' };
  return { kind: 'loaded', copy: { doc, version: design.version, updatedAt: design.updatedAt } };
}

/** The customer's most recently saved design of a garment (GET /api/designs?product=), or null (none, signed out, or no answer). */
export async function latestSavedOf(product: Design['product']): Promise<SavedDesignRef | null> {
  const result = await callEndpoint(designRoutes.list, { query: { product, page: 1, pageSize: 1 } });
  const latest = result.ok ? result.data.data[0] : undefined;
  return latest ? { id: latest.id, name: latest.name } : null;
}
