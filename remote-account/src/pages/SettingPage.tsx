import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { NotificationForm } from './settings/NotificationForm';
import { PasswordForm } from './settings/PasswordForm';
import { ProfileForm } from './settings/ProfileForm';
import { SessionList } from './settings/SessionList';
import { useTranslation } from '../strings';

export function SettingPage() {
  const { t } = useTranslation();
  // A changed password signs the other devices out: the list below is read again.
  const [sessionsRead, setSessionsRead] = useState(0);
  return (
    <section data-remote="account">
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('account.settingTitle')}
      </Typography.Title>
      <Flex vertical gap="large">
        <ProfileForm />
        <PasswordForm onChanged={() => setSessionsRead((n) => n + 1)} />
        <NotificationForm />
        <SessionList refreshKey={sessionsRead} />
      </Flex>
    </section>
  );
}
