import { Link } from '@teamwear/shared/router';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { useTranslation } from '@teamwear/shared/i18n';
import { installProductsStyles } from './products-styles';

installProductsStyles();

/** The garments this shop offers, each leading to its design editor. */
export function ProductsPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const slugs = offeredSlugs(tenant?.productTypes ?? []);
  return (
    <section className="products" data-remote="marketing">
      <h1>{t('marketing.productsTitle')}</h1>
      <p className="products-intro">{t('marketing.productsIntro')}</p>
      {slugs.length === 0 ? <p className="products-empty">{t('marketing.noProducts')}</p> : null}
      <ul className="products-grid">
        {slugs.map((slug) => (
          <li key={slug} className="products-card" data-testid={`product-${slug}`}>
            <h2>{t(`products.${slug}`)}</h2>
            <div className="products-card-body">
              <Link to={`/design/${slug}`} className="products-design">
                {t('marketing.designThis', { product: t(`products.${slug}`) })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
