import Button from 'antd/es/button';
import Flex from '../../common/Flex';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { Order, TransitionRefusedError } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { confirm, showToast } from '@teamwear/shared/ui';
import { actOnOrder, type CustomerAction } from '../api/order-api';
import { customerActions } from './customer-actions';

export interface OrderActionsProps {
  order: Order;
  /** The order as the action answered it. */
  onChanged: (order: Order) => void;
  /** Read the order again: it moved on meanwhile (the shop approved it a moment ago). */
  onStale: () => void;
}

/**
 * The 409 of an order that moved on meanwhile (the contracts' TransitionRefusedError), or null. The
 * contracts download only for such an answer: the page's first load has no use for them.
 */
async function transitionRefusal(body: unknown): Promise<TransitionRefusedError | null> {
  try {
    const parsed = (await import('@teamwear/shared/contracts')).TransitionRefusedError.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // the contracts did not download: said as any other failure
  }
}

/** Cancel (while the shop reviews the order) and "I received it" (while it is on its way), and only these. */
export function OrderActions({ order, onChanged, onStale }: OrderActionsProps) {
  const { t } = useTranslation();
  const [working, setWorking] = useState<CustomerAction | null>(null);
  const actions = customerActions(order.status);
  if (actions.length === 0) return null;

  const act = async (action: CustomerAction) => {
    const go = await confirm(
      action === 'cancel'
        ? { header: t('orderPage.cancelHeader'), message: t('orderPage.cancelConfirm'), icon: 'warning', acceptLabel: t('orderPage.cancelAccept'), rejectLabel: t('orderPage.cancelReject'), defaultFocus: 'reject' }
        : { header: t('orderPage.receivedHeader'), message: t('orderPage.receivedConfirm'), icon: 'question', acceptLabel: t('orderPage.receivedAccept'), rejectLabel: t('orderPage.receivedReject') },
    );
    if (!go) return;
    setWorking(action);
    const result = await actOnOrder(order.id, action);
    setWorking(null);
    if (result.ok) {
      onChanged(result.data);
      showToast({ severity: 'success', summary: t(action === 'cancel' ? 'orderPage.canceled' : 'orderPage.receivedDone') });
      return;
    }
    const refused = result.status === 409 ? await transitionRefusal(result.body) : null;
    if (refused) {
      showToast({ severity: 'warn', summary: t('orderPage.movedOn', { status: t(`orderStatus.${refused.status}`) }), life: 8000 });
      onStale();
      return;
    }
    showToast({ severity: 'error', summary: result.status === 0 ? t('checkout.offline') : t('common.somethingWentWrong') });
  };

  return (
    <Flex gap={8} wrap>
      {actions.includes('received') ? (
        <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} loading={working === 'received'} disabled={working !== null} onClick={() => void act('received')} data-testid="order-received">
          {t('orderPage.received')}
        </Button>
      ) : null}
      {actions.includes('cancel') ? (
        <Button danger icon={<CloseCircleOutlined aria-hidden />} loading={working === 'cancel'} disabled={working !== null} onClick={() => void act('cancel')} data-testid="order-cancel">
          {t('orderPage.cancel')}
        </Button>
      ) : null}
    </Flex>
  );
}
