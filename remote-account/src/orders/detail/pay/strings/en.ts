/** The Pay card's own strings in English (issue 38: the payments so far and their receipts): a
 *  namespace of its own, "account-order-pay", downloaded with the card's chunk only (./index.ts),
 *  so that what every /me page loads does not grow. The card's first words are the account's
 *  (strings/en.ts, group `orderPay`). */
export const en = {
  orderPayments: {
    title: 'Payments so far',
    day: 'Day',
    amount: 'Amount',
    method: 'Method',
    reference: 'Reference',
    methods: { cash: 'Cash', bank_transfer: 'Bank transfer', card: 'Card', khqr: 'KHQR' },
    methodUnknown: 'Payment',
    reversed: 'Reversed by the shop',
    reversal: 'Reversal of a payment recorded by mistake',
    downloadReceipt: 'Download receipt',
    downloadReceiptNumber: 'Download receipt No. {{number}}',
    noReceipt: 'No receipt',
    receiptFailed: 'The receipt could not be downloaded. Try again in a moment.',
  },
};
