import { InvoicingSettings, NO_INVOICING, NO_PAYMENT_RULES, PaymentRules, type DepositRule, type PaymentSettings, type PaymentSettingsChange, type PaymentTerms } from '@teamwear/shared/contracts';
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

/**
 * `tenants.settings.invoicing`: what the shop's invoices print besides its name and contact address
 * (its tax number). None when unset, or when what is stored no longer reads (written by hand).
 */
export function invoicingOf(tenant: Pick<TenantRow, 'settings'>): InvoicingSettings {
  const parsed = InvoicingSettings.safeParse(tenant.settings.invoicing ?? NO_INVOICING);
  return parsed.success ? parsed.data : NO_INVOICING;
}

/** What the shop's payments settings page reads: its rules and its invoicing. */
export function paymentSettingsOf(tenant: Pick<TenantRow, 'settings'>): PaymentSettings {
  return { ...paymentRulesOf(tenant), invoicing: invoicingOf(tenant) };
}

const objectAt = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The shop's settings with these payment rules and (when given) invoicing, the rest kept. */
export function withPaymentSettings(settings: Record<string, unknown>, { invoicing, ...rules }: PaymentSettingsChange): Record<string, unknown> {
  const next: Record<string, unknown> = { ...settings, payments: rules };
  if (invoicing) next.invoicing = { ...objectAt(settings.invoicing), ...invoicing };
  return next;
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
