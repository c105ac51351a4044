import type { Design, Draft } from '../../model';

/** What the editor opens, and where it came from (the page says so when it matters). */
export interface Opened {
  doc: Design;
  /** The saved design's id; null for a design not saved yet. */
  designId: string | null;
  /** The version the edits start from (sent as baseVersion when saving). */
  baseVersion: number | null;
  source: 'new' | 'draft' | 'server' | 'draftOverServer' | 'draftOfDeleted';
}

export interface ServerCopy {
  doc: Design;
  version: number;
  updatedAt: string;
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * A saved design and this device's draft of it: the draft wins when it was written after the
 * server's copy was saved and differs from it (edits made here and not saved yet). It keeps
 * the version it started from, so that saving it over a newer server copy is a conflict, not
 * a silent overwrite.
 */
export function openSaved(designId: string, server: ServerCopy, draft: Draft | null): Opened {
  if (draft && time(draft.savedAt) > time(server.updatedAt) && JSON.stringify(draft.doc) !== JSON.stringify(server.doc)) {
    return { doc: draft.doc, designId, baseVersion: draft.baseVersion ?? server.version, source: 'draftOverServer' };
  }
  return { doc: server.doc, designId, baseVersion: server.version, source: 'server' };
}

/** A new design: the new-design draft when there is one, else a fresh document. */
export function openNew(fresh: Design, draft: Draft | null): Opened {
  return draft && draft.designId === null
    ? { doc: draft.doc, designId: null, baseVersion: null, source: 'draft' }
    : { doc: fresh, designId: null, baseVersion: null, source: 'new' };
}

/** The saved design is gone (deleted, or never this user's): its draft lives on as a new design. */
export function openOrphanedDraft(draft: Draft): Opened {
  return { doc: draft.doc, designId: null, baseVersion: null, source: 'draftOfDeleted' };
}

/** Two documents with the same content (the saved copy and the one open may be different objects). */
export function sameJsonDocs(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
