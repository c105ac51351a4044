/** Helpers for the model's own tests (not part of the public surface). */
import { createSequentialIds } from './commands/context';
import { addLayer } from './commands/layers';
import type { LayerKind, Product } from './document/constants';
import { createDesign } from './document/defaults';
import type { Design } from './document/types';

export const NOW = '2025-03-01T10:00:00.000Z';

/** Freezes a value and everything in it, so that any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** A frozen design with layers of the given kinds, ids `layer-1`, `layer-2`, … */
export function designWith(kinds: LayerKind[] = [], product: Product = 'soccer'): Design {
  const ctx = { newId: createSequentialIds('layer') };
  const doc = kinds.reduce((acc, kind) => addLayer(acc, { kind }, ctx), createDesign(product, NOW));
  return deepFreeze(doc);
}
