import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function PlayersPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="account">
      <Typography.Title level={1} style={{ fontSize: 28 }}>{t('account.playersTitle')}</Typography.Title>
    </section>
  );
}
