import { useEffect, useId, useRef, useState } from 'react';
import { checkoutPath, loadCart, removeFromCart, useCart } from '@teamwear/shared/cart';
import type { CartItem } from '@teamwear/shared/contracts';
import { useTranslation } from '@teamwear/shared/i18n';
import { Link } from '@teamwear/shared/router';
import { showToast } from '@teamwear/shared/ui';

/** A design's stored picture, or the garment's initial on a plain square when it has none. */
function ItemPicture({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const name = t(`products.${item.design.product}`);
  return item.design.thumbnail ? (
    <img className="tw-cart-picture" src={item.design.thumbnail} alt={name} width={64} height={64} />
  ) : (
    <span className="tw-cart-picture tw-cart-picture-empty" role="img" aria-label={name}>
      {name.slice(0, 1)}
    </span>
  );
}

/** The cart as a panel on the side (the browser's modal dialog): each design, remove, order. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useCart((state) => state.items);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      void loadCart();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const remove = async (item: CartItem) => {
    setRemoving(item.id);
    const result = await removeFromCart(item.id);
    setRemoving(null);
    if (result.ok || result.status === 404) showToast({ severity: 'success', summary: t('cart.removed') });
    else showToast({ severity: 'error', summary: t('common.somethingWentWrong') });
  };

  return (
    <dialog
      ref={ref}
      className="tw-dialog tw-cart-panel"
      aria-labelledby={titleId}
      data-testid="cart-panel"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="tw-dialog-body">
          <div className="tw-cart-head">
            <h2 id={titleId} className="tw-dialog-title">
              {t('cart.title')}
            </h2>
            <button type="button" className="tw-button" onClick={onClose}>
              {t('cart.close')}
            </button>
          </div>
          {items === null ? (
            <p role="status">{t('common.loading')}</p>
          ) : items.length === 0 ? (
            <div className="tw-cart-empty">
              <p className="tw-cart-empty-title">{t('cart.empty')}</p>
              <p>{t('cart.emptyHint')}</p>
              <Link to="/products" className="tw-button tw-button-primary" onClick={onClose}>
                {t('cart.startDesigning')}
              </Link>
            </div>
          ) : (
            <ul className="tw-cart-list">
              {items.map((item) => (
                <li key={item.id} className="tw-cart-item" data-testid="cart-item">
                  <ItemPicture item={item} />
                  <div className="tw-cart-item-text">
                    <strong>{item.design.name}</strong>
                    <span>{t(`products.${item.design.product}`)}</span>
                  </div>
                  <div className="tw-cart-item-actions">
                    <Link to={checkoutPath(item.design.id)} className="tw-button tw-button-primary" onClick={onClose}>
                      {t('cart.order')}
                    </Link>
                    <button
                      type="button"
                      className="tw-button"
                      disabled={removing === item.id}
                      aria-label={t('cart.removeNamed', { name: item.design.name })}
                      onClick={() => void remove(item)}
                    >
                      {t('cart.remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
