import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useTranslation } from '../strings';

const FEATURES = ['logo', 'sponsor', 'fonts', 'skin', 'templates', 'patterns', 'images', 'colours'] as const;

export function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: '48px 16px' }} data-remote="marketing">
      <Typography.Title level={1}>{t('marketing.featuresTitle')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {FEATURES.map((feature) => (
          <Col key={feature} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t(`features.${feature}`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t(`features.${feature}Detail`)}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
