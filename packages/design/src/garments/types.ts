import type { DesignSlug } from './design-slugs';
import type { Point } from './geometry/curve';

/**
 * The garment catalogue as data. Every view is drawn on a 1000×1000 artboard (y down).
 * "left" and "right" in part and print-area ids are the WEARER's: on the front view the
 * wearer's left sleeve is on the viewer's right, on the back view on the viewer's left.
 */

export const ARTBOARD = { width: 1000, height: 1000 } as const;

export const VIEW_IDS = ['front', 'back'] as const;
export type ViewId = (typeof VIEW_IDS)[number];

export type SleeveOption = 'short' | 'long' | 'none';
export type CollarOption = 'crew' | 'v-neck' | 'mandarin' | 'polo' | 'hood' | 'none';

export const STRIPE_ZONES = ['second', 'bottom', 'sleeve', 'shorts'] as const;
/** The stripe zones of the Design entity: a chest band, a hem band, sleeve bands, the shorts side stripe. */
export type StripeZone = (typeof STRIPE_ZONES)[number];

/** What a garment can be given: the choices offered in the studio. */
export interface GarmentOptions {
  readonly sleeves: readonly SleeveOption[];
  readonly collars: readonly string[];
  readonly pocket: boolean;
  readonly buttons: boolean;
  /** Button counts offered when `buttons` is true (positions on the placket). */
  readonly buttonCounts: readonly number[];
  readonly hood: boolean;
  readonly drawstring: boolean;
}

/** The choices of one design (the Design entity's sleeves, collar, buttons, pocket, hood, drawstring). */
export interface GarmentSelection {
  readonly sleeves: SleeveOption;
  readonly collar: string;
  readonly pocket: boolean;
  readonly buttons: number;
  readonly hood: boolean;
  readonly drawstring: boolean;
}

/** Draw this only when every listed field matches the selection. */
export interface PartCondition {
  readonly sleeves?: readonly SleeveOption[];
  readonly collar?: readonly string[];
  readonly pocket?: boolean;
  readonly buttons?: readonly number[];
  readonly hood?: boolean;
  readonly drawstring?: boolean;
}

export interface PartInfo {
  /** A plain id, stable across views and options, e.g. 'body', 'leftSleeve'. */
  readonly id: string;
  /** i18n key of the part's name, 'garment.part.<id>'. */
  readonly label: string;
  /** Lowercase #rrggbb. */
  readonly defaultColour: string;
}

export interface ViewPart {
  readonly id: string;
  /** SVG path data, closed regions; may hold several sub-paths (e.g. both cuffs). */
  readonly d: string;
  readonly when?: PartCondition;
  /** Seams and details stroked with the outline when this part is drawn (open paths). */
  readonly details?: string;
}

/**
 * Where a stripe may lie: a band swept from the segment `from`–`to` by the stripe's width
 * along `direction`, clipped to the listed parts. `centred` bands grow both ways.
 */
export interface StripeBand {
  readonly from: Point;
  readonly to: Point;
  readonly direction: Point;
  readonly centred?: boolean;
}

export interface StripeZoneDefinition {
  readonly parts: readonly string[];
  readonly bands: readonly StripeBand[];
  /** Width used when the design does not say, in artboard units. */
  readonly defaultWidth: number;
  readonly when?: PartCondition;
}

export type ShadingBlend = 'multiply' | 'screen' | 'normal';

/** A semi-transparent overlay drawn above the parts and stripes, below the outline. */
export interface ShadingPath {
  readonly d: string;
  readonly color: '#000000' | '#ffffff';
  readonly alpha: number;
  readonly blend: ShadingBlend;
  readonly when?: PartCondition;
}

/** A rectangle where logos or numbers usually go, for default layer placement. */
export interface PrintArea {
  /** e.g. 'chest-left'; unique among the areas drawn for one selection. */
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly when?: PartCondition;
}

/** Common print-area ids; a garment may add its own (e.g. 'waistband' on the trunks). */
export const PRINT_AREA_IDS = [
  'chest-left',
  'chest-centre',
  'chest-right',
  'back-name',
  'back-number',
  'sleeve-left',
  'sleeve-right',
  'shorts-number',
] as const;

/**
 * The print areas on the sleeves, by the wearer's side, as the print files name them. Kept here,
 * beside no garment, so that reading them (print/garment-sides.ts) builds none.
 */
export const SLEEVE_AREAS = ['sleeve-left', 'sleeve-right'] as const;
export type SleeveArea = (typeof SLEEVE_AREAS)[number];

/**
 * A piece of the mannequin wearing the garment (neck, arm, leg), painted in the design's skin
 * tone behind the garment, or over its parts when `over` (the neck seen through the neck
 * opening, already cut to it).
 */
export interface BodyPart {
  readonly d: string;
  /** The face where the mannequin's limb is cut off, drawn a shade darker. */
  readonly cut?: string;
  readonly over?: boolean;
  readonly when?: PartCondition;
  /** A point of the piece that the garment never covers (tests sample the skin there). */
  readonly anchor?: Point;
}

export interface GarmentView {
  /** In paint order; ids may repeat with exclusive conditions (e.g. short and long sleeves). */
  readonly parts: readonly ViewPart[];
  /** The mannequin's bare skin for this view. */
  readonly body: readonly BodyPart[];
  readonly stripes: Partial<Record<StripeZone, readonly StripeZoneDefinition[]>>;
  /** Seams and details stroked over everything whatever the options (part edges come on top). */
  readonly outline: string;
  readonly shading: readonly ShadingPath[];
  /** Ids may repeat with exclusive conditions (a sleeve area per sleeve length). */
  readonly printAreas: readonly PrintArea[];
}

export interface GarmentDefinition {
  readonly slug: DesignSlug;
  readonly views: { readonly front: GarmentView; readonly back: GarmentView };
  /** Every part id any view draws, in the order a parts panel lists them. */
  readonly parts: readonly PartInfo[];
  readonly options: GarmentOptions;
  /** The selection a new design starts with. */
  readonly defaults: GarmentSelection;
  /** The part most of the garment is made of, when it is not 'body' (the trunks' legs). */
  readonly mainPart?: string;
}
