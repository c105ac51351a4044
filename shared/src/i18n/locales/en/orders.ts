/** The cart, which the shell, the studio and My designs all show: the product's own wording
 *  ('Added to cart!', 'Cart is empty!', 'Continue to checkout?') where it gives one. The order
 *  pages' strings are the account remote's (remote-account/src/strings). */
export const orders = {
  cart: {
    startDesigning: 'Start designing',
    title: 'Cart',
    button: 'Cart, {{count}} designs',
    empty: 'Cart is empty!',
    emptyHint: 'Add a design from the studio or from My designs.',
    order: 'Order',
    remove: 'Remove',
    removeNamed: 'Remove {{name}} from the cart',
    removed: 'Removed from the cart',
    addToCart: 'Add to cart',
    added: 'Added to cart!',
    continueToCheckout: 'Continue to checkout?',
    continueEditing: 'Continue editing',
    seeDesigns: 'See my designs',
    checkout: 'Checkout',
    close: 'Close',
    loadFailed: 'The cart could not be loaded.',
    full: 'The cart is full: order or remove a design first.',
  },
};
