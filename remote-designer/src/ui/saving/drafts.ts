import { draftStorageKey, parseDraft, serialiseDraft, type Design, type Draft, type Product } from '../../model';

/** Local drafts in localStorage (model/draft), never throwing: storage is outside our control. */
export interface DraftTarget {
  tenantId: string;
  product: Product;
  designId: string | null;
}

export function readDraft(target: DraftTarget): Draft | null {
  try {
    return parseDraft(localStorage.getItem(draftStorageKey(target.tenantId, target.product, target.designId)));
  } catch {
    return null;
  }
}

export function writeDraft(target: DraftTarget, doc: Design, baseVersion: number | null): boolean {
  try {
    localStorage.setItem(
      draftStorageKey(target.tenantId, target.product, target.designId),
      serialiseDraft(doc, { designId: target.designId, baseVersion, savedAt: new Date().toISOString() }),
    );
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(target: DraftTarget): void {
  try {
    localStorage.removeItem(draftStorageKey(target.tenantId, target.product, target.designId));
  } catch {
    // nothing to do
  }
}

/** Marks that the visitor went to sign in to save: the editor saves when it opens again. */
const SAVE_AFTER_SIGN_IN = 'designer-save-after-sign-in';

export function rememberSaveAfterSignIn(target: DraftTarget): void {
  try {
    sessionStorage.setItem(SAVE_AFTER_SIGN_IN, JSON.stringify(target));
  } catch {
    // The draft is still there; the user presses Save again.
  }
}

/** True (and forgotten) when a save was pending for this design. */
export function takeSaveAfterSignIn(target: DraftTarget): boolean {
  try {
    const raw = sessionStorage.getItem(SAVE_AFTER_SIGN_IN);
    if (!raw) return false;
    const pending = JSON.parse(raw) as Partial<DraftTarget>;
    const same = pending.tenantId === target.tenantId && pending.product === target.product && (pending.designId ?? null) === target.designId;
    if (same) sessionStorage.removeItem(SAVE_AFTER_SIGN_IN);
    return same;
  } catch {
    return false;
  }
}
