import { designSchema } from './schema';
import type { MigrationResult } from './upgrade';

/**
 * The last step of `migrateDesign`: what `upgradeDesign` gave, checked against the strict schema
 * (built on this first check: zod). Apart, so that the studio can open a stored document with the
 * upgrade alone and run this check in a task of its own, its code downloaded only then (issue 41):
 * `strictlyChecked(upgradeDesign(input))` is `migrateDesign(input)`. Never throws.
 */
export function strictlyChecked(upgraded: MigrationResult): MigrationResult {
  if (!upgraded.ok) return upgraded;
  try {
    const checked = designSchema().safeParse(upgraded.doc);
    if (!checked.success) return { ok: false, error: { code: 'invalid', message: checked.error.message } };
    return { ok: true, doc: checked.data, fromVersion: upgraded.fromVersion };
  } catch (error) {
    return { ok: false, error: { code: 'invalid', message: error instanceof Error ? error.message : String(error) } };
  }
}
