import { Link } from '@teamwear/shared/router';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { useTranslation } from '../../strings';
import { GARMENT_PICTURE_SIZE, GARMENT_PICTURES } from '../../../generated/garment-pictures';
import { cardsInFirstRow } from './products-grid';
import { installProductsStyles } from './products-styles';

installProductsStyles();

/** The garments this shop offers, each with its picture, leading to its design editor. */
export function ProductsPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const slugs = offeredSlugs(tenant?.productTypes ?? []);
  const eager = cardsInFirstRow();
  return (
    <section className="products" data-remote="marketing">
      <h1>{t('marketing.productsTitle')}</h1>
      <p className="products-intro">{t('marketing.productsIntro')}</p>
      {slugs.length === 0 ? <p className="products-empty">{t('marketing.noProducts')}</p> : null}
      <ul className="products-grid">
        {slugs.map((slug, index) => {
          const product = t(`products.${slug}`);
          return (
            <li key={slug} className="products-card" data-testid={`product-${slug}`}>
              <h2>{product}</h2>
              <div className="products-card-body">
                <img
                  className="products-picture"
                  src={GARMENT_PICTURES[slug]}
                  width={GARMENT_PICTURE_SIZE}
                  height={GARMENT_PICTURE_SIZE}
                  alt={t('marketing.productPicture', { product })}
                  loading={index < eager ? 'eager' : 'lazy'}
                  decoding="async"
                  data-testid="garment-picture"
                />
                <Link to={`/design/${slug}`} className="products-design">
                  {t(`marketing.designProduct.${slug}`)}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
