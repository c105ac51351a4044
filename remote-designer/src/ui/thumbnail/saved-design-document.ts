import { callEndpoint } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import { upgradeDesign, type Design } from '@teamwear/design';
import type { SavedDesignRef } from '@teamwear/shared/federation';


/** Pictures of this many saves are remembered (a page of My designs, the dashboard's and a few more). */
const REMEMBERED = 60;

const documents = new Map<string, Promise<Design | null>>();

/**
 * Reads a stored document the way the studio opens one (upgraded, repaired); null when it cannot
 * be drawn. Not checked against the strict schema (the studio checked it before saving it): that
 * check would bring zod to every /me page with a drawn picture.
 */
export async function fetchSavedDocument(id: string, request: typeof callEndpoint = callEndpoint): Promise<Design | null> {
  const result = await request(designRoutes.read, { params: { id } });
  if (!result.ok) return null;
  const upgraded = upgradeDesign(result.data.data.document);
  return upgraded.ok ? upgraded.doc : null;
}

/**
 * The document of one save of a design, fetched once however many pictures show it: a save
 * never changes (a new one has a new version), so the version is part of the key and nothing
 * goes stale. A failed read is forgotten, so that the next picture tries again.
 */
export function savedDesignDocument(design: SavedDesignRef, fetchDocument = fetchSavedDocument): Promise<Design | null> {
  const key = `${design.id}@${design.version}`;
  const known = documents.get(key);
  if (known) return known;
  const loading = fetchDocument(design.id).then((doc) => {
    if (!doc) documents.delete(key);
    return doc;
  });
  documents.set(key, loading);
  // The oldest first: a Map iterates in insertion order.
  for (const oldest of documents.keys()) {
    if (documents.size <= REMEMBERED) break;
    documents.delete(oldest);
  }
  return loading;
}

/** For tests: forget every document. */
export function forgetSavedDocuments(): void {
  documents.clear();
}
