import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@teamwear/shared/router';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { useTenant } from '@teamwear/shared/tenant';
import { createDesignStore, type Design, type DesignStore, type Product } from '@teamwear/design';
import { newStudioDesign } from '../state/new-design';
import { prepareGarment } from '../state/prepared-garment';
import { readCheckedDraft, removeDraft, rememberSaveAfterSignIn, takeSaveAfterSignIn, writeDraft, type AfterSignIn, type DraftTarget } from './drafts';
import { writeDraftsOf } from './draft-writer';
import { decideOpening, needsSavedCopy, sameJsonDocs, offersLatestSaved, type Opened, type SavedDesignRef } from './opening';
import { latestSavedOf, loadDesign, saveDesign, type SaveOutcome } from './save-design';

export type SessionStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'signInToOpen' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export interface EditorSession {
  status: SessionStatus;
  store: DesignStore | null;
  designId: string | null;
  /** How the document came to be open (the page mentions restored drafts). */
  source: Opened['source'] | null;
  /** The document as last saved on the server (null: never saved). */
  lastSaved: Design | null;
  /** On a new blank design: the customer's most recently saved design of this garment (offersLatestSaved). */
  offered: SavedDesignRef | null;
  saving: boolean;
  signedIn: boolean;
  /** Saves now; a signed-out visitor is sent to sign in first and the save happens on return
   *  (followed by adding to the cart when that is what they meant: `intent`). */
  save(thumbnail: () => Promise<string | null>, intent?: AfterSignIn): Promise<SaveOutcome | 'signIn'>;
  /** After a conflict: the server's copy replaces the one open here. */
  reloadTheirs(): Promise<boolean>;
  /** After a conflict: this copy is saved as a new design (and opened). */
  keepMineAsCopy(thumbnail: () => Promise<string | null>): Promise<SaveOutcome>;
  /** Set once on return from signing in to save: the page saves at once (and adds to the cart). */
  saveOnOpen: AfterSignIn | null;
  retry(): void;
}

/**
 * The open design's life: which document opens (a new design, this device's draft, a saved
 * design or a newer draft of it), the local draft written on every change, and saving to the
 * server with the version the edits started from.
 */
