import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './0001_initial';

// Listed statically (not read from disk) so that tsx, jest and bundlers all see the same set.
// Names sort in the order they run; never rename or edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
