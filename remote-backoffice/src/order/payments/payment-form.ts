import type { PaymentMethod, PaymentRequest } from '@teamwear/shared/contracts';

/** The methods a shop is paid by, in the order the form offers them (contracts' PAYMENT_METHODS). */
export const PAYMENT_METHOD_CHOICES: readonly PaymentMethod[] = ['cash', 'bank_transfer', 'card', 'khqr'];
export const REFERENCE_MAX = 100;
export const PAYMENT_NOTE_MAX = 1000;
/** The API keeps amounts as 32-bit cents. */
const LARGEST_CENTS = 2_147_483_647;
/** The shop's day: the API dates payments in Phnom Penh, and refuses a day after its today. */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

export interface PaymentDraft {
  /** As typed: "25", "25.5", "1,234.50", "$25", Khmer digits too. */
  amount: string;
  method: PaymentMethod;
  reference: string;
  /** `YYYY-MM-DD`. */
  receivedOn: string;
  note: string;
}

export type PaymentField = keyof PaymentDraft;
/** What is wrong with a field: a key of the `order.payment.errors` strings. */
export type PaymentProblem = 'amountRequired' | 'amountInvalid' | 'amountZero' | 'amountOverDue' | 'methodInvalid' | 'referenceTooLong' | 'dayRequired' | 'dayInvalid' | 'dayInFuture' | 'noteTooLong';

export type PaymentCheck = { ok: true; request: Required<Pick<PaymentRequest, 'amountCents' | 'method' | 'reference' | 'receivedOn' | 'note'>> } | { ok: false; problems: Partial<Record<PaymentField, PaymentProblem>> };

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** An amount typed in dollars as whole cents, or null when it is not one (more than two decimals, letters). */
export function centsOf(typed: string): number | null {
  const text = [...typed.trim()].map((character) => {
    const khmer = KHMER_DIGITS.indexOf(character);
    return khmer >= 0 ? String(khmer) : character;
  }).join('').replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= LARGEST_CENTS ? cents : null;
}

/** Today in the shop's time zone, `YYYY-MM-DD` (the API's "today" for a payment's day). */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes days as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= '2000-01-01';
}

/**
 * The payment form's rules, checked before sending so that the team reads what to fix beside the
 * field: an amount in dollars with at most cents, above nothing and not above what is still due
 * (the API refuses paying more than the grand total), a known method, a reference and a note the
 * API keeps, and a day received that exists and is not after the shop's today.
 */
export function checkPayment(draft: PaymentDraft, context: { balanceDueCents: number; today: string }): PaymentCheck {
  const problems: Partial<Record<PaymentField, PaymentProblem>> = {};
  const cents = centsOf(draft.amount);
  if (draft.amount.trim() === '') problems.amount = 'amountRequired';
  else if (cents === null) problems.amount = 'amountInvalid';
  else if (cents === 0) problems.amount = 'amountZero';
  else if (cents > context.balanceDueCents) problems.amount = 'amountOverDue';
  if (!PAYMENT_METHOD_CHOICES.includes(draft.method)) problems.method = 'methodInvalid';
  const reference = draft.reference.trim();
  if ([...reference].length > REFERENCE_MAX) problems.reference = 'referenceTooLong';
  const day = draft.receivedOn.trim();
  if (day === '') problems.receivedOn = 'dayRequired';
  else if (!isCalendarDay(day)) problems.receivedOn = 'dayInvalid';
  else if (day > context.today) problems.receivedOn = 'dayInFuture';
  const note = draft.note.trim();
  if ([...note].length > PAYMENT_NOTE_MAX) problems.note = 'noteTooLong';
  if (Object.keys(problems).length > 0 || cents === null) return { ok: false, problems };
  return { ok: true, request: { amountCents: cents, method: draft.method, reference, receivedOn: day, note } };
}

/** What would still be due once this amount is recorded (the form shows it as the team types), or null while the amount is not one. */
export function dueAfter(balanceDueCents: number, typedAmount: string): number | null {
  const cents = centsOf(typedAmount);
  return cents === null || cents === 0 ? null : Math.max(0, balanceDueCents - cents);
}

/** An empty form: the whole balance, cash, received today. */
export function newPaymentDraft(balanceDueCents: number, today: string): PaymentDraft {
  return { amount: balanceDueCents > 0 ? (balanceDueCents / 100).toFixed(2) : '', method: 'cash', reference: '', receivedOn: today, note: '' };
}