export function useEditorSession(product: Product, requestedId: string | null): EditorSession {
  const tenant = useTenant();
  const tenantId = tenant?.id ?? 'unknown';
  const signedIn = useSession(isSignedInCustomer);
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<SessionStatus>({ kind: 'loading' });
  const [store, setStore] = useState<DesignStore | null>(null);
  const [designId, setDesignId] = useState<string | null>(null);
  const [source, setSource] = useState<Opened['source'] | null>(null);
  const [lastSaved, setLastSaved] = useState<Design | null>(null);
  const [offered, setOffered] = useState<SavedDesignRef | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveOnOpen, setSaveOnOpen] = useState<AfterSignIn | null>(null);
  const [attempt, setAttempt] = useState(0);
  const target = useRef<{ designId: string | null; baseVersion: number | null }>({ designId: null, baseVersion: null });
  const openedId = useRef<string | null | undefined>(undefined);

  const draftTarget = useCallback((id: string | null): DraftTarget => ({ tenantId, product, designId: id }), [tenantId, product]);

  // Open the document.
  useEffect(() => {
    // The URL gains ?id= after a first save: that is the design already open, not another one.
    if (openedId.current !== undefined && openedId.current === requestedId) return;
    let cancelled = false;
    const open = (opened: Opened) => {
      if (cancelled) return;
      openedId.current = opened.designId ?? requestedId;
      target.current = { designId: opened.designId, baseVersion: opened.baseVersion };
      const pending = takeSaveAfterSignIn(draftTarget(opened.designId));
      const saveNow = signedIn ? pending : null;
      // A transition: the studio's first render (every antd control's styles, the canvas) is
      // drawn in slices of a few milliseconds instead of one long task of seconds on a phone
      // (Lighthouse: total blocking time); the loading spinner stays until it is done.
      startTransition(() => {
        setDesignId(opened.designId);
        setSource(opened.source);
        setStore(createDesignStore(opened.doc));
        setStatus({ kind: 'ready' });
        if (saveNow) setSaveOnOpen(saveNow);
      });
    };
    setStatus({ kind: 'loading' });
    void (async () => {
      // The garment as the build prepared it, downloaded beside the saved copy: the new design
      // made below and the studio's drawing read it (never rejects; without it, it is built).
      const garment = prepareGarment(product);
      // The draft and the saved copy each checked against the strict schema apart (checkedLater).
      const [draft, loaded] = await Promise.all([
        readCheckedDraft(draftTarget(requestedId)),
        requestedId !== null && needsSavedCopy(requestedId, signedIn) ? loadDesign(requestedId) : null,
        garment,
      ]);
      if (cancelled) return;
      const decision = decideOpening({ product, requestedId, signedIn, draft, fresh: () => newStudioDesign(product), loaded });
      if (decision.kind !== 'open') {
        setStatus({ kind: decision.kind });
        return;
      }
      setLastSaved(decision.lastSaved);
      setOffered(null);
      open(decision.opened);
      // Asked once the studio is opening, not before: the blank garment does not wait for it.
      if (offersLatestSaved(decision.opened, signedIn)) {
        const latest = await latestSavedOf(product);
        if (!cancelled) setOffered(latest);
      }
    })();
    return () => {
      cancelled = true;
    };
    // signedIn is read once per opening: signing in later does not reopen the design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product, requestedId, tenantId, attempt]);

  // Keep a local draft of every change (debounced), flushed when the page goes away.
  const flushRef = useRef<() => void>(() => undefined);
  const lastSavedRef = useRef(lastSaved);
  useEffect(() => {
    lastSavedRef.current = lastSaved;
  }, [lastSaved]);
  useEffect(() => {
    if (!store) return;
    const writer = writeDraftsOf(store, (doc) => {
      const where = draftTarget(target.current.designId);
      // Back to what was saved: no draft to offer.
      if (lastSavedRef.current && sameJsonDocs(lastSavedRef.current, doc)) removeDraft(where);
      else writeDraft(where, doc, target.current.baseVersion);
    });
    flushRef.current = writer.flush;
    return writer.stop;
  }, [store, draftTarget]);

  const flushDraft = () => flushRef.current();

  const afterSaved = (outcome: Extract<SaveOutcome, { kind: 'saved' }>, doc: Design, previousId: string | null) => {
    removeDraft(draftTarget(previousId));
    removeDraft(draftTarget(outcome.id));
    target.current = { designId: outcome.id, baseVersion: outcome.version };
    openedId.current = outcome.id;
    setDesignId(outcome.id);
    setLastSaved(doc);
    if (previousId !== outcome.id) {
      const params = new URLSearchParams(location.search);
      params.set('id', outcome.id);
      navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
    }
  };

  const save = async (thumbnail: () => Promise<string | null>, intent: AfterSignIn = 'save'): Promise<SaveOutcome | 'signIn'> => {
    if (!store) return { kind: 'failed', message: 'not open' };
    flushDraft();
    if (!signedIn) {
      writeDraft(draftTarget(target.current.designId), store.getState().doc, target.current.baseVersion);
      rememberSaveAfterSignIn(draftTarget(target.current.designId), intent);
      const here = `${location.pathname}${location.search}`;
      navigate(`/auth/signin?redirect_to=${encodeURIComponent(here)}`);
      return 'signIn';
    }
    setSaving(true);
    setSaveOnOpen(null);
    try {
      const doc = store.getState().doc;
      const previousId = target.current.designId;
      const outcome = await saveDesign(doc, target.current, await thumbnail());
      if (outcome.kind === 'saved') afterSaved(outcome, doc, previousId);
      if (outcome.kind === 'signedOut') {
        rememberSaveAfterSignIn(draftTarget(previousId), intent);
        navigate(`/auth/signin?redirect_to=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      }
      return outcome;
    } finally {
      setSaving(false);
    }
  };

  const reloadTheirs = async (): Promise<boolean> => {
    const id = target.current.designId;
    if (!store || !id) return false;
    const loaded = await loadDesign(id);
    if (loaded.kind !== 'loaded') return false;
    removeDraft(draftTarget(id));
    target.current = { designId: id, baseVersion: loaded.copy.version };
    setLastSaved(loaded.copy.doc);
    store.load(loaded.copy.doc);
    return true;
  };

  const keepMineAsCopy = async (thumbnail: () => Promise<string | null>): Promise<SaveOutcome> => {
    if (!store) return { kind: 'failed', message: 'not open' };
    setSaving(true);
    try {
      const doc = store.getState().doc;
      const previousId = target.current.designId;
      const outcome = await saveDesign(doc, { designId: null, baseVersion: null }, await thumbnail());
      if (outcome.kind === 'saved') afterSaved(outcome, doc, previousId);
      return outcome;
    } finally {
      setSaving(false);
    }
  };

  return {
    status,
    store,
    designId,
    source,
    lastSaved,
    offered,
    saving,
    signedIn,
    save,
    reloadTheirs,
    keepMineAsCopy,
    saveOnOpen,
    retry: () => {
      openedId.current = undefined;
      setAttempt((n) => n + 1);
    },
  };
}
