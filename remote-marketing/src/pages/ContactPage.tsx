import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <section style={{ padding: '48px 16px' }} data-remote="marketing">
      <Typography.Title level={2}>{t('marketing.contactTitle')}</Typography.Title>
    </section>
  );
}
