import { strictlyChecked } from './strict-check';
import { upgradeDesign, type MigrateOptions, type MigrationResult } from './upgrade';

export type { DesignV1, LayerV1, MigrateOptions, MigrationError, MigrationErrorCode, MigrationResult } from './upgrade';

/**
 * Any stored value → a current, valid design, or a reason why not. Old versions are
 * upgraded step by step, then every field is repaired with defaults (`upgradeDesign`), then the
 * result is checked against the strict schema, built on this first check (`strictlyChecked`).
 * Never throws. A version newer than this code is refused rather than guessed at: opening it here
 * and saving it back would silently drop what the newer version added.
 */
export function migrateDesign(input: unknown, options: MigrateOptions = {}): MigrationResult {
  return strictlyChecked(upgradeDesign(input, options));
}
