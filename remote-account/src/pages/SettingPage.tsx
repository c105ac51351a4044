import { Flex, Typography } from 'antd';
import { NotificationForm } from './settings/NotificationForm';
import { ProfileForm } from './settings/ProfileForm';
import { SessionList } from './settings/SessionList';
import { useTranslation } from '@teamwear/shared/i18n';

export function SettingPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="account">
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('account.settingTitle')}
      </Typography.Title>
      <Flex vertical gap="large">
        <ProfileForm />
        <NotificationForm />
        <SessionList />
      </Flex>
    </section>
  );
}
