import type { Point } from '../geometry/curve';
import type { GarmentOptions, GarmentSelection } from '../types';
import type { TopComposition } from './compose';
import { type RibOptions, crewNeck, vNeck } from './necks';

/**
 * The plain tee the tops are variations of: short or long sleeves, a crew or a V neck, and no
 * pocket, buttons, hood or drawstring. A product spreads these and states only where it differs,
 * so its file holds what makes it that garment.
 */

export const PLAIN_TEE_OPTIONS: GarmentOptions = {
  sleeves: ['short', 'long'],
  collars: ['crew', 'v-neck'],
  pocket: false,
  buttons: false,
  buttonCounts: [],
  hood: false,
  drawstring: false,
};

export const PLAIN_TEE_DEFAULTS: GarmentSelection = {
  sleeves: 'short',
  collar: 'crew',
  pocket: false,
  buttons: 0,
  hood: false,
  drawstring: false,
};

/** A tee's parts, in the order a parts panel lists them. */
export const TEE_PARTS = ['body', 'leftSleeve', 'rightSleeve', 'collar', 'neckInside', 'cuffs'] as const;

/** Part id → the same default colour for each: a garment made of one fabric. */
export const oneColour = (colour: string, parts: readonly string[]): Record<string, string> =>
  Object.fromEntries(parts.map((id) => [id, colour]));

type RibNeck = Omit<RibOptions, 'backDepth'>;

/** The tee's two collars, rib necks that sit equally deep at the back (the V only goes deeper in front). */
export function crewOrVNeck(hps: Point, o: { readonly backDepth: number; readonly crew: RibNeck; readonly vNeck: RibNeck }): TopComposition['necks'] {
  return [
    { when: { collar: ['crew'] }, views: crewNeck(hps, { ...o.crew, backDepth: o.backDepth }) },
    { when: { collar: ['v-neck'] }, views: vNeck(hps, { ...o.vNeck, backDepth: o.backDepth }) },
  ];
}
