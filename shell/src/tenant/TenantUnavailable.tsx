import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The whole page when /whoami fails: no shop at this address, or the API is unreachable. */
export function TenantUnavailable({ reason }: { reason: 'not-found' | 'unreachable' }) {
  const { t } = useTranslation();
  return (
    <Result
      status={reason === 'not-found' ? '404' : 'error'}
      title={reason === 'not-found' ? t('tenant.notFound') : t('tenant.unreachable')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
