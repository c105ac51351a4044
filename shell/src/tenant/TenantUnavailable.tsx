import { StatusPanel } from '../light-ui/StatusPanel';
import { useTranslation } from '@teamwear/shared/i18n';

/** The whole page when /whoami fails: no shop at this address, or the API is unreachable. */
export function TenantUnavailable({ reason }: { reason: 'not-found' | 'unreachable' }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      tone={reason === 'not-found' ? 'not-found' : 'error'}
      title={reason === 'not-found' ? t('tenant.notFound') : t('tenant.unreachable')}
      actionLabel={t('common.retry')}
      onAction={() => window.location.reload()}
    />
  );
}
