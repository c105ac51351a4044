import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOut } from '@teamwear/shared/session';
import { useResponsiveDialogWidth } from './use-responsive-dialog-width';

/** PRODUCT_SPEC §2: titled Confirmation, the log-out question, No and Yes; Yes signs out.
 *  450px wide, 90vw below 640px. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const width = useResponsiveDialogWidth(450, { onlySmall: true });
  return (
    <Modal
      open={open}
      title={t('signOutDialog.title')}
      onCancel={onClose}
      width={width}
      centered
      destroyOnHidden
      footer={[
        <Button key="no" onClick={onClose}>
          {t('signOutDialog.no')}
        </Button>,
        <Button
          key="yes"
          type="primary"
          autoFocus
          onClick={() => {
            onClose();
            signOut();
          }}
        >
          {t('signOutDialog.yes')}
        </Button>,
      ]}
    >
      <p>{t('signOutDialog.message')}</p>
    </Modal>
  );
}
