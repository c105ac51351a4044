import { Link } from '@teamwear/shared/router';
import { useTenant, type TenantInfo } from '@teamwear/shared/tenant';
import { SOCIAL_NETWORK_ORDER } from '../../tenant/social-networks';
import { ShopLogo } from '../common/ShopLogo';
import { useTranslation } from '@teamwear/shared/i18n';

/** The shop's current terms, a page of the shell (auth/TermsPage). */
const TERMS_PATH = '/auth/terms';

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** The shop's social links (its brand, issue 36), each opening in a new tab; nothing when it gives none. */
function SocialLinks({ social }: { social: TenantInfo['social'] }) {
  const { t } = useTranslation();
  const given = SOCIAL_NETWORK_ORDER.flatMap((network) => (social?.[network] ? [{ network, href: social[network] }] : []));
  if (given.length === 0) return null;
  return (
    <nav aria-label={t('chrome.followUs')}>
      <ul className="footer-links footer-social" data-testid="footer-social">
        {given.map(({ network, href }) => (
          <li key={network}>
            <a href={href ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={t('chrome.openInNewTab', { label: t(`chrome.social.${network}`) })} data-testid={`footer-social-${network}`}>
              {t(`chrome.social.${network}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/product.md §2 footer: logo (scrolls smoothly to the top) and name, Company and Legal
 *  links. The legal items open the shop's terms (/auth/terms), whose text holds its privacy
 *  section; the Company items have no page yet, so they are listed, not linked. */
export function PublicFooter() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <footer className="public-footer">
      <div className="public-footer-grid">
        <div className="public-footer-brand">
          <div className="tw-row">
            <button type="button" className="logo-button" onClick={scrollToTop} aria-label={t('chrome.backToTop')} data-testid="footer-logo">
              <ShopLogo height={48} />
            </button>
            <strong>{tenant?.name}</strong>
          </div>
          <p className="tw-text-secondary">{t('chrome.rightsReserved', { year: new Date().getFullYear(), name: tenant?.name ?? '' })}</p>
          <SocialLinks social={tenant?.social} />
        </div>
        <div>
          <h2 className="public-footer-heading">{t('chrome.company')}</h2>
          <ul className="footer-links">
            <li>{t('chrome.aboutUs')}</li>
            <li>{t('chrome.careers')}</li>
          </ul>
        </div>
        <div>
          <h2 className="public-footer-heading">{t('chrome.legal')}</h2>
          <ul className="footer-links">
            <li>
              <Link to={TERMS_PATH} data-testid="footer-privacy">
                {t('chrome.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link to={TERMS_PATH} data-testid="footer-terms">
                {t('chrome.termsOfService')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
