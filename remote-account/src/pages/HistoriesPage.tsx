import { Typography } from 'antd';
import { useTranslation } from '@teamwear/shared/i18n';

export function HistoriesPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="account">
      <Typography.Title level={1} style={{ fontSize: 28 }}>{t('account.historiesTitle')}</Typography.Title>
    </section>
  );
}
