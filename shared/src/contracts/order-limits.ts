// An order's messages and limits, without zod: the order form reads them on its first load, where
// the contracts (zod) are not. ./orders builds its schemas on them.

export const ORDER_MESSAGES = {
  selectPlayers: 'Please select some players',
  addressRequired: 'The address is required',
  phoneRequired: 'Please provide your phone number',
  cancelConfirm: 'Are you sure you want to cancel the order?',
  addedToCart: 'Added to cart!',
  cartEmpty: 'Cart is empty!',
  continueToCheckout: 'Continue to checkout?',
} as const;

/** Players one order prints, at most. */
export const MAX_ORDER_PLAYERS = 200;
