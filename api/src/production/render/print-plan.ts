import { PLAYER_LAYER_KINDS, type Design, type Layer } from '../../../../remote-designer/src/model';
import { pixelsOf, printAreaCm, sidesOf, type PrintAreaOverrides, type PrintSide, type SideOnArtboard } from '@teamwear/shared/orders';

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
  box: SideOnArtboard['box'];
  size: string;
  widthCm: number;
  heightCm: number;
  widthPx: number;
  heightPx: number;
  /** The design as this piece prints it (a player's name and number, or none). */
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

/** Whether a visible player layer of the side's view lies (by its centre) inside the side's box. */
function carriesPlayer(doc: Design, side: SideOnArtboard): boolean {
  const { x, y, width, height } = side.box;
  return doc.layers.some(
    (layer) => isPlayerLayer(layer) && layer.visible && layer.opacity > 0 && layer.view === side.view && layer.x >= x && layer.x <= x + width && layer.y >= y && layer.y <= y + height,
  );
}

/** Letters, digits and dashes only, for file names every print shop's system opens. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'player';

/**
 * Which print files an order needs: per player, each side that carries their name or number, at
 * their size (the shorts at their shorts size); per size of the order, each side that is the same
 * for everyone (printed once per size, not once per player); and for extra pieces, the player
 * sides without name or number. Paths: players/<nn>-<name>/<side>.png, sizes/<size>/<side>.png,
 * extras/<size>/<side>.png. Pure: rendering is render-print-file's.
 */
export function planPrintFiles(
  doc: Design,
  players: readonly PlannedPlayer[],
  extras: readonly { size: string; shortsSize: string | null; quantity: number }[],
  overrides: PrintAreaOverrides = {},
): PlannedPrintFile[] {
  const sides = sidesOf(doc.product).filter((side) => side.side !== 'shorts' || players.some((player) => player.shortsSize) || extras.some((extra) => extra.shortsSize));
  const personal = sides.filter((side) => carriesPlayer(doc, side));
  const shared = sides.filter((side) => !personal.includes(side));
  const file = (path: string, side: SideOnArtboard, size: string, design: Design): PlannedPrintFile => {
    const cm = printAreaCm(doc.product, side, size, overrides);
    return { path, side: side.side, view: side.view, box: side.box, size, ...cm, widthPx: pixelsOf(cm.widthCm, PRINT_DPI), heightPx: pixelsOf(cm.heightCm, PRINT_DPI), doc: design };
  };
  const sizeOf = (side: SideOnArtboard, piece: { size: string; shortsSize: string | null }) => (side.side === 'shorts' ? (piece.shortsSize ?? piece.size) : piece.size);
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
