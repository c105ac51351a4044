import { useEffect, useState } from 'react';
import { loadCart, useCart } from '@teamwear/shared/cart';
import { useTranslation } from '@teamwear/shared/i18n';
import { CartPanel } from './CartPanel';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.3a2 2 0 0 1-1.9 1.5H8.1a2 2 0 0 1-2-1.6L3.6 2H1V0h4.2l.4 2H5.2Z" transform="translate(0 1)" />
    </svg>
  );
}

/**
 * The cart in both layouts' headers: its count as a badge, and the cart itself on a press. Drawn
 * without antd (the public header is on every page); the cart is read when the customer is known.
 */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCart((state) => state.items?.length ?? 0);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadCart();
  }, []);
  return (
    <>
      <button
        type="button"
        className="tw-button tw-button-icon tw-cart-button"
        aria-label={t('cart.button', { count })}
        aria-haspopup="dialog"
        data-testid="cart-button"
        onClick={() => setOpen(true)}
      >
        <CartIcon />
        {count > 0 ? (
          <span className="tw-cart-badge" data-testid="cart-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <CartPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
