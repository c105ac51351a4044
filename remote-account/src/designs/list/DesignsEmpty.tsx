import Button from 'antd/es/button';
import { useTranslation } from '../../strings';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { EmptyState } from '@teamwear/shared/ui/kit/themed';

/** No designs at all: where to start one. */
export function NoDesigns() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="designs-empty"
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
    </EmptyState>
  );
}

/** Designs exist, but none matches the garment or the search. */
export function NoMatchingDesigns({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="designs-no-match"
      description={
        <>
          <strong style={{ display: 'block', fontSize: 16 }}>{t('myDesigns.noMatchTitle')}</strong>
          {t('myDesigns.noMatchDetail')}
        </>
      }
    >
      <Button onClick={onClear}>{t('myDesigns.clearFilters')}</Button>
    </EmptyState>
  );
}
