import type { CatalogueGarment, ProductType, SizeGuideRow } from '@teamwear/shared/contracts';
import { guidePiecesOf, measureProblem, measuresOf, type Measure, type SizeGuidePiece, type SizeGuideProblem } from '@teamwear/shared/contracts';

/**
 * The size guide form's rules, apart from drawing: a row per size of the shop for each piece the
 * garment has (offered or not, its measurements as typed), what is wrong with each cell (the shared
 * rules the API keeps: size-guide-rules.ts), the request Save sends, and where the API's refusals go.
 */

export interface SizeDraft {
  size: string;
  offered: boolean;
  /** Centimetres as typed ("52.5", "52,5" or empty). */
  cm: Partial<Record<Measure, string>>;
}

export type GuideDrafts = Partial<Record<SizeGuidePiece, SizeDraft[]>>;

export interface GuideCellProblem {
  piece: SizeGuidePiece;
  size: string;
  /** A measurement, or the row's offered tick. */
  field: Measure | 'offered';
  problem: SizeGuideProblem;
}

export interface GuideRead {
  /** What Save sends: null while a cell cannot be read or a piece is offered in no size. */
  request: { main: SizeGuideRow[]; shorts: SizeGuideRow[] | null } | null;
  problems: GuideCellProblem[];
}

const cmText = (cm: number | undefined) => (cm === undefined ? '' : String(cm));

/** The form's rows: every size of the shop, the guide's ticked with their measurements. */
export function guideDraftsOf(garment: Pick<CatalogueGarment, 'productType' | 'sizeGuide'>, shopSizes: readonly string[]): GuideDrafts {
  const drafts: GuideDrafts = {};
  for (const piece of guidePiecesOf(garment.productType)) {
    const rows = (piece === 'shorts' ? garment.sizeGuide.shorts : garment.sizeGuide.main) ?? [];
    const bySize = new Map(rows.map((row) => [row.size, row]));
    drafts[piece] = shopSizes.map((size) => {
      const row = bySize.get(size);
      const cm: SizeDraft['cm'] = {};
      for (const measure of measuresOf(garment.productType, piece)) cm[measure] = cmText(row?.cm[measure]);
      return { size, offered: row !== undefined, cm };
    });
  }
  return drafts;
}

/** A measurement as typed: empty is "not given"; a comma is read as the decimal point (as many keyboards type it). */
export function readCentimetres(text: string): { ok: true; value: number | undefined } | { ok: false; problem: SizeGuideProblem } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: undefined };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, problem: 'notAMeasure' };
  const value = Number(trimmed);
  const problem = measureProblem(value);
  return problem ? { ok: false, problem } : { ok: true, value };
}

/** Reads every offered row of every piece; a measurement of a size not offered is not sent. */
export function readGuide(productType: ProductType, drafts: GuideDrafts): GuideRead {
  const problems: GuideCellProblem[] = [];
  const rowsOf = (piece: SizeGuidePiece): SizeGuideRow[] => {
    const offered = (drafts[piece] ?? []).filter((draft) => draft.offered);
    if (offered.length === 0) problems.push({ piece, size: '', field: 'offered', problem: 'noSizes' });
    return offered.map((draft) => {
      const cm: SizeGuideRow['cm'] = {};
      for (const measure of measuresOf(productType, piece)) {
        const read = readCentimetres(draft.cm[measure] ?? '');
        if (!read.ok) problems.push({ piece, size: draft.size, field: measure, problem: read.problem });
        else if (read.value !== undefined) cm[measure] = read.value;
      }
      return { size: draft.size, cm };
    });
  };
  const pieces = guidePiecesOf(productType);
  const main = rowsOf('main');
  const shorts = pieces.includes('shorts') ? rowsOf('shorts') : null;
  return { request: problems.length ? null : { main, shorts }, problems };
}

/** Whether the form says something else than the saved guide (a guide never saved counts as changed once read). */
export function guideChanged(read: GuideRead, garment: Pick<CatalogueGarment, 'sizeGuide'>): boolean {
  if (!read.request) return true;
  const saved = { main: garment.sizeGuide.main, shorts: garment.sizeGuide.shorts };
  return !garment.sizeGuide.measured || JSON.stringify(read.request) !== JSON.stringify(saved);
}

/**
 * Where a refusal of the API goes: `main.2.cm.chest` names the request's third row of the shirt,
 * which is a size; `shorts` (the piece as a whole) goes above its table.
 */
export function cellOfRefusal(
  field: string,
  request: NonNullable<GuideRead['request']>,
): { piece: SizeGuidePiece; size: string; field: Measure | 'offered' } | null {
  const [piece, index, kind, measure] = field.split('.');
  if (piece !== 'main' && piece !== 'shorts') return null;
  if (index === undefined) return { piece, size: '', field: 'offered' };
  const row = (piece === 'shorts' ? request.shorts : request.main)?.[Number(index)];
  if (!row) return null;
  return { piece, size: row.size, field: kind === 'cm' && measure ? (measure as Measure) : 'offered' };
}
