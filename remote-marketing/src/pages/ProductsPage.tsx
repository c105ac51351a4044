import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from '@teamwear/shared/router';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { useTranslation } from '@teamwear/shared/i18n';

/** The garments this shop offers, each leading to its design editor. */
export function ProductsPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const slugs = offeredSlugs(tenant?.productTypes ?? []);
  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: '48px 16px' }} data-remote="marketing">
      <Typography.Title level={1}>{t('marketing.productsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('marketing.productsIntro')}</Typography.Paragraph>
      {slugs.length === 0 ? <Empty description={t('marketing.noProducts')} /> : null}
      <Row gutter={[16, 16]}>
        {slugs.map((slug) => (
          <Col key={slug} xs={24} sm={12} md={8} lg={6}>
            <Card title={t(`products.${slug}`)} data-testid={`product-${slug}`}>
              <Link to={`/design/${slug}`}>
                <Button type="primary" block>
                  {t('marketing.designThis', { product: t(`products.${slug}`) })}
                </Button>
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
