import Alert from 'antd/es/alert';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';

/** The shop's limit of saved designs is reached: no new one can be saved until one is deleted.
 *  Its own module, loaded by My designs only when the limit is reached (most never see it). */
export function DesignLimitNotice({ count, limit }: { count: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('myDesigns.limitReached')}
      description={t('myDesigns.limitDetail', { count: formatNumber(count), limit: formatNumber(limit) })}
      style={{ marginBottom: 16 }}
      data-testid="design-limit"
    />
  );
}
