import { AlertBox } from '../../common/AlertBox';
import { useTranslation } from '../../collections/strings';
import { formatCents } from '../format/cents';
import type { ChosenShares } from './collection-preselection';

/** What the players of the collection paid, in the collections' words (their namespace): loaded by
 *  ./SharesNotice only when there is something to say, so the order form's first load has neither. */
export function SharesAlert({ shares }: { shares: ChosenShares }) {
  const { t } = useTranslation();
  const { carriedCents, paidCount, unpaid } = shares;
  return (
    <AlertBox
      type={unpaid.length > 0 ? 'warning' : 'success'}
      title={t('collections.pay.checkoutPaid', { count: paidCount, amount: formatCents(carriedCents) })}
      description={unpaid.length > 0 ? t('collections.pay.checkoutUnpaid', { count: unpaid.length, names: unpaid.join(', ') }) : undefined}
      data-testid="checkout-shares"
    />
  );
}
