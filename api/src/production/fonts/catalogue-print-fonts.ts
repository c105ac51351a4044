import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codePointsOf, coversAny } from '@teamwear/shared/contracts';
import type { Design } from '@teamwear/design';
import { fontCatalogue, type CatalogueFont } from '../../fonts/font-catalogue';
import { FONT_FAMILIES } from './server-fonts';
import { woffToSfnt } from './woff-to-sfnt';

/** A face of the catalogue a text layer names: its family, the weight it has nearest the layer's, and a style. */
export interface PrintFace {
  font: CatalogueFont;
  weight: number;
  style: 'normal' | 'italic';
  /** Every letter the layers in this face write. */
  points: number[];
}

/** The family's weight nearest the wanted one (a heavier one on a tie, as CSS does above 500). */
export function nearestWeight(weights: readonly number[], wanted: number): number {
  return [...weights].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a)[0] ?? 400;
}

/** The server's own fonts already hold these families at these weights: loading the catalogue's too would make two faces of one name. */
const SERVER_FACES = new Set([FONT_FAMILIES.khmer, FONT_FAMILIES.thai, FONT_FAMILIES.latin].flatMap((family) => [`${family.toLowerCase()}|400`, `${family.toLowerCase()}|700`]));

const familiesOf = (catalogue: ReadonlyMap<string, CatalogueFont>) => new Map([...catalogue.values()].map((font) => [font.summary.family.toLowerCase(), font]));

/**
 * How an italic text of this family is drawn: from an italic face (a catalogue family that has
 * one, or a device family, printed in the server's Latin family, whose italic is loaded), or
 * slanted (a catalogue family without italics: resvg does not slant a face itself, the browser does).
 */
export function italicOf(family: string, catalogue: ReadonlyMap<string, CatalogueFont> = fontCatalogue()): 'face' | 'slant' {
  const font = familiesOf(catalogue).get(family.trim().toLowerCase());
  return !font || font.summary.styles.includes('italic') ? 'face' : 'slant';
}

/** The catalogue faces the designs' text layers name (by family name, as the studio's font picker writes it), drawn together. */
export function printFacesOf(docs: readonly Design[], catalogue: ReadonlyMap<string, CatalogueFont> = fontCatalogue()): PrintFace[] {
  const byFamily = familiesOf(catalogue);
  const faces = new Map<string, PrintFace>();
  for (const layer of docs.flatMap((doc) => doc.layers)) {
    if (!('fontFamily' in layer) || !layer.visible) continue;
    // A device family (Arial…) is printed in the server's Latin family, whose own files are upright only.
    const device = layer.fontStyle === 'italic' ? byFamily.get(FONT_FAMILIES.latin.toLowerCase()) : undefined;
    const font = byFamily.get(layer.fontFamily.trim().toLowerCase()) ?? device;
    if (!font) continue;
    const weight = nearestWeight(font.summary.weights, layer.fontWeight);
    // An italic the family lacks is drawn from its upright face (resvg slants it, as the browser does).
    const style = layer.fontStyle === 'italic' && font.summary.styles.includes('italic') ? 'italic' : 'normal';
    if (style === 'normal' && SERVER_FACES.has(`${font.summary.family.toLowerCase()}|${weight}`)) continue;
    const key = `${font.summary.id}|${weight}|${style}`;
    const face = faces.get(key) ?? { font, weight, style, points: [] };
    face.points = [...new Set([...face.points, ...codePointsOf(layer.text)])];
    faces.set(key, face);
  }
  return [...faces.values()];
}

/**
 * The one piece of a face to load: resvg picks at random among fonts of one family, weight and
 * style, and every unicode-range piece of a family is named alike. So one piece per face: the one
 * holding most of the letters written in it (the family's default subset when none does).
 */
export function pieceFor(face: PrintFace): string {
  let best = face.font.defSubset;
  let most = 0;
  for (const piece of face.font.pieces) {
    const covered = face.points.filter((point) => coversAny(piece.intervals, [point])).length;
    if (covered > most) [best, most] = [piece.key, covered];
  }
  return best;
}

const written = new Map<string, string>();

/** A face's piece as a TrueType file for resvg (written once per process into the temporary folder), or null when the package lacks it. */
function sfntPathOf(face: PrintFace): string | null {
  const piece = face.font.pieces.find((candidate) => candidate.key === pieceFor(face));
  if (!piece) return null;
  const woffName = `${face.font.summary.id}-${piece.fileKey}-${face.weight}-${face.style}.woff`;
  const known = written.get(woffName);
  if (known) return known;
  const source = join(face.font.dir, woffName);
  if (!existsSync(source)) return null;
  const sfnt = woffToSfnt(readFileSync(source));
  const dir = join(tmpdir(), 'teamwear-fonts');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${woffName.replace(/\.woff$/, '')}-${createHash('sha256').update(sfnt).digest('hex').slice(0, 12)}.ttf`);
  if (!existsSync(path)) writeFileSync(path, sfnt);
  written.set(woffName, path);
  return path;
}

/**
 * The font files pictures of these designs need besides the server's own: exactly the catalogue
 * faces their text layers name, one file per face. Pictures drawn together (one measuring call)
 * ask together, so that a face is one file for all of them.
 */
export function catalogueFontPaths(docs: readonly Design[]): string[] {
  return printFacesOf(docs).flatMap((face) => sfntPathOf(face) ?? []);
}
