import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { MouseEvent } from 'react';
import { useNavigate } from '@teamwear/shared/router';
import { useTranslation } from '../strings';
import { NotFoundPicture } from './NotFoundPicture';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A link that looks like a button (a button inside a link is two tab stops for one action);
  // a plain click stays in the app, a modified one opens a tab as links do.
  const goHome = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate('/');
  };
  return (
    <div data-remote="marketing">
      <Result
        status="info"
        icon={<NotFoundPicture />}
        // The page's heading, in the look antd gives a result's title.
        title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{t('marketing.notFoundTitle')}</h1>}
        subTitle={t('marketing.notFoundDetail')}
        extra={
          <Button type="primary" href="/" onClick={goHome}>
            {t('common.goHome')}
          </Button>
        }
      />
    </div>
  );
}
