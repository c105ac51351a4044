import { NO_PAYMENT_RULES, PaymentRules, type DepositRule, type PaymentTerms } from '@teamwear/shared/contracts';
import { depositCents, moneyDue, type OrderMoney } from '@teamwear/shared/orders';
import type { TenantRow } from '../db/schema';

/**
 * `tenants.settings.payments`: the methods the shop accepts and its deposit rule (issue 38), set by
 * its owners (`PUT /api/provider/settings/payments`). A shop that set none, or whose stored rules no
 * longer read (written by hand), has none: no deposit, orders move as they always did.
 */
export function paymentRulesOf(tenant: Pick<TenantRow, 'settings'>): PaymentRules {
  const parsed = PaymentRules.safeParse(tenant.settings.payments ?? NO_PAYMENT_RULES);
  return parsed.success ? parsed.data : NO_PAYMENT_RULES;
}

export function depositRuleOf(tenant: Pick<TenantRow, 'settings'>): DepositRule | null {
  return paymentRulesOf(tenant).deposit;
}

/** The shop's settings with these payment rules, the rest kept. */
export function withPaymentRules(settings: Record<string, unknown>, rules: PaymentRules): Record<string, unknown> {
  return { ...settings, payments: rules };
}

/** What the customer's order page reads of the rules for one order: how to pay, the deposit it comes to, what is due now. */
export function paymentTermsOf(tenant: Pick<TenantRow, 'settings'>, order: OrderMoney): PaymentTerms {
  const { methods, deposit } = paymentRulesOf(tenant);
  return {
    methods,
    deposit: deposit ? { percent: deposit.percent, requiredCents: depositCents(order.grandTotalCents, deposit.percent), balanceDue: deposit.balanceDue } : null,
    due: moneyDue(order, deposit),
  };
}
