import type { DesignStore } from '../model';
import { DRAFT_DEBOUNCE_MS, writeDraft, type DraftTarget } from '../ui/saving/drafts';

/**
 * Keeps this device's draft of the design being edited on a partner's page (in the partner's
 * origin's storage, under the shop's key: model/draft), written once edits settle and when the
 * page is hidden or the studio unmounted. Answers the function that stops it (and writes last).
 */
export function keepDraft(store: DesignStore, target: DraftTarget): () => void {
  let written = store.getState().doc;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const doc = store.getState().doc;
    if (doc === written) return;
    written = doc;
    writeDraft(target, doc, null);
  };
  const unsubscribe = store.subscribe(() => {
    if (store.getState().doc === written) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, DRAFT_DEBOUNCE_MS);
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flush);
  return () => {
    flush();
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flush);
  };
}
