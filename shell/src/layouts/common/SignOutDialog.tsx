import { useEffect, useId, useRef } from 'react';
import { signOut } from '@teamwear/shared/session';
import { useTranslation } from '@teamwear/shared/i18n';

/** docs/product.md §2: titled Confirmation, the log-out question, No and Yes; Yes signs out.
 *  450px wide, 90vw below 640px (in the stylesheet). The browser's modal dialog: it traps
 *  the focus, closes on Escape and needs no component library on public pages. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="tw-dialog tw-sign-out-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A press on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="tw-dialog-body">
          <h2 id={titleId} className="tw-dialog-title">
            {t('signOutDialog.title')}
          </h2>
          <p>{t('signOutDialog.message')}</p>
          <div className="tw-dialog-actions">
            <button type="button" className="tw-button" onClick={onClose}>
              {t('signOutDialog.no')}
            </button>
            <button
              type="button"
              className="tw-button tw-button-primary"
              autoFocus
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              {t('signOutDialog.yes')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
