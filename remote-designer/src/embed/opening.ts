import { migrateDesign, type Design, type Draft, type Product } from '@teamwear/design';
import { openNew } from '../ui/saving/opening';

/** Why the design the partner's page gave was not opened (the studio says so). */
export type OpenNotice = 'designUnreadable' | 'designOtherGarment';

export interface EmbeddedOpening {
  doc: Design;
  notice: OpenNotice | null;
}

/**
 * What the studio on a partner's page opens: the design the page gave (`design`, e.g. one it read
 * with getDesign() on an earlier visit), else this device's draft of the shop's garment, else a
 * new design. A given design that cannot be read, or is another garment's, is not opened: the
 * draft or a new design is, with a notice.
 */
export function openEmbedded(product: Product, given: unknown, draft: Draft | null, fresh: Design): EmbeddedOpening {
  const fallback = openNew(fresh, draft).doc;
  if (given === undefined || given === null) return { doc: fallback, notice: null };
  const migrated = migrateDesign(typeof given === 'string' ? parseJson(given) : given);
  if (!migrated.ok) return { doc: fallback, notice: 'designUnreadable' };
  if (migrated.doc.product !== product) return { doc: fallback, notice: 'designOtherGarment' };
  return { doc: migrated.doc, notice: null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
