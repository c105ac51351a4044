import { useTenant } from '@teamwear/shared/tenant';
import defaultLogo from '../../assets/default-logo.svg';
import { useTranslation } from '@teamwear/shared/i18n';

/** The tenant's logo, or a default one when the tenant has none. */
export function ShopLogo({ height }: { height: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <img
      src={tenant?.logo || defaultLogo}
      alt={tenant?.name ?? t('chrome.defaultLogoAlt')}
      height={height}
      width={height}
      style={{ display: 'block', objectFit: 'contain' }}
      data-testid="shop-logo"
      data-default-logo={tenant?.logo ? undefined : 'true'}
    />
  );
}
