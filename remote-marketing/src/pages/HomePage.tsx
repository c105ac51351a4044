import { Button, Col, Flex, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@teamwear/shared/router';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';

const STAGES = ['customise', 'placeOrder', 'confirmation', 'payment', 'production', 'delivery'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const first = offeredSlugs(tenant?.productTypes ?? [])[0];
  return (
    <div data-remote="marketing">
      <Flex vertical align="center" gap="middle" style={{ padding: '64px 16px 32px', textAlign: 'center' }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('marketing.heroTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, margin: 0 }}>
          {t('marketing.heroSubtitle')}
        </Typography.Paragraph>
        {first ? (
          <Link to={`/design/${first}`}>
            <Button type="primary" size="large">
              {t('marketing.startDesigning')}
            </Button>
          </Link>
        ) : null}
      </Flex>
      <section style={{ maxWidth: 1100, margin: '0 auto', padding: '16px 16px 64px' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', fontSize: 22 }}>
          {t('marketing.howItWorks')}
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {STAGES.map((stage, index) => (
            <Col key={stage} xs={24} sm={12} md={8}>
              <Steps
                size="small"
                current={-1}
                initial={index}
                items={[{ title: t(`stages.${stage}`), content: t(`stages.${stage}Detail`) }]}
              />
            </Col>
          ))}
        </Row>
      </section>
    </div>
  );
}
