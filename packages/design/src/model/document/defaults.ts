import { normaliseHex } from '../colour/hex';
import {
  IMAGE_LAYER_KINDS,
  LIMITS,
  SCHEMA_VERSION,
  type ImageLayerKind,
  type LayerKind,
  type Product,
  type Sleeves,
  type TextLayerKind,
  type View,
} from './constants';
import type { Design, ImageLayer, Layer, PartId, PatternFill, SolidPaint, Stripe, TextLayer } from './types';

export const solid = (color: string): SolidPaint => ({ kind: 'solid', color });

interface ProductDefaults {
  sleeves: Sleeves;
  collar: string;
  buttons: number;
  pocket: boolean;
  hood: boolean;
  drawstring: boolean;
}

const PRODUCT_DEFAULTS: Record<Product, ProductDefaults> = {
  soccer: { sleeves: 'short', collar: 'v-neck', buttons: 0, pocket: false, hood: false, drawstring: false },
  polo: { sleeves: 'short', collar: 'polo', buttons: 2, pocket: false, hood: false, drawstring: false },
  sleeveless: { sleeves: 'none', collar: 'crew', buttons: 0, pocket: false, hood: false, drawstring: false },
  oversizedshirt: { sleeves: 'short', collar: 'crew', buttons: 0, pocket: false, hood: false, drawstring: false },
  tshirt: { sleeves: 'short', collar: 'crew', buttons: 0, pocket: false, hood: false, drawstring: false },
  hoodie: { sleeves: 'long', collar: 'hood', buttons: 0, pocket: true, hood: true, drawstring: true },
  boxyfit: { sleeves: 'short', collar: 'crew', buttons: 0, pocket: false, hood: false, drawstring: false },
  boxingtrunk: { sleeves: 'none', collar: 'none', buttons: 0, pocket: false, hood: false, drawstring: true },
};

/** Mannequin skin tones offered by the studio, light to dark; any hex is accepted. */
export const SKIN_TONES = ['#f6d7c3', '#eac08f', '#d19a6a', '#a86b3c', '#7a4a26', '#4a2c17'] as const;
export const DEFAULT_SKIN = '#d19a6a';

export const NO_PATTERN: PatternFill = { id: null, scale: 1, opacity: 1, tint: null };

export const DEFAULT_STRIPE: Stripe = { enabled: false, paint: solid('#ffffff'), width: 20 };

export const DEFAULT_FONT_FAMILY = 'Roboto';

function colouredParts(colours: Record<PartId, string>): Record<PartId, SolidPaint> {
  const parts: Record<PartId, SolidPaint> = {};
  for (const [part, colour] of Object.entries(colours)) {
    const color = normaliseHex(colour);
    if (color && part.length > 0 && part.length <= LIMITS.idLength) parts[part] = solid(color);
  }
  return parts;
}

export interface CreateDesignOptions {
  /** Starting colours per part, e.g. the garment catalogue's. Without them the design names
   *  no part, and every part wears its garment's default colour (garments/catalogue): the
   *  catalogue is the one place that knows a garment's parts. */
  partColours?: Record<PartId, string>;
}

/** A fresh design: the product's default garment, no layers. `now` is an ISO timestamp. */
export function createDesign(product: Product, now: string = new Date().toISOString(), options: CreateDesignOptions = {}): Design {
  const defaults = PRODUCT_DEFAULTS[product];
  return {
    schemaVersion: SCHEMA_VERSION,
    product,
    teamName: '',
    fabric: { supplierId: null, fabricId: null, colorId: null },
    sleeves: defaults.sleeves,
    collar: defaults.collar,
    buttons: { count: defaults.buttons, paint: solid('#ffffff') },
    pocket: defaults.pocket,
    hood: defaults.hood,
    drawstring: defaults.drawstring,
    parts: options.partColours ? colouredParts(options.partColours) : {},
    stripes: { second: DEFAULT_STRIPE, bottom: DEFAULT_STRIPE, sleeve: DEFAULT_STRIPE, shorts: DEFAULT_STRIPE },
    pattern: NO_PATTERN,
    partPatterns: {},
    skin: DEFAULT_SKIN,
    template: null,
    layers: [],
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stamps `updatedAt`. Commands leave the dates alone (so undo restores a document exactly
 * and an edit that changes nothing returns the same object); whoever saves stamps them.
 */
export function touchDesign(doc: Design, now: string = new Date().toISOString()): Design {
  return doc.updatedAt === now ? doc : { ...doc, updatedAt: now };
}

/** Numbers and names go on the back by default, like on a real shirt; everything else on the front. */
export function defaultViewOf(kind: LayerKind): View {
  return kind === 'backImage' || kind === 'backNumber' || kind === 'playerName' ? 'back' : 'front';
}

export function isImageKind(kind: LayerKind): kind is ImageLayerKind {
  return (IMAGE_LAYER_KINDS as readonly string[]).includes(kind);
}

export function isTextLayer(layer: Layer): layer is TextLayer {
  return !isImageKind(layer.kind);
}

export function isImageLayer(layer: Layer): layer is ImageLayer {
  return isImageKind(layer.kind);
}

const TEXT_DEFAULTS: Record<TextLayerKind, { text: string; x: number; y: number; fontSize: number }> = {
  text: { text: 'TEAM', x: 500, y: 500, fontSize: 80 },
  frontNumber: { text: '10', x: 500, y: 420, fontSize: 120 },
  backNumber: { text: '10', x: 500, y: 480, fontSize: 280 },
  playerName: { text: 'PLAYER', x: 500, y: 270, fontSize: 70 },
  shortsNumber: { text: '10', x: 320, y: 860, fontSize: 60 },
  /** On the front view, where the sleeves are printed from (the wearer's left sleeve at the viewer's right). */
  sleeveNumber: { text: '10', x: 720, y: 180, fontSize: 48 },
};

const IMAGE_DEFAULTS: Record<ImageLayerKind, { x: number; y: number; width: number; height: number }> = {
  logo: { x: 650, y: 280, width: 120, height: 120 },
  sponsor: { x: 500, y: 450, width: 320, height: 110 },
  frontImage: { x: 500, y: 500, width: 300, height: 300 },
  backImage: { x: 500, y: 500, width: 300, height: 300 },
};

/** A new layer of a kind with the defaults a user would expect to see, before any edits. */
export function defaultLayer(kind: LayerKind, id: string, view: View = defaultViewOf(kind)): Layer {
  const base = {
    id,
    view,
    rotation: 0,
    scale: 1,
    opacity: 1,
    stroke: { width: 0, color: '#000000' },
    visible: true,
    locked: false,
  };
  if (isImageKind(kind)) {
    return { ...base, kind, src: '', ...IMAGE_DEFAULTS[kind] };
  }
  const text = TEXT_DEFAULTS[kind];
  return {
    ...base,
    kind,
    x: text.x,
    y: text.y,
    text: text.text,
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSize: text.fontSize,
    fontWeight: 700,
    fontStyle: 'normal',
    fill: solid('#ffffff'),
    align: 'center',
  };
}
