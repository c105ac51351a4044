import { designSchema } from './schema';
import { upgradeDesign, type MigrateOptions, type MigrationResult } from './upgrade';

export type { DesignV1, LayerV1, MigrateOptions, MigrationError, MigrationErrorCode, MigrationResult } from './upgrade';

/**
 * Any stored value → a current, valid design, or a reason why not. Old versions are
 * upgraded step by step, then every field is repaired with defaults (`upgradeDesign`), then the
 * result is checked against the strict schema, built on this first check. Never throws.
 * A version newer than this code is refused rather than guessed at: opening it here and
 * saving it back would silently drop what the newer version added.
 */
export function migrateDesign(input: unknown, options: MigrateOptions = {}): MigrationResult {
  const upgraded = upgradeDesign(input, options);
  if (!upgraded.ok) return upgraded;
  try {
    const checked = designSchema().safeParse(upgraded.doc);
    if (!checked.success) return { ok: false, error: { code: 'invalid', message: checked.error.message } };
    return { ok: true, doc: checked.data, fromVersion: upgraded.fromVersion };
  } catch (error) {
    return { ok: false, error: { code: 'invalid', message: error instanceof Error ? error.message : String(error) } };
  }
}
