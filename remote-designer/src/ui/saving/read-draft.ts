import { draftStorageKey, parseDraft, type Draft } from '@teamwear/design';
import type { DraftTarget } from './drafts';

/**
 * This device's draft, checked at once against the strict schema (zod): for what opens it in the
 * same task (the preview, the studio on a partner's page). Apart from drafts.ts, so that the
 * studio's page, which checks its draft later (readCheckedDraft), does not load zod to start.
 */
export function readDraft(target: DraftTarget): Draft | null {
  try {
    return parseDraft(localStorage.getItem(draftStorageKey(target.tenantId, target.product, target.designId)));
  } catch {
    return null;
  }
}
