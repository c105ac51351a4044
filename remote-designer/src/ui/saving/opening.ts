import type { Design, Draft, Product } from '@teamwear/design';
import type { LoadOutcome } from './save-design';

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

/** What the studio does once it knows what was asked for, who asks, this device's draft and the saved copy. */
export type OpeningDecision =
  | { kind: 'open'; opened: Opened; /** The document as saved on the server; null when it was not read. */ lastSaved: Design | null }
  | { kind: 'signInToOpen' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** The saved copy is read first for a saved design asked for by a signed-in customer (and only then). */
export function needsSavedCopy(requestedId: string | null, signedIn: boolean): boolean {
  return requestedId !== null && signedIn;
}

export interface OpeningFacts {
  product: Product;
  /** The `?id=` of the address; null for a new design. */
  requestedId: string | null;
  signedIn: boolean;
  /** This device's draft of the design asked for (or of the new design). */
  draft: Draft | null;
  fresh: () => Design;
  /** The saved copy as read (loadDesign); null when it was not needed (needsSavedCopy). */
  loaded: LoadOutcome | null;
}

/**
 * Which document opens: a new design (or its draft); for a saved one, the server's copy or a
 * newer draft of it. The draft alone opens, with the version it began from, when the server
 * cannot be asked (signed out) or did not answer; the draft of a deleted design (or of another
 * garment's) opens as a new design. Without a draft: sign in to open, not found, or failed.
 */
export function decideOpening({ product, requestedId, signedIn, draft, fresh, loaded }: OpeningFacts): OpeningDecision {
  if (requestedId === null) return { kind: 'open', opened: openNew(fresh(), draft), lastSaved: null };
  const draftAlone = (): OpeningDecision | null =>
    draft ? { kind: 'open', opened: { doc: draft.doc, designId: requestedId, baseVersion: draft.baseVersion, source: 'draft' }, lastSaved: null } : null;
  if (!signedIn || loaded === null) return draftAlone() ?? { kind: signedIn ? 'failed' : 'signInToOpen' };
  switch (loaded.kind) {
    case 'loaded':
      if (loaded.copy.doc.product === product) return { kind: 'open', opened: openSaved(requestedId, loaded.copy, draft), lastSaved: loaded.copy.doc };
      return draft ? { kind: 'open', opened: openOrphanedDraft(draft), lastSaved: null } : { kind: 'notFound' };
    case 'notFound':
    case 'unreadable':
      return draft ? { kind: 'open', opened: openOrphanedDraft(draft), lastSaved: null } : { kind: 'notFound' };
    case 'signedOut':
      return draftAlone() ?? { kind: 'signInToOpen' };
    case 'failed':
      return draftAlone() ?? { kind: 'failed' };
  }
}

/** A saved design of the customer's, as My designs lists it. */
export interface SavedDesignRef {
  id: string;
  name: string;
}

/**
 * Opening a garment from Products (no `?id=`) starts a new, blank design: Products is where a
 * team starts a kit, and a second kit of the same garment (an away kit, a coach's shirt) is as
 * likely as going back to the first. The first is not lost from sight though: on a blank new
 * design the customer's most recently saved design of that garment is offered, one click away.
 * Nothing is offered over a restored draft or a saved design, nor to a visitor (who has none).
 */
export function offersLatestSaved(opened: Opened, signedIn: boolean): boolean {
  return signedIn && opened.source === 'new' && opened.designId === null;
}

/** Two documents with the same content (the saved copy and the one open may be different objects). */
export function sameJsonDocs(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
