import type { PaymentMethod, ProofLanguage } from '@teamwear/shared/contracts';
import type { PRICE_LINE_KINDS } from '@teamwear/shared/contracts';

/**
 * The invoice PDF's words in the two languages of the product. Made by the API, which has no
 * i18next: the Khmer tree is typed by the English one, so a missing key does not compile (and
 * invoice-strings.test.ts compares them).
 */
export const INVOICE_STRINGS_EN = {
  title: 'Invoice No. {{number}}',
  issuedOn: 'Issued on {{date}}',
  forOrder: 'For order #{{number}} of {{date}}',
  taxNumber: 'Tax number: {{taxNumber}}',
  billedTo: 'Billed to',
  columns: { item: 'Item', quantity: 'Quantity', unit: 'Unit price', amount: 'Amount' },
  priceLines: { garments: 'Garments', names: 'Printed names', numbers: 'Printed numbers', delivery: 'Delivery' } satisfies Record<(typeof PRICE_LINE_KINDS)[number], string>,
  total: 'Total',
  grandTotal: 'To pay, delivery included',
  deposit: 'Deposit of {{percent}} % before production: {{amount}}',
  balance: { before_shipping: 'The balance is due before shipping.', on_delivery: 'The balance is due on delivery.' },
  payments: 'Payments received',
  noPayments: 'No payment received yet.',
  methods: { cash: 'Cash', bank_transfer: 'Bank transfer', card: 'Card', khqr: 'KHQR' } satisfies Record<PaymentMethod, string>,
  methodUnknown: 'Payment',
  paid: 'Paid',
  due: { deposit: 'Deposit due now', balance: 'Balance due now', nothing: 'Paid in full. Thank you.' },
  howToPay: 'How to pay',
  khqr: 'Scan with any banking app (KHQR): {{amount}}, valid until {{until}}',
  bankTransfer: 'Bank transfer: {{bank}}, {{name}}, account {{account}}',
  reference: 'Write the reference {{reference}} with your payment.',
  cashOnDelivery: 'Cash on delivery is accepted.',
};

export type InvoiceStrings = typeof INVOICE_STRINGS_EN;
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };

export const INVOICE_STRINGS_KH: Tree<InvoiceStrings> = {
  title: 'វិក្កយបត្រលេខ {{number}}',
  issuedOn: 'ចេញនៅថ្ងៃ {{date}}',
  forOrder: 'សម្រាប់ការបញ្ជាទិញ #{{number}} នៅថ្ងៃ {{date}}',
  taxNumber: 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ៖ {{taxNumber}}',
  billedTo: 'ចេញជូន',
  columns: { item: 'មុខទំនិញ', quantity: 'ចំនួន', unit: 'តម្លៃឯកតា', amount: 'ទឹកប្រាក់' },
  priceLines: { garments: 'សម្លៀកបំពាក់', names: 'ឈ្មោះដែលបោះពុម្ព', numbers: 'លេខដែលបោះពុម្ព', delivery: 'ការដឹកជញ្ជូន' },
  total: 'សរុប',
  grandTotal: 'ត្រូវបង់ រួមទាំងការដឹកជញ្ជូន',
  deposit: 'ប្រាក់កក់ {{percent}} % មុនពេលផលិត៖ {{amount}}',
  balance: { before_shipping: 'ប្រាក់នៅសល់ត្រូវបង់មុនពេលដឹកជញ្ជូន។', on_delivery: 'ប្រាក់នៅសល់ត្រូវបង់នៅពេលទទួលទំនិញ។' },
  payments: 'ការទូទាត់ដែលបានទទួល',
  noPayments: 'មិនទាន់បានទទួលការទូទាត់នៅឡើយ។',
  methods: { cash: 'សាច់ប្រាក់', bank_transfer: 'ផ្ទេរប្រាក់តាមធនាគារ', card: 'កាត', khqr: 'KHQR' },
  methodUnknown: 'ការទូទាត់',
  paid: 'បានបង់',
  due: { deposit: 'ប្រាក់កក់ត្រូវបង់ឥឡូវនេះ', balance: 'ប្រាក់នៅសល់ត្រូវបង់ឥឡូវនេះ', nothing: 'បានបង់គ្រប់ចំនួន។ សូមអរគុណ។' },
  howToPay: 'របៀបបង់ប្រាក់',
  khqr: 'ស្កេនដោយកម្មវិធីធនាគារណាមួយ (KHQR)៖ {{amount}} មានសុពលភាពរហូតដល់ {{until}}',
  bankTransfer: 'ផ្ទេរប្រាក់តាមធនាគារ៖ {{bank}}, {{name}}, គណនី {{account}}',
  reference: 'សូមសរសេរលេខយោង {{reference}} ជាមួយការទូទាត់របស់អ្នក។',
  cashOnDelivery: 'ទទួលយកការបង់ប្រាក់ពេលទទួលទំនិញ។',
};

export function invoiceStrings(language: ProofLanguage): Tree<InvoiceStrings> {
  return language === 'kh' ? INVOICE_STRINGS_KH : INVOICE_STRINGS_EN;
}
