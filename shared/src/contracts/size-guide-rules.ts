// A garment's size guide without zod or any framework: the back office's form says what is wrong
// as the owner types (in the page's language, from the problem's key), the API refuses the same
// (size-guide.ts adds them to its schemas with SIZE_GUIDE_MESSAGES), and the checkout reads which
// sizes a garment is offered in from it.

import type { ProductType } from './mini/products';

/**
 * The pieces a player gets sizes for: the garment itself (`main`: a shirt, or the trunks), and the
 * soccer kit's shorts, which an order sizes apart (`shortsSize`).
 */
export const SIZE_GUIDE_PIECES = ['main', 'shorts'] as const;
export type SizeGuidePiece = (typeof SIZE_GUIDE_PIECES)[number];

/** What a size is measured by, in centimetres, as a tape measure is laid on the garment flat. */
export const MEASURES = ['chest', 'length', 'sleeve', 'waist', 'hip'] as const;
export type Measure = (typeof MEASURES)[number];

/** One size a piece is offered in, with its measurements (a measurement the shop has not given is left out). */
export interface SizeGuideRow {
  size: string;
  cm: Partial<Record<Measure, number>>;
}

/** A garment's guide: the sizes of each of its pieces, in the shop's order; `shorts` only for a garment with shorts. */
export interface GarmentSizeGuideRows {
  main: SizeGuideRow[];
  shorts: SizeGuideRow[] | null;
}

export const MEASURE_CM_MAX = 250;
/** Measurements are given to the half centimetre, as a size chart prints them. */
export const MEASURE_STEP_CM = 0.5;

const TOP: readonly Measure[] = ['chest', 'length', 'sleeve'];
const BOTTOM: readonly Measure[] = ['waist', 'hip', 'length'];

/** The pieces of a garment that a player is sized for. */
export function guidePiecesOf(productType: ProductType): SizeGuidePiece[] {
  return productType === 'SOCCER_KIT' ? ['main', 'shorts'] : ['main'];
}

/** The measurements a piece of a garment is given by: a shirt's chest, length and sleeve; shorts' and trunks' waist, hip and length. */
export function measuresOf(productType: ProductType, piece: SizeGuidePiece): readonly Measure[] {
  if (piece === 'shorts' || productType === 'BOXING_TRUNKS') return BOTTOM;
  if (productType === 'SLEEVELESS_SHIRT') return ['chest', 'length'];
  return TOP;
}

/** A garment without a guide of its own: every size of the shop, no measurements. */
export function defaultGuideRows(productType: ProductType, shopSizes: readonly string[]): GarmentSizeGuideRows {
  const rows = () => shopSizes.map((size) => ({ size, cm: {} }));
  return { main: rows(), shorts: guidePiecesOf(productType).includes('shorts') ? rows() : null };
}

/** The sizes a piece is offered in. */
export function offeredSizes(guide: GarmentSizeGuideRows, piece: SizeGuidePiece): string[] {
  return (piece === 'shorts' ? (guide.shorts ?? guide.main) : guide.main).map((row) => row.size);
}

/** Why a guide cannot be saved: a key the form translates, an English message for the API. */
export type SizeGuideProblem =
  | 'noSizes'
  | 'unknownSize'
  | 'repeatedSize'
  | 'unknownMeasure'
  | 'notAMeasure'
  | 'measureTooSmall'
  | 'measureTooLarge'
  | 'measureNotHalf'
  | 'noShorts'
  | 'shortsMissing';

export const SIZE_GUIDE_MESSAGES: Record<SizeGuideProblem, string> = {
  noSizes: 'Offer the garment in at least one size',
  unknownSize: 'This is not one of the shop’s sizes',
  repeatedSize: 'Each size is listed once',
  unknownMeasure: 'This piece is not measured by that',
  notAMeasure: 'A measurement must be a number of centimetres, such as 52.5',
  measureTooSmall: 'A measurement must be more than 0 cm',
  measureTooLarge: `A measurement must be at most ${MEASURE_CM_MAX} cm`,
  measureNotHalf: 'Give measurements to the half centimetre, such as 52 or 52.5',
  noShorts: 'This garment has no shorts',
  shortsMissing: 'The kit’s shorts need their sizes too',
};

