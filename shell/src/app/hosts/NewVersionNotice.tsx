import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from '@teamwear/shared/i18n';

/**
 * Offers a reload, never forces one: the visitor finishes what they are doing (the studio keeps
 * its draft across a reload anyway) and reloads when they choose, or closes the notice.
 */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div role="status" data-testid="new-version" style={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 1000, maxWidth: 'min(380px, calc(100vw - 32px))' }}>
      <Alert
        type="info"
        showIcon
        title={t('remote.newVersionTitle')}
        description={t('remote.newVersionDetail')}
        action={
          <Button size="small" type="primary" onClick={() => window.location.reload()}>
            {t('remote.reload')}
          </Button>
        }
        closable={{ onClose: () => setClosed(true) }}
      />
    </div>
  );
}
