import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function AssetsPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="account">
      <Typography.Title level={2}>{t('account.assetsTitle')}</Typography.Title>
    </section>
  );
}
