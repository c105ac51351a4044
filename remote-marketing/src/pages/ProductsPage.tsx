import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function ProductsPage() {
  const { t } = useTranslation();
  return (
    <section style={{ padding: '48px 16px' }} data-remote="marketing">
      <Typography.Title level={2}>{t('marketing.productsTitle')}</Typography.Title>
    </section>
  );
}
