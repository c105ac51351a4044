import Alert from 'antd/es/alert';
import { Suspense } from 'react';
import { useTranslation } from '../../collections/strings';
import { formatCents } from '../format/cents';
import type { ChosenShares } from './collection-preselection';
import type { CollectionChoice } from './use-collection-choice';

/**
 * Players pay (issue 38), on the order form opened from the collection: what the players paid goes
 * with the order as its payments, and who has not paid is named; they are ordered all the same.
 * Its words are the collections' (their namespace), not the account's every page loads.
 */
export function SharesNotice({ choice }: { choice: CollectionChoice }) {
  if (choice.kind !== 'chosen' || !choice.shares || choice.chosen.length === 0) return null;
  // Its own Suspense: the namespace's words may still be on their way, and the form must not wait.
  return (
    <Suspense fallback={null}>
      <SharesAlert shares={choice.shares} />
    </Suspense>
  );
}

function SharesAlert({ shares }: { shares: ChosenShares }) {
  const { t } = useTranslation();
  const { carriedCents, paidCount, unpaid } = shares;
  return (
    <Alert
      type={unpaid.length > 0 ? 'warning' : 'success'}
      showIcon
      title={t('collections.pay.checkoutPaid', { count: paidCount, amount: formatCents(carriedCents) })}
      description={unpaid.length > 0 ? t('collections.pay.checkoutUnpaid', { count: unpaid.length, names: unpaid.join(', ') }) : undefined}
      data-testid="checkout-shares"
    />
  );
}
