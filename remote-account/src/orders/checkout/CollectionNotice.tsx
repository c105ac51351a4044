import { AlertBox } from '../../common/AlertBox';
import Button from 'antd/es/button';
import Flex from '../../common/Flex';
import { formatNumber } from '@teamwear/shared/ui';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { useTranslation } from '../../strings';
import type { CollectionChoice } from './use-collection-choice';

/**
 * Where the ticked players came from when the order form was opened from a size collection ("18
 * players from 'Angkor FC 2027 home kit'"), or why none of its players are ticked: the form works
 * as without it.
 */
export function CollectionNotice({ choice, onRetry }: { choice: CollectionChoice; onRetry: () => void }) {
  const { t } = useTranslation();
  const chooseBelow = t('checkoutFromCollection.chooseBelow');
  switch (choice.kind) {
    case 'none':
    case 'loading':
      return null;
    case 'chosen': {
      const count = choice.chosen.length;
      const notes = [
        ...(choice.ordered > 0 ? [t('checkoutFromCollection.ordered', { count: choice.ordered, formatted: formatNumber(choice.ordered) })] : []),
        ...(choice.offRoster > 0 ? [t('checkoutFromCollection.offRoster', { count: choice.offRoster, formatted: formatNumber(choice.offRoster) })] : []),
      ];
      const title =
        count > 0
          ? t('checkoutFromCollection.chosen', { count, formatted: formatNumber(count), title: choice.title })
          : choice.ordered > 0
            ? t('checkoutFromCollection.allOrdered', { title: choice.title })
            : t('checkoutFromCollection.nobody', { title: choice.title });
      const detail = count > 0 ? t('checkoutFromCollection.chosenDetail') : chooseBelow;
      return (
        <AlertBox
          type={count > 0 ? 'info' : 'warning'}
          title={title}
          description={[detail, ...notes].join(' ')}
          data-testid="checkout-collection"
          data-kind={choice.kind}
        />
      );
    }
    case 'notClosed':
      return (
        <AlertBox
          type="warning"
          title={t('checkoutFromCollection.notClosed', { title: choice.title })}
          description={chooseBelow}
          action={
            <ButtonLink size="small" to={`/me/collection?id=${encodeURIComponent(choice.id)}`}>
              {t('checkoutFromCollection.toCollection')}
            </ButtonLink>
          }
          data-testid="checkout-collection"
          data-kind={choice.kind}
        />
      );
    case 'otherDesign':
      return (
        <AlertBox
          type="warning"
          title={t('checkoutFromCollection.otherDesign', { title: choice.title })}
          description={chooseBelow}
          data-testid="checkout-collection"
          data-kind={choice.kind}
        />
      );
    case 'unknown':
      return (
        <AlertBox type="warning" title={t('checkoutFromCollection.unknown')} description={chooseBelow} data-testid="checkout-collection" data-kind={choice.kind} />
      );
    case 'failed':
      return (
        <AlertBox
          type="error"
          title={t(choice.offline ? 'checkoutFromCollection.offline' : 'checkoutFromCollection.failed')}
          description={chooseBelow}
          action={
            <Flex>
              <Button size="small" onClick={onRetry}>
                {t('checkoutFromCollection.retry')}
              </Button>
            </Flex>
          }
          data-testid="checkout-collection"
          data-kind={choice.kind}
        />
      );
  }
}
