import Typography from 'antd/es/typography';
import { useTranslation } from '../strings';

/** Orders: the page's frame; its feature folder fills it. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="backoffice">
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('backoffice.titles.orders')}
      </Typography.Title>
    </section>
  );
}
