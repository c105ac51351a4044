import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@teamwear/shared/tenant';
import { ShopLogo } from '../common/ShopLogo';

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** PRODUCT_SPEC §2 footer: logo (scrolls smoothly to the top) and name, Company and Legal
 *  links. The spec gives those links no target yet, so they are listed, not linked. */
export function PublicFooter() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <footer className="public-footer">
      <Row gutter={[32, 24]} style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
        <Col xs={24} md={12}>
          <Flex align="center" gap="middle">
            <button type="button" className="logo-button" onClick={scrollToTop} aria-label={t('chrome.backToTop')} data-testid="footer-logo">
              <ShopLogo height={48} />
            </button>
            <Typography.Text strong>{tenant?.name}</Typography.Text>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('chrome.rightsReserved', { year: new Date().getFullYear(), name: tenant?.name ?? '' })}
          </Typography.Paragraph>
        </Col>
        <Col xs={12} md={6}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('chrome.company')}
          </Typography.Title>
          <ul className="footer-links">
            <li>{t('chrome.aboutUs')}</li>
            <li>{t('chrome.careers')}</li>
          </ul>
        </Col>
        <Col xs={12} md={6}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('chrome.legal')}
          </Typography.Title>
          <ul className="footer-links">
            <li>{t('chrome.privacyPolicy')}</li>
            <li>{t('chrome.termsOfService')}</li>
          </ul>
        </Col>
      </Row>
    </footer>
  );
}
