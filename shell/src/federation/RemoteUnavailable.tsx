import { StatusPanel } from '../light-ui/StatusPanel';
import { useRemoteRetry } from './remote-retry';
import { useTranslation } from '@teamwear/shared/i18n';

/** Shown in place of a page whose remote cannot be reached; the rest of the shell works. */
export function RemoteUnavailable() {
  const { t } = useTranslation();
  const retry = useRemoteRetry();
  return (
    <StatusPanel
      tone="warning"
      title={t('remote.unavailableTitle')}
      detail={t('remote.unavailableDetail')}
      actionLabel={t('common.retry')}
      onAction={() => (retry ? retry() : window.location.reload())}
      testId="remote-unavailable"
    />
  );
}
