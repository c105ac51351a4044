import type { PaymentMethod, ProofLanguage } from '@teamwear/shared/contracts';
import { INVOICE_STRINGS_EN, INVOICE_STRINGS_KH } from './invoice-strings';

/**
 * A receipt's words in the two languages of the product, typed as the invoice's are (the Khmer
 * tree by the English one; receipt-strings.test.ts compares them). The payment methods are the
 * invoice's own words, so the two documents name them alike.
 */
export const RECEIPT_STRINGS_EN = {
  title: 'Receipt No. {{number}}',
  reversalTitle: 'Reversal No. {{number}}',
  reverses: 'Reverses receipt No. {{receipt}}: the payment of {{amount}} received on {{day}}, recorded by mistake.',
  reversesUnnumbered: 'Reverses the payment of {{amount}} received on {{day}}, recorded by mistake.',
  issuedOn: 'Issued on {{date}}',
  taxNumber: 'Tax number: {{taxNumber}}',
  receivedFrom: 'Received from',
  refundedTo: 'For',
  forOrder: 'Order #{{number}}: {{model}}',
  invoice: 'Invoice No. {{number}}',
  noInvoice: 'Invoice: not issued yet',
  amount: 'Amount received',
  reversedAmount: 'Amount reversed',
  method: 'Method',
  reference: 'Reference',
  receivedOn: 'Received on',
  reversedOn: 'Reversed on',
  grandTotal: 'Order total',
  paid: 'Paid so far',
  due: 'Still to pay',
  settled: 'Paid in full. Thank you.',
  methodUnknown: INVOICE_STRINGS_EN.methodUnknown,
  methods: INVOICE_STRINGS_EN.methods satisfies Record<PaymentMethod, string>,
};

export type ReceiptStrings = typeof RECEIPT_STRINGS_EN;
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };

export const RECEIPT_STRINGS_KH: Tree<ReceiptStrings> = {
  title: 'បង្កាន់ដៃលេខ {{number}}',
  reversalTitle: 'ការលុបចោលលេខ {{number}}',
  reverses: 'លុបចោលបង្កាន់ដៃលេខ {{receipt}}៖ ការទូទាត់ {{amount}} ដែលបានទទួលនៅថ្ងៃ {{day}} ដែលបានកត់ត្រាដោយច្រឡំ។',
  reversesUnnumbered: 'លុបចោលការទូទាត់ {{amount}} ដែលបានទទួលនៅថ្ងៃ {{day}} ដែលបានកត់ត្រាដោយច្រឡំ។',
  issuedOn: 'ចេញនៅថ្ងៃ {{date}}',
  taxNumber: INVOICE_STRINGS_KH.taxNumber,
  receivedFrom: 'បានទទួលពី',
  refundedTo: 'សម្រាប់',
  forOrder: 'ការបញ្ជាទិញ #{{number}}៖ {{model}}',
  invoice: 'វិក្កយបត្រលេខ {{number}}',
  noInvoice: 'វិក្កយបត្រ៖ មិនទាន់ចេញនៅឡើយ',
  amount: 'ទឹកប្រាក់ដែលបានទទួល',
  reversedAmount: 'ទឹកប្រាក់ដែលបានលុបចោល',
  method: 'វិធីបង់ប្រាក់',
  reference: 'លេខយោង',
  receivedOn: 'បានទទួលនៅថ្ងៃ',
  reversedOn: 'បានលុបចោលនៅថ្ងៃ',
  grandTotal: 'សរុបការបញ្ជាទិញ',
  paid: 'បានបង់រហូតមកដល់ពេលនេះ',
  due: 'នៅសល់ត្រូវបង់',
  settled: 'បានបង់គ្រប់ចំនួន។ សូមអរគុណ។',
  methodUnknown: INVOICE_STRINGS_KH.methodUnknown,
  methods: INVOICE_STRINGS_KH.methods,
};

export function receiptStrings(language: ProofLanguage): Tree<ReceiptStrings> {
  return language === 'kh' ? RECEIPT_STRINGS_KH : RECEIPT_STRINGS_EN;
}
