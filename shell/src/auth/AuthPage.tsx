import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Sign-in pages are the shell's own (issue 3 builds their forms on the session API). */
export function AuthPage({ titleKey }: { titleKey: 'auth.signInTitle' | 'auth.signUpTitle' | 'auth.forgotPasswordTitle' }) {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      </Card>
    </Flex>
  );
}
