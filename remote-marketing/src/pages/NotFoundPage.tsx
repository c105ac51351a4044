import { Button, Result } from 'antd';
import { Link } from '@teamwear/shared/router';
import { useTranslation } from '@teamwear/shared/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-remote="marketing">
      <Result
        status="404"
        title={t('marketing.notFoundTitle')}
        subTitle={t('marketing.notFoundDetail')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.goHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
