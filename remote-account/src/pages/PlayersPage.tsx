import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function PlayersPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="account">
      <Typography.Title level={2}>{t('account.playersTitle')}</Typography.Title>
    </section>
  );
}
