// The rules of a shop's price table, without zod or any framework: the back office's catalogue
// form says what is wrong as the owner types (in the page's language, from the problem's key), and
// the API refuses the same (catalogue.ts adds them to its schemas, with PRICE_TABLE_MESSAGES).

/** A row of a garment's price table: from `minQuantity` pieces of an order up, each costs `unitCents`. */
export interface PriceTierRow {
  minQuantity: number;
  unitCents: number;
}

export const PRICE_TIERS_MAX = 20;
export const TIER_QUANTITY_MAX = 100_000;
/** $100,000.00: a garment's price per piece. */
export const UNIT_CENTS_MAX = 10_000_000;
/** $10,000.00: a printed name or number. */
export const EXTRA_CENTS_MAX = 1_000_000;
/** $100,000.00: the delivery fee of an order. */
export const DELIVERY_CENTS_MAX = 10_000_000;
export const PRODUCTION_DAYS_MIN = 1;
export const PRODUCTION_DAYS_MAX = 365;
/** The production days of a shop that has set none. */
export const DEFAULT_PRODUCTION_DAYS = 14;

/** Why a table or one of its cells cannot be saved: a key the form translates, an English message for the API. */
export type PriceTableProblem =
  | 'noTiers'
  | 'tooManyTiers'
  | 'firstNotOne'
  | 'notAscending'
  | 'quantityRequired'
  | 'quantityNotWhole'
  | 'quantityTooLarge'
  | 'moneyRequired'
  | 'moneyNotMoney'
  | 'moneyNotCents'
  | 'moneyNegative'
  | 'moneyTooLarge';

export const PRICE_TABLE_MESSAGES: Record<PriceTableProblem, string> = {
  noTiers: 'A garment needs at least one price tier',
  tooManyTiers: `A garment has at most ${PRICE_TIERS_MAX} price tiers`,
  firstNotOne: 'The first tier starts at 1 piece, so every order has a price',
  notAscending: 'Each tier starts at more pieces than the tier before it',
  quantityRequired: 'The number of pieces is required',
  quantityNotWhole: 'The number of pieces must be a whole number of at least 1',
  quantityTooLarge: `The number of pieces must be at most ${TIER_QUANTITY_MAX}`,
  moneyRequired: 'The price is required',
  moneyNotMoney: 'The price must be an amount, such as 12.50',
  moneyNotCents: 'The price must be in whole cents',
  moneyNegative: 'The price cannot be negative',
  moneyTooLarge: 'The price is too large',
};

export interface PriceTierProblem {
  /** The tier's row (0 first). */
  index: number;
  field: keyof PriceTierRow;
  problem: PriceTableProblem;
}

export interface PriceTableCheck {
  /** A problem of the table as a whole (no tiers, too many). */
  table: PriceTableProblem | null;
  rows: PriceTierProblem[];
}

/**
 * What is wrong with a garment's tiers: at least one and at most PRICE_TIERS_MAX; the first from 1
 * piece and each next one from more pieces than the one before (so there is no gap: every quantity
 * reaches exactly one tier); quantities whole and at most TIER_QUANTITY_MAX; prices whole cents,
 * 0 or more, at most UNIT_CENTS_MAX.
 */
export function checkPriceTiers(tiers: readonly PriceTierRow[]): PriceTableCheck {
  const rows: PriceTierProblem[] = [];
  if (tiers.length === 0) return { table: 'noTiers', rows };
  tiers.forEach((tier, index) => {
    const quantity = quantityProblem(tier.minQuantity);
    if (quantity) rows.push({ index, field: 'minQuantity', problem: quantity });
    else if (index === 0 && tier.minQuantity !== 1) rows.push({ index, field: 'minQuantity', problem: 'firstNotOne' });
    else if (index > 0) {
      const before = tiers[index - 1]?.minQuantity;
      if (typeof before === 'number' && Number.isInteger(before) && tier.minQuantity <= before) rows.push({ index, field: 'minQuantity', problem: 'notAscending' });
    }
    const money = centsProblem(tier.unitCents, UNIT_CENTS_MAX);
    if (money) rows.push({ index, field: 'unitCents', problem: money });
  });
  return { table: tiers.length > PRICE_TIERS_MAX ? 'tooManyTiers' : null, rows };
}

/** Whether a number of pieces can start a tier: whole, 1 or more, at most TIER_QUANTITY_MAX. */
export function quantityProblem(quantity: number): PriceTableProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'quantityNotWhole';
  return quantity > TIER_QUANTITY_MAX ? 'quantityTooLarge' : null;
}

/** Whether an amount in cents can be saved: whole cents, not negative, at most `max`. */
export function centsProblem(cents: number, max: number): PriceTableProblem | null {
  if (!Number.isFinite(cents)) return 'moneyNotMoney';
  if (!Number.isInteger(cents)) return 'moneyNotCents';
  if (cents < 0) return 'moneyNegative';
  return cents > max ? 'moneyTooLarge' : null;
}

const KHMER_DIGITS = /[០-៩]/g;
const latinDigits = (typed: string) => typed.replace(KHMER_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x17e0));

export type Read<T> = { ok: true; value: T } | { ok: false; problem: PriceTableProblem };

/**
 * The cents a typed amount says ("12.50", "12.5", "$12", Khmer digits too), or why not: more than two
 * decimals is not whole cents; read from the text, never through floating point.
 */
export function readCents(typed: string, max: number = UNIT_CENTS_MAX): Read<number> {
  const text = latinDigits(typed).trim().replace(/^\$\s*/, '');
  if (text === '') return { ok: false, problem: 'moneyRequired' };
  if (/^-/.test(text)) return { ok: false, problem: 'moneyNegative' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!match) return { ok: false, problem: 'moneyNotMoney' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2 && /[1-9]/.test(decimals.slice(2))) return { ok: false, problem: 'moneyNotCents' };
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const cents = whole * 100 + Number((decimals + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents) || cents > max) return { ok: false, problem: 'moneyTooLarge' };
  return { ok: true, value: cents };
}

/** The pieces a typed quantity says (Khmer digits too), or why not. */
export function readQuantity(typed: string): Read<number> {
  const text = latinDigits(typed).trim();
  if (text === '') return { ok: false, problem: 'quantityRequired' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'quantityNotWhole' };
  const quantity = Number(text);
  const problem = quantityProblem(quantity);
  return problem ? { ok: false, problem } : { ok: true, value: quantity };
}

/** Cents as the form shows them to edit: "12.50". */
export function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
