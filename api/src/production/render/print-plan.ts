import { PLAYER_LAYER_KINDS, type Design, type Layer } from '@teamwear/design';
import { pixelsOf, sidePrint, sidesOf, type ArtboardBox, type PrintAreaOverrides, type PrintSide, type SideOnArtboard } from '@teamwear/design/print';

/** A player of an order as the snapshot keeps them. */
export interface PlannedPlayer {
  name: string;
  number: number;
  size: string;
  shortsSize: string | null;
}

/** One PNG to make: a side of one piece (a player's, or the same for everyone of a size), at its print size. */
export interface PlannedPrintFile {
  /** Its path in the ZIP. */
  path: string;
  side: PrintSide;
  view: SideOnArtboard['view'];
  /** What it shows of the view's artboard: the side's print area, grown to the side's layers (never past its panel). */
  box: ArtboardBox;
  size: string;
  widthCm: number;
  heightCm: number;
  /** Where it goes on the piece: its top below the panel's top (the shoulder, the waist), its centre right of the panel’s centre line, as the side is seen. */
  fromTopCm: number;
  fromCentreCm: number;
  widthPx: number;
  heightPx: number;
  /** The design as this piece prints it: this side's layers only, with a player's name and number or none. */
  doc: Design;
}

/** A side's layers to measure: what each piece prints on it (the union of their drawn boxes grows the side's files). */
export interface SideToMeasure {
  side: PrintSide;
  view: SideOnArtboard['view'];
  doc: Design;
}

export const PRINT_DPI = 300;

const isPlayerLayer = (layer: Layer) => (PLAYER_LAYER_KINDS as readonly string[]).includes(layer.kind);

/** The design with a player's name and number in its name and number layers. */
export function personalised(doc: Design, player: Pick<PlannedPlayer, 'name' | 'number'>): Design {
  return {
    ...doc,
    layers: doc.layers.map((layer) => {
      if (!isPlayerLayer(layer) || !('text' in layer)) return layer;
      return { ...layer, text: layer.kind === 'playerName' ? player.name : String(player.number) };
    }),
  };
}

/** The design of a piece without a name or number (extra pieces, and sides no player layer reaches). */
export function anonymous(doc: Design): Design {
  return { ...doc, layers: doc.layers.filter((layer) => !isPlayerLayer(layer)) };
}

/** A layer's side: the smallest panel of its view that holds its centre (a sleeve's badge, not the front it overlaps), if any. */
function sideOfLayer(layer: Layer, sides: readonly SideOnArtboard[]): PrintSide | undefined {
  let best: SideOnArtboard | undefined;
  for (const side of sides) {
    const { x, y, width, height } = side.box;
    if (layer.view !== side.view || layer.x < x || layer.x > x + width || layer.y < y || layer.y > y + height) continue;
    if (!best || width * height < best.box.width * best.box.height) best = side;
  }
  return best?.side;
}

/** The design with only the layers a side prints (a view's other sides print theirs in their own files). */
function onSide(doc: Design, side: SideOnArtboard): Design {
  const sides = sidesOf(doc.product, doc.sleeves);
  return { ...doc, layers: doc.layers.filter((layer) => sideOfLayer(layer, sides) === side.side) };
}

/** Whether a visible player layer lies (by its centre) on the side. */
function carriesPlayer(doc: Design, side: SideOnArtboard): boolean {
  const sides = sidesOf(doc.product, doc.sleeves);
  return doc.layers.some((layer) => isPlayerLayer(layer) && layer.visible && layer.opacity > 0 && sideOfLayer(layer, sides) === side.side);
}

type Piece = { size: string; shortsSize: string | null };

/** The sides an order prints: those that carry a player's name or number (one file per player), and the others (one per size). */
function sidesToPrint(doc: Design, players: readonly Piece[], extras: readonly Piece[]) {
  const sides = sidesOf(doc.product, doc.sleeves).filter((side) => side.side !== 'shorts' || players.some((player) => player.shortsSize) || extras.some((extra) => extra.shortsSize));
  const personal = sides.filter((side) => carriesPlayer(doc, side));
  return { personal, shared: sides.filter((side) => !personal.includes(side)) };
}

/** What to measure before planning: each player's personal sides, and each side as everyone's. */
export function sidesToMeasure(doc: Design, players: readonly PlannedPlayer[], extras: readonly Piece[]): SideToMeasure[] {
  const { personal, shared } = sidesToPrint(doc, players, extras);
  const plain = anonymous(doc);
  return [
    ...players.flatMap((player) => personal.map((side) => ({ side: side.side, view: side.view, doc: onSide(personalised(doc, player), side) }))),
    ...[...shared, ...personal].map((side) => ({ side: side.side, view: side.view, doc: onSide(plain, side) })),
  ];
}

