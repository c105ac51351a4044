import type { Translation } from '@teamwear/shared/i18n';
import type { en } from './en';

/** The Pay card's own strings in Khmer: the same keys as English (typed, and tested). */
export const kh: Translation<typeof en> = {
  /** The order page's Pay card (issue 38): what is due now, a KHQR code, the bank transfer, the invoice. */
  orderPay: {
    title: 'បង់ប្រាក់',
    loading: 'កំពុងផ្ទុករបៀបបង់ប្រាក់',
    loadFailed: 'មិនអាចផ្ទុករបៀបបង់ប្រាក់បានទេ។',
    offline: 'ហាក់ដូចជាអ្នកគ្មានអ៊ីនធឺណិត។ សូមពិនិត្យការតភ្ជាប់របស់អ្នក។',
    retry: 'ព្យាយាមម្ដងទៀត',
    due: { deposit: 'ប្រាក់កក់ត្រូវបង់ឥឡូវ', balance: 'ប្រាក់នៅសល់ត្រូវបង់ឥឡូវ' },
    before: {
      PROCESSING: 'ហាងចាប់ផ្ដើមផលិត នៅពេលប្រាក់កក់ត្រូវបានបង់។',
      ON_THE_WAY: 'សូមបង់មុនពេលហាងផ្ញើការបញ្ជាទិញ។',
      COMPLETED: 'សូមបង់នៅពេលទទួលបានការបញ្ជាទិញ។',
    },
    paid: 'បានបង់រួច',
    nothingDue: 'គ្មានអ្វីត្រូវបង់ឥឡូវទេ។ សូមអរគុណ!',
    khqrTitle: 'ស្កេនដើម្បីបង់ {{amount}} (KHQR)',
    khqrLabel: 'កូដ KHQR ដើម្បីបង់ {{amount}}',
    khqrHint: 'ស្កេនវាដោយកម្មវិធីធនាគាររបស់អ្នក។ មានសុពលភាពរហូតដល់ {{until}} (ម៉ោងភ្នំពេញ)។',
    bankTitle: 'ផ្ទេរប្រាក់តាមធនាគារ',
    bankName: 'ធនាគារ',
    accountName: 'ឈ្មោះគណនី',
    accountNumber: 'លេខគណនី',
    reference: 'លេខយោង',
    referenceHint: 'សូមសរសេរលេខយោងនេះជាមួយការផ្ទេរប្រាក់ ដើម្បីឱ្យហាងរកឃើញការបង់ប្រាក់របស់អ្នក។',
    copyAccount: 'ចម្លងលេខគណនី',
    copyReference: 'ចម្លងលេខយោង',
    copied: 'បានចម្លង',
    copyFailed: 'មិនអាចចម្លងបានទេ៖ សូមជ្រើសរើសវា ហើយចម្លងដោយដៃ។',
    cashOnDelivery: 'អ្នកក៏អាចបង់ជាសាច់ប្រាក់ពេលទទួលទំនិញបានដែរ។',
    downloadInvoice: 'ទាញយកវិក្កយបត្រ #{{number}}',
    invoiceFailed: 'មិនអាចទាញយកវិក្កយបត្របានទេ។ សូមព្យាយាមម្ដងទៀតបន្តិចទៀត។',
  },
  orderPayments: {
    title: 'ការទូទាត់រហូតមកដល់ពេលនេះ',
    day: 'ថ្ងៃ',
    amount: 'ទឹកប្រាក់',
    method: 'វិធីបង់ប្រាក់',
    reference: 'លេខយោង',
    methods: { cash: 'សាច់ប្រាក់', bank_transfer: 'ផ្ទេរប្រាក់តាមធនាគារ', card: 'កាត', khqr: 'KHQR' },
    methodUnknown: 'ការទូទាត់',
    reversed: 'ត្រូវបានលុបចោលវិញដោយហាង',
    reversal: 'ការលុបចោលការទូទាត់ដែលបានកត់ត្រាដោយច្រឡំ',
    downloadReceipt: 'ទាញយកបង្កាន់ដៃ',
    downloadReceiptNumber: 'ទាញយកបង្កាន់ដៃលេខ {{number}}',
    noReceipt: 'គ្មានបង្កាន់ដៃ',
    receiptFailed: 'មិនអាចទាញយកបង្កាន់ដៃបានទេ។ សូមព្យាយាមម្តងទៀតបន្តិចទៀត។',
  },
};
