import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from '@teamwear/shared/i18n';
import { RESULT_ICONS } from '../../app/antd/quiet-icons';

export interface StatusResultProps {
  title: string;
  detail?: string;
  onRetry?: () => void;
  testId: string;
}

/** What shows in the partner's element instead of the studio when it cannot be shown. */
export function StatusResult({ title, detail, onRetry, testId }: StatusResultProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid={testId} style={{ minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="warning"
        icon={RESULT_ICONS.warning}
        title={title}
        subTitle={detail}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
