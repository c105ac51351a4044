import Skeleton from 'antd/es/skeleton';
import { Fragment } from 'react';
import type { Catalogue } from '@teamwear/shared/contracts';
import { SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { SectionFailed } from '../../settings/SectionFailed';
import { fetchCatalogue } from '../api/catalogue-api';
import { OfferedGarments } from './OfferedGarments';
import { PriceTableCard } from './PriceTableCard';
import { SizeGuideCard } from './SizeGuideCard';
import { TermsForm } from './TermsForm';

/**
 * The catalogue's garments and prices (the owner's): which garments are offered and in which order,
 * the extras, delivery fee and production days, and each garment's price table with a live preview
 * and its size guide.
 * Each part saves on its own; every save answers the whole catalogue, which all parts then show.
 */
export function CatalogueGarmentsSection() {
  const answer = useStaffAnswer('catalogue', (signal) => fetchCatalogue(signal));
  if (answer.kind === 'loading') {
    return (
      <SurfaceCard>
        <Skeleton active paragraph={{ rows: 6 }} />
      </SurfaceCard>
    );
  }
  if (answer.kind === 'failed') {
    return (
      <SurfaceCard>
        <SectionFailed offline={answer.status === 0} onRetry={answer.reload} />
      </SurfaceCard>
    );
  }
  const catalogue = answer.data.data;
  const onSaved = (data: Catalogue) => answer.replace({ data });
  return (
    <div style={{ display: 'grid', gap: 24 }} data-testid="catalogue-garments">
      <OfferedGarments catalogue={catalogue} onSaved={onSaved} />
      <TermsForm catalogue={catalogue} onSaved={onSaved} />
      {catalogue.garments.map((garment) => (
        <Fragment key={garment.productType}>
          <PriceTableCard garment={garment} catalogue={catalogue} onSaved={onSaved} />
          <SizeGuideCard garment={garment} catalogue={catalogue} onSaved={onSaved} />
        </Fragment>
      ))}
    </div>
  );
}
