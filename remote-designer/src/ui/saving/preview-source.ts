import type { Design, Draft, Product } from '@teamwear/design';

export interface PreviewSource {
  doc: Design;
  designId: string | null;
}

export interface PreviewFacts {
  /** `?product=`: the garment the studio's Preview button was pressed on. */
  product: Product | null;
  /** `&draft=`: the saved design whose unsaved changes are previewed; null for a new design. */
  draftOf: string | null;
  /** This device's draft of that garment and design. */
  draft: Draft | null;
  /** This device's most recent draft of any garment. */
  newest: () => PreviewSource | null;
  /** The garment as the studio opens a new design of it. */
  blank: (product: Product) => Design;
}

/**
 * What /preview shows without a saved design's id: the draft asked for; for a new design of a
 * garment without a draft, the garment as the studio showed it (a design not edited yet has no
 * draft: the customer previews the garment, not "nothing to preview"); otherwise this device's
 * most recent draft, or nothing.
 */
export function previewSource({ product, draftOf, draft, newest, blank }: PreviewFacts): PreviewSource | null {
  if (draft) return { doc: draft.doc, designId: draft.designId };
  if (product && draftOf === null) return { doc: blank(product), designId: null };
  return newest();
}
