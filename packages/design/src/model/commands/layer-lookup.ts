import type { Design, Layer } from '../document/types';

/** How far a duplicate lands from its original, in garment units, so both stay visible. */
export const DUPLICATE_OFFSET = 20;

export function findLayer(doc: Design, id: string | null | undefined): Layer | undefined {
  return id ? doc.layers.find((layer) => layer.id === id) : undefined;
}
