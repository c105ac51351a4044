import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { Payment, ProviderOrder } from '@teamwear/shared/contracts';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { formatCents } from '../../common/formats';
import { useTranslation } from '../../strings';
import { reversePayment } from '../api/order-api';
import { PAYMENT_NOTE_MAX } from './payment-form';

export interface ReverseDialogProps {
  orderId: string;
  payment: Pick<Payment, 'id' | 'amountCents'>;
  onClose: () => void;
  onReversed: (order: ProviderOrder) => void;
}

/** A payment recorded by mistake, reversed with a note: the API adds a reversal line, the payment stays. */
export function ReverseDialog({ orderId, payment, onClose, onReversed }: ReverseDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (note.trim() === '') {
      setProblem(t('order.payments.reverseNoteRequired'));
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await reversePayment(orderId, payment.id, { note: note.trim() });
    setSending(false);
    if (result.ok) onReversed(result.data.data);
    else if (result.status === 0) setRefusal(t('order.errors.offline'));
    else if (result.status === 400 || result.status === 409 || result.status === 404) setRefusal(result.error.fields?.note ?? result.error.message);
    else setRefusal(t('order.errors.somethingWentWrong'));
  };

  return (
    <Modal open title={t('order.payments.reverseTitle', { amount: formatCents(payment.amountCents) })} onCancel={onClose} width={responsiveDialogWidth(window.innerWidth, 480)} destroyOnHidden footer={null} data-testid="reverse-dialog">
      <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void send()}>
        <Typography.Paragraph>{t('order.payments.reverseIntro')}</Typography.Paragraph>
        <Form.Item label={t('order.payments.reverseNote')} htmlFor="reverse-note" validateStatus={problem ? 'error' : undefined} help={problem} required>
          <Input.TextArea
            id="reverse-note"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setProblem(null);
            }}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={PAYMENT_NOTE_MAX}
            aria-required="true"
            aria-invalid={problem ? true : undefined}
            autoFocus
            data-testid="reverse-note"
          />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} data-testid="reverse-refusal" /> : null}
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose} disabled={sending}>
            {t('order.move.close')}
          </Button>
          <Button type="primary" danger htmlType="submit" loading={sending} data-testid="reverse-submit">
            {t('order.payments.reverseSubmit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
