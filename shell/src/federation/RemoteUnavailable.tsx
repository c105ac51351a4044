import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemoteRetry } from './remote-retry';

/** Shown in place of a page whose remote cannot be reached; the rest of the shell works. */
export function RemoteUnavailable() {
  const { t } = useTranslation();
  const retry = useRemoteRetry();
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableDetail')}
      extra={
        <Button type="primary" onClick={() => (retry ? retry() : window.location.reload())}>
          {t('common.retry')}
        </Button>
      }
      data-testid="remote-unavailable"
    />
  );
}
