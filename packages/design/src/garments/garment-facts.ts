import { GARMENTS } from './catalogue';
import { type GarmentDefinition, VIEW_IDS } from './types';
import type { DesignSlug } from './design-slugs';

const definitionOf = (garment: DesignSlug | GarmentDefinition) => (typeof garment === 'string' ? GARMENTS[garment] : garment);

/**
 * What the studio's panels ask of a garment, read from its definition rather than listed by
 * product in the UI: adding a garment (or shorts to one) needs no change there.
 */

/** The garment has a place for a number on its shorts (a kit's shorts, boxing trunks). */
export function takesShortsNumber(garment: DesignSlug | GarmentDefinition): boolean {
  const definition = definitionOf(garment);
  return VIEW_IDS.some((view) => definition.views[view].printAreas.some((area) => area.id === 'shorts-number'));
}

/** The part most of the garment is made of: new text takes a colour that reads on it. */
export function mainPartOf(garment: DesignSlug | GarmentDefinition): string {
  return definitionOf(garment).mainPart ?? 'body';
}