export interface SizeGuideIssue {
  /** Where, as the request names it: `main.2.size`, `shorts.0.cm.waist`, `shorts`. */
  path: (string | number)[];
  problem: SizeGuideProblem;
}

/** What is wrong with one measurement; null when it is fine. */
export function measureProblem(cm: number): SizeGuideProblem | null {
  if (!Number.isFinite(cm)) return 'notAMeasure';
  if (cm <= 0) return 'measureTooSmall';
  if (cm > MEASURE_CM_MAX) return 'measureTooLarge';
  if (!Number.isInteger(cm / MEASURE_STEP_CM)) return 'measureNotHalf';
  return null;
}

/** Everything wrong with a garment's guide against the shop's sizes; empty when it can be saved. */
export function checkSizeGuide(productType: ProductType, guide: GarmentSizeGuideRows, shopSizes: readonly string[]): SizeGuideIssue[] {
  const issues: SizeGuideIssue[] = [];
  const pieces = guidePiecesOf(productType);
  const known = new Set(shopSizes);
  if (guide.shorts !== null && !pieces.includes('shorts')) issues.push({ path: ['shorts'], problem: 'noShorts' });
  if (guide.shorts === null && pieces.includes('shorts')) issues.push({ path: ['shorts'], problem: 'shortsMissing' });
  for (const piece of pieces) {
    const rows = piece === 'shorts' ? guide.shorts : guide.main;
    if (!rows) continue;
    if (rows.length === 0) issues.push({ path: [piece], problem: 'noSizes' });
    const measures = new Set(measuresOf(productType, piece));
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (!known.has(row.size)) issues.push({ path: [piece, index, 'size'], problem: 'unknownSize' });
      else if (seen.has(row.size)) issues.push({ path: [piece, index, 'size'], problem: 'repeatedSize' });
      seen.add(row.size);
      for (const [measure, cm] of Object.entries(row.cm)) {
        if (cm === undefined) continue;
        const problem = measures.has(measure as Measure) ? measureProblem(cm) : 'unknownMeasure';
        if (problem) issues.push({ path: [piece, index, 'cm', measure], problem });
      }
    });
  }
  return issues;
}

/** The guide's rows in the shop's size order (the order customers read a chart in), whatever order they were sent in. */
export function inShopOrder(guide: GarmentSizeGuideRows, shopSizes: readonly string[]): GarmentSizeGuideRows {
  const rank = new Map(shopSizes.map((size, index) => [size, index]));
  const sorted = (rows: SizeGuideRow[]) => [...rows].sort((a, b) => (rank.get(a.size) ?? Infinity) - (rank.get(b.size) ?? Infinity));
  return { main: sorted(guide.main), shorts: guide.shorts ? sorted(guide.shorts) : null };
}

/**
 * A stored guide as it reads against the shop's sizes today: a size the shop has since dropped is
 * no longer offered; a guide with no size left is the default (every size), so a garment is never
 * unorderable because its shop renamed its sizes.
 */
export function currentGuideRows(productType: ProductType, stored: GarmentSizeGuideRows | null, shopSizes: readonly string[]): GarmentSizeGuideRows {
  const fallback = defaultGuideRows(productType, shopSizes);
  if (!stored) return fallback;
  const known = new Set(shopSizes);
  const kept = (rows: SizeGuideRow[] | null, otherwise: SizeGuideRow[] | null) => {
    const left = (rows ?? []).filter((row) => known.has(row.size));
    return left.length ? left : otherwise;
  };
  const pieces = guidePiecesOf(productType);
  return inShopOrder(
    { main: kept(stored.main, fallback.main) ?? fallback.main, shorts: pieces.includes('shorts') ? kept(stored.shorts, fallback.shorts) : null },
    shopSizes,
  );
}
