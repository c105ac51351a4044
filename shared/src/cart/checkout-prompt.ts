import { i18n } from '../i18n/i18n';
import { choose, showToast } from '../ui';
import { addToCart } from './cart-store';

export const checkoutPath = (designId: string) => `/me/checkout?design=${encodeURIComponent(designId)}`;
export const DESIGNS_LIST_PATH = '/me/assets';

/**
 * Puts a saved design in the cart the way every place that offers it does (the studio, the
 * preview, My designs): 'Added to cart!', then 'Continue to checkout?' with three answers —
 * continue editing (stay), see the designs list, or checkout (the order form). `go` navigates.
 * Answers whether the design is in the cart.
 */
export async function addToCartAndAsk(designId: string, go: (path: string) => void): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  const result = await addToCart(designId);
  if (!result.ok) {
    const summary = result.error.code === 'CART_FULL' ? t('cart.full') : t('common.somethingWentWrong');
    showToast({ severity: 'error', summary });
    return false;
  }
  showToast({ severity: 'success', summary: t('cart.added') });
  const choice = await choose({
    header: t('cart.title'),
    message: t('cart.continueToCheckout'),
    icon: 'question',
    choices: [
      { key: 'continue', label: t('cart.continueEditing') },
      { key: 'designs', label: t('cart.seeDesigns') },
      { key: 'checkout', label: t('cart.checkout'), primary: true },
    ],
  });
  if (choice === 'designs') go(DESIGNS_LIST_PATH);
  if (choice === 'checkout') go(checkoutPath(designId));
  return true;
}
