import { mayDo } from '@teamwear/shared/contracts/plain';
import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useStaffRole } from '../session';
import { useTranslation } from '../strings';
import { CatalogueLibraryLinks } from '../library/CatalogueLibraryLinks';
import { CatalogueGarmentsSection } from './garments/CatalogueGarmentsSection';

/**
 * /backoffice/catalogue: what the shop sells. Its garments, prices, extras, delivery fee and
 * production days are the owner's (the `catalogue` permission); other sections of the catalogue
 * (templates, pictures) are added below, each drawn for the roles that may use it.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const role = useStaffRole();
  const ownsPrices = mayDo(role, 'catalogue');
  return (
    <section data-remote="backoffice" data-testid="catalogue-page" style={{ display: 'grid', gap: 24 }}>
      <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
        {t('catalogue.title')}
      </Heading>
      <CatalogueLibraryLinks />
      {ownsPrices ? (
        <CatalogueGarmentsSection />
      ) : (
        <Paragraph tone="secondary" style={{ margin: 0 }}>
          {t('catalogue.ownerOnly')}
        </Paragraph>
      )}
    </section>
  );
}
