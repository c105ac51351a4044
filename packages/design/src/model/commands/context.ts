import { defaultIdGenerator, type IdGenerator } from '../document/restore';

/** What commands may need from outside: only new ids, injectable so tests are deterministic. */
export interface CommandContext {
  newId: IdGenerator;
}

export const defaultCommandContext: CommandContext = { newId: defaultIdGenerator };

/** Ids `prefix-1`, `prefix-2`, … for tests and stories. */
export function createSequentialIds(prefix = 'id'): IdGenerator {
  let next = 0;
  return () => `${prefix}-${++next}`;
}
