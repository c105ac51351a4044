import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import type { OrderWithMoney } from '../money/order-money';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { recordPayment } from '../api/order-api';
import { fieldErrorsOf } from '../actions/move-form';
import { formatCents } from '../../common/formats';
import { checkPayment, dueAfter, newPaymentDraft, PAYMENT_METHOD_CHOICES, PAYMENT_NOTE_MAX, REFERENCE_MAX, shopToday, type PaymentDraft, type PaymentField } from './payment-form';

const FIELDS: readonly PaymentField[] = ['amount', 'method', 'reference', 'receivedOn', 'note'];
/** The API's names of the form's fields, where they differ. */
const API_FIELD: Record<string, PaymentField> = { amountCents: 'amount' };

export interface PaymentDialogProps {
  order: Pick<OrderWithMoney, 'id' | 'number' | 'balanceDueCents'>;
  onClose: () => void;
  onRecorded: (order: ProviderOrder) => void;
}

/** Money received for the order: amount in dollars, method, reference, day received, note; what is due before and after it. */
export function PaymentDialog({ order, onClose, onRecorded }: PaymentDialogProps) {
  const { t } = useTranslation();
  const [today] = useState(() => shopToday());
  const [draft, setDraft] = useState<PaymentDraft>(() => newPaymentDraft(order.balanceDueCents, today));
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const after = dueAfter(order.balanceDueCents, draft.amount);

  const set = <Field extends PaymentField>(field: Field, value: PaymentDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async () => {
    const checked = checkPayment(draft, { balanceDueCents: order.balanceDueCents, today });
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, t(`order.payment.errors.${problem}`, { due: formatCents(order.balanceDueCents) })])));
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await recordPayment(order.id, checked.request);
    setSending(false);
    if (result.ok) {
      onRecorded(result.data.data);
      return;
    }
    if (result.status === 400) {
      const renamed = Object.fromEntries(Object.entries(result.error.fields ?? {}).map(([path, message]) => [API_FIELD[path] ?? path, message]));
      const { byField, other } = fieldErrorsOf(renamed, FIELDS);
      setErrors(byField);
      setRefusal(other.length > 0 || Object.keys(byField).length === 0 ? (other.join(' ') || result.error.message) : null);
      return;
    }
    setRefusal(result.status === 409 ? t('order.payment.errors.notOwed') : result.status === 0 ? t('order.errors.offline') : t('order.errors.somethingWentWrong'));
  };

  const status = (field: PaymentField) => (errors[field] ? ('error' as const) : undefined);
  const help = (field: PaymentField) => (errors[field] ? <span data-testid={`payment-${field}-error`}>{errors[field]}</span> : undefined);
  return (
    <Modal open title={t('order.payment.title', { number: order.number })} onCancel={onClose} width={responsiveDialogWidth(window.innerWidth, 520)} destroyOnHidden maskClosable={!sending} footer={null} data-testid="payment-dialog">
      {/* noValidate: the form's own checks say what is wrong in the page's language; the browser's
          would stop a day past `max` in a bubble of its own before them. */}
      <Form layout="vertical" onFinish={() => void send()} requiredMark={false} noValidate>
        <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', margin: '0 0 16px' }} aria-live="polite">
          <dt>{t('order.payment.dueNow')}</dt>
          <dd style={{ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }} data-testid="payment-due-now">{formatCents(order.balanceDueCents)}</dd>
          <dt>{t('order.payment.dueAfter')}</dt>
          <dd style={{ margin: 0, textAlign: 'end', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="payment-due-after">{after === null ? '—' : formatCents(after)}</dd>
        </dl>
        <Form.Item label={t('order.payment.amount')} htmlFor="payment-amount" validateStatus={status('amount')} help={help('amount')} extra={t('order.payment.amountHint')} required>
          <Input id="payment-amount" prefix="$" inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(event) => set('amount', event.target.value)} aria-required="true" aria-invalid={errors.amount ? true : undefined} autoFocus data-testid="payment-amount" />
        </Form.Item>
        <Form.Item label={t('order.payment.method')} validateStatus={status('method')} help={help('method')}>
          <Radio.Group
            value={draft.method}
            onChange={(event) => set('method', event.target.value as PaymentDraft['method'])}
            aria-label={t('order.payment.method')}
            options={PAYMENT_METHOD_CHOICES.map((method) => ({ value: method, label: t(`order.payment.methods.${method}`) }))}
            data-testid="payment-method"
          />
        </Form.Item>
        <Form.Item label={t('order.payment.reference')} htmlFor="payment-reference" validateStatus={status('reference')} help={help('reference')} extra={t('order.payment.referenceHint')}>
          <Input id="payment-reference" autoComplete="off" maxLength={REFERENCE_MAX} value={draft.reference} onChange={(event) => set('reference', event.target.value)} data-testid="payment-reference" />
        </Form.Item>
        <Form.Item label={t('order.payment.receivedOn')} htmlFor="payment-day" validateStatus={status('receivedOn')} help={help('receivedOn')} required>
          <Input id="payment-day" type="date" max={today} min="2000-01-01" value={draft.receivedOn} onChange={(event) => set('receivedOn', event.target.value)} aria-required="true" aria-invalid={errors.receivedOn ? true : undefined} data-testid="payment-day" />
        </Form.Item>
        <Form.Item label={t('order.payment.note')} htmlFor="payment-note" validateStatus={status('note')} help={help('note')}>
          <Input.TextArea id="payment-note" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={PAYMENT_NOTE_MAX} value={draft.note} onChange={(event) => set('note', event.target.value)} data-testid="payment-note" />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} data-testid="payment-refusal" /> : null}
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose} disabled={sending}>
            {t('order.move.close')}
          </Button>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="payment-submit">
            {t('order.payment.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
