import { draftStorageKey, parseUncheckedDraft, serialiseDraft, type Design, type Draft, type Product } from '@teamwear/design';
import { checkedLater } from './checked-later';

/** Local drafts in localStorage (model/draft), never throwing: storage is outside our control. */
export interface DraftTarget {
  tenantId: string;
  product: Product;
  designId: string | null;
}

/** How long edits settle before the local draft is written. */
export const DRAFT_DEBOUNCE_MS = 400;

/**
 * This device's draft for the studio's opening: read without the strict check, which runs after,
 * in a task of its own (checkedLater); the same draft as `readDraft` (read-draft.ts), or null for
 * the same reasons.
 */
export async function readCheckedDraft(target: DraftTarget): Promise<Draft | null> {
  let draft: Draft | null;
  try {
    draft = parseUncheckedDraft(localStorage.getItem(draftStorageKey(target.tenantId, target.product, target.designId)));
  } catch {
    return null;
  }
  if (!draft) return null;
  const doc = await checkedLater(draft.doc);
  return doc ? { ...draft, doc } : null;
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

/** What a visitor who went to sign in meant to do: save, or save and put the design in the cart. */
export type AfterSignIn = 'save' | 'cart';

/** Marks that the visitor went to sign in to save: the editor saves (and adds to the cart) when it opens again. */
const SAVE_AFTER_SIGN_IN = 'designer-save-after-sign-in';

export function rememberSaveAfterSignIn(target: DraftTarget, intent: AfterSignIn = 'save'): void {
  try {
    sessionStorage.setItem(SAVE_AFTER_SIGN_IN, JSON.stringify({ ...target, intent }));
  } catch {
    // The draft is still there; the user presses Save again.
  }
}

/** What was pending for this design (and forgets it), or null. */
export function takeSaveAfterSignIn(target: DraftTarget): AfterSignIn | null {
  try {
    const raw = sessionStorage.getItem(SAVE_AFTER_SIGN_IN);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<DraftTarget> & { intent?: unknown };
    const same = pending.tenantId === target.tenantId && pending.product === target.product && (pending.designId ?? null) === target.designId;
    if (!same) return null;
    sessionStorage.removeItem(SAVE_AFTER_SIGN_IN);
    return pending.intent === 'cart' ? 'cart' : 'save';
  } catch {
    return null;
  }
}