const union = (a: ArtboardBox, b: ArtboardBox): ArtboardBox => {
  const [x, y] = [Math.min(a.x, b.x), Math.min(a.y, b.y)];
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

const intersection = (a: ArtboardBox, b: ArtboardBox): ArtboardBox | null => {
  const [x, y] = [Math.max(a.x, b.x), Math.max(a.y, b.y)];
  const [right, bottom] = [Math.min(a.x + a.width, b.x + b.width), Math.min(a.y + a.height, b.y + b.height)];
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
};

/** The box each side's measured pieces draw in, together. */
export function drawnBySide(measured: readonly { side: PrintSide; box: ArtboardBox | null }[]): Partial<Record<PrintSide, ArtboardBox>> {
  const boxes: Partial<Record<PrintSide, ArtboardBox>> = {};
  for (const { side, box } of measured) {
    if (!box) continue;
    const known = boxes[side];
    boxes[side] = known ? union(known, box) : box;
  }
  return boxes;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** Up to the next millimetre (a little float noise under it is not a millimetre more). */
const upTo1 = (value: number) => Math.ceil(value * 10 - 1e-6) / 10;

/**
 * Garment units of room kept around ink that reaches past the print area: the file grows to hold
 * it with this margin, so anti-aliased edges and the file's size in whole millimetres and pixels
 * never cut what the customer placed (a number moved down lost its foot at the file's edge).
 */
const INK_MARGIN = 2;
const padded = (box: ArtboardBox, by: number): ArtboardBox => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

/**
 * Letters, digits and dashes only, for file names every print shop's system opens. Latin accents
 * go (José → Jose); the vowel signs of Khmer, Thai and other scripts stay, they are part of the
 * letter (សុខា, not ស-ខ), and Hangul stays composed (NFC: one character per syllable, as typed).
 */
export const slug = (text: string): string =>
  [
    ...text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .normalize('NFC'),
  ]
    .slice(0, 40)
    .join('') || 'player';

/**
 * Which print files an order needs: per player, each side that carries their name or number, at
 * their size (the shorts at their shorts size); per size of the order, each side that is the same
 * for everyone (printed once per size, not once per player); and for extra pieces, the player
 * sides without name or number. A file shows its side's print area at the size, grown to cover
 * what the side's pieces draw (`drawn`, measured from sidesToMeasure; clipped to the panel), the
 * same box for every piece of the side, so that the print shop places every player's file alike;
 * once measured, a side that draws nothing has no file.
 * Paths: players/<nn>-<number>-<name>/<side>-<size>.png, sizes/<size>/<side>.png,
 * extras/<size>/<side>.png. Pure: measuring and drawing are render-print-file's.
 */
export function planPrintFiles(
  doc: Design,
  players: readonly PlannedPlayer[],
  extras: readonly { size: string; shortsSize: string | null; quantity: number }[],
  overrides: PrintAreaOverrides = {},
  drawn?: Partial<Record<PrintSide, ArtboardBox>>,
): PlannedPrintFile[] {
  const sides = sidesToPrint(doc, players, extras);
  // Once measured, a side nothing is drawn on has no file: a print shop would only get an empty picture.
  const inked = (side: SideOnArtboard) => drawn === undefined || drawn[side.side] !== undefined;
  const [personal, shared] = [sides.personal.filter(inked), sides.shared.filter(inked)];
  const file = (path: string, side: SideOnArtboard, size: string, design: Design): PlannedPrintFile => {
    const { area, cmPerUnit } = sidePrint(doc.product, side, size, overrides);
    const ink = drawn?.[side.side];
    const inPanel = ink ? intersection(padded(ink, INK_MARGIN), side.box) : null;
    const box = inPanel ? union(area, inPanel) : area;
    // A file of the print area is the shop's size in cm. A file grown past it has the pixels of its
    // box exactly (the same box in garment units for every player of the side, its pixels mapped
    // onto it without a stretch), and says its size rounded up, never down.
    const grown = box.width > area.width || box.height > area.height;
    const [widthCm, heightCm] = [box.width * cmPerUnit, box.height * cmPerUnit].map(grown ? upTo1 : round1) as [number, number];
    const [pixelWidthCm, pixelHeightCm] = grown ? [box.width * cmPerUnit, box.height * cmPerUnit] : [widthCm, heightCm];
    return {
      path,
      side: side.side,
      view: side.view,
      box,
      size,
      widthCm,
      heightCm,
      fromTopCm: round1((box.y - side.box.y) * cmPerUnit),
      fromCentreCm: round1((box.x + box.width / 2 - (side.box.x + side.box.width / 2)) * cmPerUnit),
      widthPx: pixelsOf(pixelWidthCm, PRINT_DPI),
      heightPx: pixelsOf(pixelHeightCm, PRINT_DPI),
      doc: onSide(design, side),
    };
  };
  const sizeOf = (side: SideOnArtboard, piece: Piece) => (side.side === 'shorts' ? (piece.shortsSize ?? piece.size) : piece.size);
  const files: PlannedPrintFile[] = [];
  const taken = new Set<string>();
  players.forEach((player, index) => {
    let folder = `players/${String(index + 1).padStart(2, '0')}-${String(player.number)}-${slug(player.name)}`;
    while (taken.has(folder)) folder += '-';
    taken.add(folder);
    const design = personalised(doc, player);
    for (const side of personal) files.push(file(`${folder}/${side.side}-${sizeOf(side, player)}.png`, side, sizeOf(side, player), design));
  });
  const plain = anonymous(doc);
  const everyone = [...players, ...extras];
  for (const side of shared) {
    for (const size of new Set(everyone.map((piece) => sizeOf(side, piece)))) files.push(file(`sizes/${slug(size)}/${side.side}.png`, side, size, plain));
  }
  for (const side of personal) {
    for (const size of new Set(extras.map((piece) => sizeOf(side, piece)))) files.push(file(`extras/${slug(size)}/${side.side}.png`, side, size, plain));
  }
  return files;
}
