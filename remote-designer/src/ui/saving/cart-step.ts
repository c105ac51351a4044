import { isUntouchedDesign, type Design } from '@teamwear/design';
import { sameJsonDocs } from './opening';

/**
 * What Add to cart does with the design open in the studio: ask first when nothing is designed
 * on the garment yet (a blank kit is seldom what a team means to order, and saving it would
 * silently make an "Untitled design"), put the saved design in the cart when it is as saved, or
 * save it first (so that the cart and the order get what the customer sees).
 */
export type CartStep = { kind: 'askFirst' } | { kind: 'add'; designId: string } | { kind: 'saveFirst' };

export interface CartFacts {
  doc: Design;
  /** The garment's blank, as the studio opens a new design of it. */
  blank: Design;
  designId: string | null;
  /** The document as last saved on the server (null: never saved). */
  lastSaved: Design | null;
  /** The customer answered that the plain garment is what they want. */
  plainConfirmed: boolean;
}

export function cartStep({ doc, blank, designId, lastSaved, plainConfirmed }: CartFacts): CartStep {
  if (!plainConfirmed && isUntouchedDesign(doc, blank)) return { kind: 'askFirst' };
  if (designId && lastSaved !== null && sameJsonDocs(lastSaved, doc)) return { kind: 'add', designId };
  return { kind: 'saveFirst' };
}
