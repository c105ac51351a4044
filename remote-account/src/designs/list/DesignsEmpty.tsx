import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useTranslation } from '../../strings';
import { ButtonLink } from '@teamwear/shared/ui/button-link';

/** No designs at all: where to start one. */
export function NoDesigns() {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="designs-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong style={{ display: 'block', fontSize: 16 }}>{t('myDesigns.emptyTitle')}</strong>
          {t('myDesigns.emptyDetail')}
        </>
      }
    >
      <ButtonLink type="primary" to="/products">
        {t('myDesigns.startDesigning')}
      </ButtonLink>
    </Empty>
  );
}

/** Designs exist, but none matches the garment or the search. */
export function NoMatchingDesigns({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="designs-no-match"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong style={{ display: 'block', fontSize: 16 }}>{t('myDesigns.noMatchTitle')}</strong>
          {t('myDesigns.noMatchDetail')}
        </>
      }
    >
      <Button onClick={onClear}>{t('myDesigns.clearFilters')}</Button>
    </Empty>
  );
}
