import type { DesignStore } from '@teamwear/design';
import { writeDraft, type DraftTarget } from '../ui/saving/drafts';
import { writeDraftsOf } from '../ui/saving/draft-writer';

/**
 * Keeps this device's draft of the design being edited on a partner's page (in the partner's
 * origin's storage, under the shop's key: model/draft), written once edits settle and when the
 * page is hidden or the studio unmounted. Answers the function that stops it (and writes last).
 */
export function keepDraft(store: DesignStore, target: DraftTarget): () => void {
  return writeDraftsOf(store, (doc) => writeDraft(target, doc, null)).stop;
}
