import theme from 'antd/es/theme';
import type { ShopCustomerDesign } from '@teamwear/shared/contracts';
import { formatDate } from '@teamwear/shared/ui';
import { EmptyState, Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { DesignPicture } from './DesignPicture';

/** The customer's designs, last saved first, as pictures with their name and garment: to look at, not to change. */
export function CustomerDesigns({ customerId, designs }: { customerId: string; designs: ShopCustomerDesign[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  return (
    <SurfaceCard testId="customer-designs">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('customers.detail.designs', { count: designs.length })}
      </Heading>
      {designs.length === 0 ? (
        <EmptyState description={t('customers.detail.noDesigns')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: token.margin }}>
          {designs.map((design) => (
            <li key={design.id} data-testid="customer-design" style={{ minWidth: 0 }}>
              <DesignPicture customerId={customerId} designId={design.id} name={design.name} />
              <Text strong style={{ display: 'block', marginTop: token.marginXS, overflowWrap: 'anywhere' }}>
                {design.name}
              </Text>
              <Text tone="secondary" style={{ display: 'block' }}>
                {t(`products.${design.product}`)} · <time dateTime={design.updatedAt}>{formatDate(design.updatedAt, i18n.language)}</time>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </SurfaceCard>
  );
}
