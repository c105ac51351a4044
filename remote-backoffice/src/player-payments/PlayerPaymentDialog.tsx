import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import type { PayingCollection, PayingEntry } from '@teamwear/shared/contracts';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { formatCents } from '../common/formats';
import { useTranslation } from '../strings';
import { checkPayment, newPaymentDraft, PAYMENT_METHOD_CHOICES, PAYMENT_NOTE_MAX, REFERENCE_MAX, shopToday, type PaymentDraft, type PaymentField } from '../order/payments/payment-form';
import { recordPlayerPayment } from './player-payments-api';

/**
 * A player's payment of their share, recorded against their entry: the amount (what is left of the
 * share by default), how, the bank's or KHQR's reference, the day it came in, a note. The order of
 * the collection carries it later as one of its payment lines.
 */
export function PlayerPaymentDialog({
  collection,
  entry,
  onClose,
  onRecorded,
}: {
  collection: PayingCollection;
  entry: PayingEntry;
  onClose: () => void;
  onRecorded: (collection: PayingCollection) => void;
}) {
  const { t } = useTranslation();
  const [today] = useState(() => shopToday());
  const left = Math.max(collection.shareCents - entry.paidCents, 0);
  const [draft, setDraft] = useState<PaymentDraft>(() => ({ ...newPaymentDraft(left, today), method: 'khqr' }));
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = <Field extends PaymentField>(field: Field, value: PaymentDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async () => {
    const checked = checkPayment(draft, { balanceDueCents: left, today });
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, t(`order.payment.errors.${problem}`, { due: formatCents(left) })])));
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await recordPlayerPayment(collection.id, entry.id, checked.request);
    setSending(false);
    if (result.ok) onRecorded(result.data.data);
    else setRefusal(result.status === 0 ? t('order.errors.offline') : result.status === 400 ? result.error.message : t('order.errors.somethingWentWrong'));
  };

  const status = (field: PaymentField) => (errors[field] ? ('error' as const) : undefined);
  return (
    <Modal
      open
      title={t('playerPayments.recordTitle', { name: entry.name, reference: entry.reference })}
      onCancel={onClose}
      width={responsiveDialogWidth(window.innerWidth, 520)}
      destroyOnHidden
      maskClosable={!sending}
      footer={null}
      data-testid="player-payment-dialog"
    >
      <Form layout="vertical" onFinish={() => void send()} requiredMark={false} noValidate>
        <p>{t('playerPayments.recordIntro', { share: formatCents(collection.shareCents), left: formatCents(left) })}</p>
        <Form.Item label={t('order.payment.amount')} htmlFor="player-payment-amount" validateStatus={status('amount')} help={errors.amount} required>
          <Input id="player-payment-amount" prefix="$" inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(event) => set('amount', event.target.value)} autoFocus data-testid="player-payment-amount" />
        </Form.Item>
        <Form.Item label={t('order.payment.method')} validateStatus={status('method')} help={errors.method}>
          <Radio.Group
            value={draft.method}
            onChange={(event) => set('method', event.target.value as PaymentDraft['method'])}
            aria-label={t('order.payment.method')}
            options={PAYMENT_METHOD_CHOICES.map((method) => ({ value: method, label: t(`order.payment.methods.${method}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('order.payment.reference')} htmlFor="player-payment-reference" validateStatus={status('reference')} help={errors.reference} extra={t('order.payment.referenceHint')}>
          <Input id="player-payment-reference" autoComplete="off" maxLength={REFERENCE_MAX} value={draft.reference} onChange={(event) => set('reference', event.target.value)} data-testid="player-payment-reference" />
        </Form.Item>
        <Form.Item label={t('order.payment.receivedOn')} htmlFor="player-payment-day" validateStatus={status('receivedOn')} help={errors.receivedOn} required>
          <Input id="player-payment-day" type="date" max={today} min="2000-01-01" value={draft.receivedOn} onChange={(event) => set('receivedOn', event.target.value)} />
        </Form.Item>
        <Form.Item label={t('order.payment.note')} htmlFor="player-payment-note" validateStatus={status('note')} help={errors.note}>
          <Input.TextArea id="player-payment-note" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={PAYMENT_NOTE_MAX} value={draft.note} onChange={(event) => set('note', event.target.value)} />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose} disabled={sending}>
            {t('order.move.close')}
          </Button>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="player-payment-submit">
            {t('order.payment.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
