export { cartStore, loadCart, addToCart, removeFromCart, type CartState } from './cart-store';
export { addToCartAndAsk, checkoutPath, DESIGNS_LIST_PATH } from './checkout-prompt';
export { useCart } from './use-cart';
