import type { Rect } from '@teamwear/design/garments';
import { SLEEVE_AREAS, type SleeveArea } from '@teamwear/design/garments';
import type { LayerKind, LayerPatch, View } from '@teamwear/design';

/** What the add menu puts on a sleeve: a sponsor logo or the player's number, on either sleeve. */
export const SLEEVE_CHOICES = ['sponsor:sleeve-left', 'sponsor:sleeve-right', 'sleeveNumber:sleeve-left', 'sleeveNumber:sleeve-right'] as const;
export type SleeveChoice = (typeof SLEEVE_CHOICES)[number];

export const isSleeveChoice = (key: string): key is SleeveChoice => (SLEEVE_CHOICES as readonly string[]).includes(key);

/** The sleeves of the design as it is (its garment and sleeve length) that have a print area. */
export function sleevesWithArea(frontAreas: Readonly<Record<string, Rect>>): SleeveArea[] {
  return SLEEVE_AREAS.filter((id) => frontAreas[id] !== undefined);
}

/**
 * A new layer on a sleeve: on the front view, where the print files take the sleeves from
 * (@teamwear/shared/orders print-areas.ts), centred on the sleeve's print area and sized to it, as
 * a sponsor on the chest is sized to the chest's. An ordinary layer afterwards: the same handles,
 * limits and properties as on the front and back. Null when this garment has no such sleeve.
 */
export function sleeveLayer(choice: SleeveChoice, frontAreas: Readonly<Record<string, Rect>>): { kind: LayerKind; view: View; props: LayerPatch } | null {
  const [kind, sleeve] = choice.split(':') as ['sponsor' | 'sleeveNumber', SleeveArea];
  const area = frontAreas[sleeve];
  if (!area) return null;
  const centre = { x: Math.round(area.x + area.width / 2), y: Math.round(area.y + area.height / 2) };
  if (kind === 'sleeveNumber') return { kind, view: 'front', props: { ...centre, fontSize: Math.max(12, Math.round(area.height * 0.85)) } };
  return { kind, view: 'front', props: { ...centre, width: Math.round(area.width), height: Math.round(area.height) } };
}
