import type { Translation } from '@teamwear/shared/i18n';
import type { en } from './en';

/** The Pay card's own strings in Khmer: the same keys as English (typed, and tested). */
export const kh: Translation<typeof en> = {
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
