import type { OrderStatusName } from '../contracts/order-statuses';
import type { DepositRule, PaymentTerms } from '../contracts/payment-rules';

/**
 * The shop's deposit rule applied to an order (issue 38), in whole cents, never floats: what the
 * deposit comes to, what is due now and before which status, whether a move is allowed by the money,
 * and whether a deposit is overdue. Pure: the API decides with it, the pages show the same numbers.
 */

/**
 * The deposit of a grand total: `percent` % rounded UP to the cent, so the shop is never a cent
 * short (33 % of $0.10 is 4 cents, not 3.3). Integer arithmetic only: `percent` is whole (0–100).
 */
export function depositCents(grandTotalCents: number, percent: number): number {
  if (!Number.isInteger(grandTotalCents) || grandTotalCents < 0) throw new RangeError('A grand total is whole, non-negative cents');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('A deposit is a whole percentage, 0 to 100');
  return Math.ceil((grandTotalCents * percent) / 100);
}

/** Whole riels for an amount in cents at a whole rate, rounded up: a code in KHR never asks a riel less than the dollars. */
export function rielsOf(cents: number, rielsPerDollar: number): number {
  if (!Number.isInteger(cents) || !Number.isInteger(rielsPerDollar)) throw new RangeError('Cents and the rate are whole numbers');
  return Math.ceil((cents * rielsPerDollar) / 100);
}

/** What the shop received for an order: payments less reversals (a reversal is a negative line), never below nothing. */
export function paidCents(payments: readonly { amountCents: number }[]): number {
  return Math.max(
    0,
    payments.reduce((sum, payment) => sum + payment.amountCents, 0),
  );
}

export interface OrderMoney {
  status: OrderStatusName;
  grandTotalCents: number;
  paidCents: number;
}

const UNMADE: readonly OrderStatusName[] = ['REJECTED', 'CANCELED'];
/** Statuses before production starts: the deposit is what is due there. */
const BEFORE_PRODUCTION: readonly OrderStatusName[] = ['REVIEWING', 'APPROVED'];
/** Statuses once shipped: a balance due before shipping that the shop's override let go is due on delivery now. */
const SHIPPED: readonly OrderStatusName[] = ['ON_THE_WAY', 'COMPLETED'];

export type MoneyDue = PaymentTerms['due'];

/**
 * What is due now for an order under a rule, and before which status: the deposit (before
 * PROCESSING) until it is paid, then the balance (before ON_THE_WAY or COMPLETED, as the rule says;
 * on an order the shop shipped with the balance due, by its override, before COMPLETED).
 * Without a rule the whole balance is due, before nothing in particular.
 */
export function moneyDue(order: OrderMoney, rule: DepositRule | null): MoneyDue {
  const balance = UNMADE.includes(order.status) ? 0 : Math.max(0, order.grandTotalCents - order.paidCents);
  if (balance === 0) return { kind: 'nothing', dueCents: 0, before: null };
  if (!rule) return { kind: 'balance', dueCents: balance, before: null };
  const depositMissing = Math.max(0, depositCents(order.grandTotalCents, rule.percent) - order.paidCents);
  if (BEFORE_PRODUCTION.includes(order.status) && depositMissing > 0) return { kind: 'deposit', dueCents: depositMissing, before: 'PROCESSING' };
  return { kind: 'balance', dueCents: balance, before: rule.balanceDue === 'before_shipping' && !SHIPPED.includes(order.status) ? 'ON_THE_WAY' : 'COMPLETED' };
}

/** Why the money stops a move: the deposit (never overridden) or a balance the shop may override with a note. */
export type MoneyRefusal =
  | { code: 'DEPOSIT_MISSING'; requiredCents: number; missingCents: number }
  | { code: 'BALANCE_DUE'; dueCents: number };

/**
 * Whether the money allows a move (null) or what stops it. APPROVED → PROCESSING needs the deposit;
 * ON_THE_WAY (when the balance is due before shipping) and COMPLETED need the balance paid, or the
 * shop's explicit override (checked by the caller: `overridable`). No rule: nothing stops a move.
 */
export function moneyRefusal(order: OrderMoney, to: OrderStatusName, rule: DepositRule | null): MoneyRefusal | null {
  if (!rule) return null;
  if (to === 'PROCESSING') {
    const requiredCents = depositCents(order.grandTotalCents, rule.percent);
    const missingCents = Math.max(0, requiredCents - order.paidCents);
    return missingCents > 0 ? { code: 'DEPOSIT_MISSING', requiredCents, missingCents } : null;
  }
  const balanceGate = to === 'COMPLETED' || (to === 'ON_THE_WAY' && rule.balanceDue === 'before_shipping');
  const dueCents = Math.max(0, order.grandTotalCents - order.paidCents);
  return balanceGate && dueCents > 0 ? { code: 'BALANCE_DUE', dueCents } : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an approved order's unpaid deposit is overdue: `overdueAfterDays` after approval, while the
 * order waits for production with its deposit short. null when nothing is overdue (or ever will be).
 */
export function depositOverdueSince(order: OrderMoney & { approvedAt: Date | null }, rule: DepositRule | null, now: Date): Date | null {
  if (!rule || rule.overdueAfterDays === null || order.approvedAt === null || order.status !== 'APPROVED') return null;
  if (moneyDue(order, rule).kind !== 'deposit') return null;
  const since = new Date(order.approvedAt.getTime() + rule.overdueAfterDays * DAY_MS);
  return now.getTime() >= since.getTime() ? since : null;
}

/** Cents as the API's English messages write them: `$70.00`. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
