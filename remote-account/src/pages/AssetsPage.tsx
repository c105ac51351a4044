import { Typography } from 'antd';
import { useTranslation } from '@teamwear/shared/i18n';

export function AssetsPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="account">
      <Typography.Title level={1} style={{ fontSize: 28 }}>{t('account.assetsTitle')}</Typography.Title>
    </section>
  );
}
