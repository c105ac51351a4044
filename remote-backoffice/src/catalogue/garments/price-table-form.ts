import {
  centsText,
  checkPriceTiers,
  DELIVERY_CENTS_MAX,
  EXTRA_CENTS_MAX,
  PRODUCTION_DAYS_MAX,
  PRODUCTION_DAYS_MIN,
  readCents,
  readQuantity,
  UNIT_CENTS_MAX,
  type Catalogue,
  type CatalogueTermsRequest,
  type PriceBreakdown,
  type PriceTableProblem,
  type PriceTierRow,
  type ProductType,
} from '@teamwear/shared/contracts';
import { quoteOrder } from '@teamwear/shared/orders';

/**
 * The catalogue form's rules, apart from drawing: a garment's price table and the shop's terms as
 * typed (text: a cell may be empty or half typed), what is wrong with each cell (the shared rules
 * the API checks too: price-table-rules.ts), the request Save sends, and the live preview.
 */

export interface TierDraft {
  minQuantity: string;
  /** The price per piece, in dollars as typed ("12.50"). */
  unit: string;
}

export type TierField = keyof TierDraft;
export interface CellProblem {
  index: number;
  field: TierField;
  problem: PriceTableProblem;
}

export interface TableRead {
  /** The tiers to save: null while a cell cannot be read or the table breaks a rule. */
  tiers: PriceTierRow[] | null;
  table: PriceTableProblem | null;
  cells: CellProblem[];
}

export const PREVIEW_QUANTITIES = [1, 10, 25] as const;

export function tierDraftsOf(tiers: readonly PriceTierRow[]): TierDraft[] {
  return tiers.map((tier) => ({ minQuantity: String(tier.minQuantity), unit: centsText(tier.unitCents) }));
}

/** A new row below the last: from twice its quantity (or 10), at its price, for the owner to change. */
export function nextTierDraft(drafts: readonly TierDraft[]): TierDraft {
  const last = drafts.at(-1);
  if (!last) return { minQuantity: '1', unit: '' };
  const quantity = readQuantity(last.minQuantity);
  return { minQuantity: quantity.ok ? String(quantity.value === 1 ? 10 : quantity.value * 2) : '', unit: last.unit };
}

/** Reads every cell, then checks the table's rules on what was read. */
export function readTable(drafts: readonly TierDraft[]): TableRead {
  const cells: CellProblem[] = [];
  const rows: PriceTierRow[] = [];
  drafts.forEach((draft, index) => {
    const quantity = readQuantity(draft.minQuantity);
    const unit = readCents(draft.unit, UNIT_CENTS_MAX);
    if (!quantity.ok) cells.push({ index, field: 'minQuantity', problem: quantity.problem });
    if (!unit.ok) cells.push({ index, field: 'unit', problem: unit.problem });
    rows.push({ minQuantity: quantity.ok ? quantity.value : Number.NaN, unitCents: unit.ok ? unit.value : 0 });
  });
  const check = checkPriceTiers(rows);
  for (const row of check.rows) {
    const field: TierField = row.field === 'unitCents' ? 'unit' : 'minQuantity';
    if (!cells.some((cell) => cell.index === row.index && cell.field === field)) cells.push({ index: row.index, field, problem: row.problem });
  }
  const ok = cells.length === 0 && check.table === null;
  return { tiers: ok ? rows : null, table: check.table, cells };
}

/** The cell an API refusal names (`tiers.2.unitCents`), or null for the table as a whole. */
export function cellOfField(field: string): { index: number; field: TierField } | null {
  const match = /^tiers\.(\d+)\.(minQuantity|unitCents)$/.exec(field);
  if (!match) return null;
  return { index: Number(match[1]), field: match[2] === 'unitCents' ? 'unit' : 'minQuantity' };
}

/**
 * What 1, 10 and 25 players would pay with these tiers and the shop's saved extras and delivery:
 * each piece with a printed name and number, delivery once. Null while the table cannot be read.
 */
export function previewQuotes(productType: ProductType, tiers: readonly PriceTierRow[] | null, catalogue: Pick<Catalogue, 'nameCents' | 'numberCents' | 'deliveryCents'>): PriceBreakdown[] | null {
  if (!tiers) return null;
  const prices = { currency: 'USD' as const, products: { [productType]: { tiers: [...tiers] } }, nameCents: catalogue.nameCents, numberCents: catalogue.numberCents, deliveryCents: catalogue.deliveryCents };
  return PREVIEW_QUANTITIES.map((players) => quoteOrder(prices, productType, { playerPieces: players, extraPieces: 0 }));
}

/** Whether the typed tiers differ from the saved ones. */
export function tableChanged(read: TableRead, saved: readonly PriceTierRow[]): boolean {
  if (!read.tiers) return true;
  return JSON.stringify(read.tiers) !== JSON.stringify(saved);
}

// --- The shop's terms: extras, delivery fee, production days ---

export type TermsField = keyof CatalogueTermsRequest;
export type TermsDrafts = Record<TermsField, string>;
export const TERMS_FIELDS: readonly TermsField[] = ['nameCents', 'numberCents', 'deliveryCents', 'productionDays'];
export type DaysProblem = 'daysRequired' | 'daysNotWhole' | 'daysOutOfRange';

export function termsDraftsOf(catalogue: Catalogue): TermsDrafts {
  return {
    nameCents: centsText(catalogue.nameCents),
    numberCents: centsText(catalogue.numberCents),
    deliveryCents: centsText(catalogue.deliveryCents),
    productionDays: String(catalogue.productionDays),
  };
}

function readDays(typed: string): { ok: true; value: number } | { ok: false; problem: DaysProblem } {
  const text = typed.trim().replace(/[០-៩]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  if (text === '') return { ok: false, problem: 'daysRequired' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'daysNotWhole' };
  const days = Number(text);
  return days < PRODUCTION_DAYS_MIN || days > PRODUCTION_DAYS_MAX ? { ok: false, problem: 'daysOutOfRange' } : { ok: true, value: days };
}

/** The request Save sends, and each field's problem (a PriceTableProblem or a DaysProblem key). */
export function readTerms(drafts: TermsDrafts): { request: CatalogueTermsRequest | null; problems: Partial<Record<TermsField, PriceTableProblem | DaysProblem>> } {
  const problems: Partial<Record<TermsField, PriceTableProblem | DaysProblem>> = {};
  const name = readCents(drafts.nameCents, EXTRA_CENTS_MAX);
  const number = readCents(drafts.numberCents, EXTRA_CENTS_MAX);
  const delivery = readCents(drafts.deliveryCents, DELIVERY_CENTS_MAX);
  const days = readDays(drafts.productionDays);
  if (!name.ok) problems.nameCents = name.problem;
  if (!number.ok) problems.numberCents = number.problem;
  if (!delivery.ok) problems.deliveryCents = delivery.problem;
  if (!days.ok) problems.productionDays = days.problem;
  if (!name.ok || !number.ok || !delivery.ok || !days.ok) return { request: null, problems };
  return { request: { nameCents: name.value, numberCents: number.value, deliveryCents: delivery.value, productionDays: days.value }, problems };
}

// --- The garments offered and their order ---

/** The garments with one moved up (-1) or down (+1); the list as it was at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
