import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@teamwear/shared/tenant';

export function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Flex vertical align="center" gap="middle" style={{ padding: '64px 16px', textAlign: 'center' }} data-remote="marketing">
      <Typography.Title level={1}>{t('marketing.heroTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('marketing.heroSubtitle')}</Typography.Paragraph>
      {tenant && <Typography.Text strong>{tenant.name}</Typography.Text>}
      <Link to="/design/soccer">
        <Button type="primary" size="large">
          {t('marketing.startDesigning')}
        </Button>
      </Link>
    </Flex>
  );
}
