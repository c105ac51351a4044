import { migrateDesign, type MigrateOptions } from '../document/migrate';
import { readDraftWith, type Draft } from './draft';

/**
 * A stored draft, or null when there is none or it cannot be used (corrupt JSON, another
 * kind of value, a design this app cannot read). Older designs inside are migrated.
 * Never throws: storage is outside our control. Apart from draft.ts, which loads no zod.
 */
export function parseDraft(stored: string | null | undefined, options: MigrateOptions = {}): Draft | null {
  return readDraftWith(migrateDesign, stored, options);
}
