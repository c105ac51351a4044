import Button from 'antd/es/button';
import Flex from '../../common/Flex';
import { CheckCircleOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { Order } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { confirm, showToast } from '@teamwear/shared/ui';
import { approveProof, fetchProof } from '../api/proof-api';
import { formatOrderDate } from '../format/order-date';
import { proofState } from './proof-state';
import { SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';

export interface ProofApprovalProps {
  order: Order;
  /** The order as the approval answered it. */
  onChanged: (order: Order) => void;
  /** Read the order again: it moved on meanwhile. */
  onStale: () => void;
}

/**
 * The proof of the order (issue 20): the PDF the shop prints from, in the page's language, and the
 * customer's "Approve proof", which the shop waits for before production; after it, when it was given.
 */
export function ProofApproval({ order, onChanged, onStale }: ProofApprovalProps) {
  const { t, i18n } = useTranslation();
  const [working, setWorking] = useState<'open' | 'approve' | null>(null);
  const state = proofState(order);

  const open = async () => {
    setWorking('open');
    const result = await fetchProof(order.id, i18n.language === 'kh' ? 'kh' : 'en');
    setWorking(null);
    if (!result.ok) {
      showToast({ severity: 'error', summary: result.status === 0 ? t('checkout.offline') : t('orderPage.proofOpenFailed') });
      return;
    }
    const url = URL.createObjectURL(result.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = `proof-${order.number}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const approve = async () => {
    const go = await confirm({
      header: t('orderPage.proofApproveHeader'),
      message: t('orderPage.proofApproveConfirm'),
      icon: 'question',
      acceptLabel: t('orderPage.proofApproveAccept'),
      rejectLabel: t('orderPage.proofApproveReject'),
    });
    if (!go) return;
    setWorking('approve');
    const result = await approveProof(order.id);
    setWorking(null);
    if (result.ok) {
      onChanged(result.data);
      showToast({ severity: 'success', summary: t('orderPage.proofApprovedDone') });
      return;
    }
    if (result.status === 409) {
      onStale();
      return;
    }
    showToast({ severity: 'error', summary: result.status === 0 ? t('checkout.offline') : t('common.somethingWentWrong') });
  };

  return (
    <SurfaceCard size="small" title={t('orderPage.proofTitle')} style={{ marginBottom: 16 }} testId="order-proof">
      <Flex vertical gap={8}>
        <Text data-testid="order-proof-state">
          {state.kind === 'approved'
            ? t('orderPage.proofApprovedOn', { date: formatOrderDate(state.at, i18n.language) })
            : state.kind === 'approvable'
              ? t('orderPage.proofHint')
              : t('orderPage.proofReadOnly')}
        </Text>
        <Flex gap={8} wrap>
          <Button icon={<FilePdfOutlined aria-hidden />} loading={working === 'open'} disabled={working !== null} onClick={() => void open()} data-testid="order-proof-open">
            {t('orderPage.proofOpen')}
          </Button>
          {state.kind === 'approvable' ? (
            <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} loading={working === 'approve'} disabled={working !== null} onClick={() => void approve()} data-testid="order-proof-approve">
              {t('orderPage.proofApprove')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </SurfaceCard>
  );
}
