import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { WarningResult } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';

/** A settings section whose current values could not be read: why, and Try again. */
export function SectionFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <WarningResult
      title={t('settings.loadFailed')}
      subTitle={offline ? t('settings.offline') : t('settings.tryAgainLater')}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      testId="settings-failed"
    />
  );
}
