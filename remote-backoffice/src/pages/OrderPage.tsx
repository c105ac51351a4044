import Typography from 'antd/es/typography';
import { useTranslation } from '../strings';

/** Order: the page's frame; its feature folder fills it. */
export function OrderPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="backoffice">
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('backoffice.titles.order')}
      </Typography.Title>
    </section>
  );
}
