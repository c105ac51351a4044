import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { moveOrder } from '../api/order-api';
import type { StaffMove } from '../staff-actions';
import { formatCents } from '../../common/formats';
import { CARRIER_MAX, checkMove, fieldErrorsOf, moneyRefusalWords, MOVE_NOTE_MAX, TRACKING_MAX, type MoveDraft, type MoveField } from './move-form';

const FIELDS: readonly MoveField[] = ['note', 'carrier', 'trackingReference'];

export interface MoveDialogProps {
  order: Pick<ProviderOrder, 'id' | 'number'>;
  move: StaffMove;
  onClose: () => void;
  /** The order as the move answered it. */
  onMoved: (order: ProviderOrder) => void;
  /** The order moved on meanwhile (409): read it again. */
  onStale: () => void;
}

/**
 * One move of the order, with its note (the reason, required, to reject or cancel), the carrier and
 * tracking reference to ship; checked before sending, the API's field errors beside their fields,
 * and, for a move that cannot be undone, a second step that asks before sending.
 */
export function MoveDialog({ order, move, onClose, onMoved, onStale }: MoveDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MoveDraft>({ note: '', carrier: '', trackingReference: '' });
  const [errors, setErrors] = useState<Partial<Record<MoveField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  // The API refused the move for a balance its payment rules ask first (409 BALANCE_DUE): the shop may override, with a note.
  const [overrideOffered, setOverrideOffered] = useState(false);
  const [override, setOverride] = useState(false);
  const noteRequired = move.reasonRequired || override;
  const words = (key: string, values?: Record<string, unknown>) => t(`order.move.${move.action}.${key}`, { number: order.number, ...values });

  const set = (field: MoveField) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async () => {
    const checked = checkMove(move, draft, override);
    if (!checked.ok) {
      setConfirming(false);
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, t(`order.move.errors.${problem}`)])));
      return;
    }
    if (move.final && !confirming) {
      setConfirming(true);
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await moveOrder(order.id, checked.request);
    setSending(false);
    if (result.ok) {
      onMoved(result.data.data);
      return;
    }
    setConfirming(false);
    if (result.status === 400) {
      const { byField, other } = fieldErrorsOf(result.error.fields, FIELDS);
      setErrors(byField);
      setRefusal(other.length > 0 || Object.keys(byField).length === 0 ? (other.join(' ') || result.error.message) : null);
      return;
    }
    if (result.status === 409 && (result.error.code === 'DEPOSIT_MISSING' || result.error.code === 'BALANCE_DUE')) {
      // The order did not move: how much is missing, from the API's amounts, in the page's language.
      const words = moneyRefusalWords(result.error.code, result.body);
      const amounts = 'requiredCents' in words ? { required: formatCents(words.requiredCents), missing: formatCents(words.missingCents) } : 'dueCents' in words ? { due: formatCents(words.dueCents) } : {};
      setRefusal(t(`order.move.refusals.${words.key}`, { number: order.number, ...amounts }));
      setOverrideOffered(result.error.code === 'BALANCE_DUE');
      return;
    }
    if (result.status === 409) {
      const status = (result.body as { status?: unknown } | undefined)?.status;
      setRefusal(
        result.error.code === 'PROOF_NOT_APPROVED'
          ? t('order.actions.proofNotApproved')
          : typeof status === 'string'
            ? t('order.move.errors.movedOn', { status: t(`order.status.${status}`) })
            : result.error.message,
      );
      onStale();
      return;
    }
    setRefusal(result.status === 0 ? t('order.errors.offline') : result.status === 429 ? result.error.message : t('order.errors.somethingWentWrong'));
  };

  const help = (field: MoveField) => (errors[field] ? <span data-testid={`move-${field}-error`}>{errors[field]}</span> : undefined);
  return (
    <Modal
      open
      title={words('title')}
      onCancel={onClose}
      width={responsiveDialogWidth(window.innerWidth, 520)}
      destroyOnHidden
      maskClosable={!sending}
      footer={null}
      data-testid="move-dialog"
    >
      <Form layout="vertical" onFinish={() => void send()} requiredMark={false} noValidate>
        <Typography.Paragraph>{words('intro')}</Typography.Paragraph>
        {move.shipment ? (
          <>
            <Form.Item label={t('order.move.carrier')} htmlFor="move-carrier" validateStatus={errors.carrier ? 'error' : undefined} help={help('carrier')} required>
              <Input id="move-carrier" value={draft.carrier} onChange={set('carrier')} maxLength={CARRIER_MAX} autoComplete="off" aria-required="true" aria-invalid={errors.carrier ? true : undefined} autoFocus data-testid="move-carrier" />
            </Form.Item>
            <Form.Item label={t('order.move.tracking')} htmlFor="move-tracking" validateStatus={errors.trackingReference ? 'error' : undefined} help={help('trackingReference')} required>
              <Input id="move-tracking" value={draft.trackingReference} onChange={set('trackingReference')} maxLength={TRACKING_MAX} autoComplete="off" aria-required="true" aria-invalid={errors.trackingReference ? true : undefined} data-testid="move-tracking" />
            </Form.Item>
          </>
        ) : null}
        {overrideOffered ? (
          <Form.Item extra={t('order.move.overrideHint')} style={{ marginBottom: 12 }}>
            <Checkbox
              checked={override}
              onChange={(event) => {
                setOverride(event.target.checked);
                setErrors((current) => ({ ...current, note: undefined }));
              }}
              data-testid="move-override"
            >
              {t('order.move.override')}
            </Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item
          label={noteRequired ? t('order.move.reason') : t('order.move.note')}
          htmlFor="move-note"
          extra={noteRequired ? t('order.move.reasonHint') : t('order.move.noteHint')}
          validateStatus={errors.note ? 'error' : undefined}
          help={help('note')}
          required={noteRequired}
        >
          <Input.TextArea
            id="move-note"
            value={draft.note}
            onChange={set('note')}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={MOVE_NOTE_MAX}
            aria-required={noteRequired ? true : undefined}
            aria-invalid={errors.note ? true : undefined}
            autoFocus={!move.shipment}
            data-testid="move-note"
          />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} data-testid="move-refusal" /> : null}
        {confirming ? <Alert type="warning" showIcon role="alert" title={words('confirm')} style={{ marginBottom: 16 }} data-testid="move-confirm" /> : null}
        <Flex justify="end" gap={8} wrap>
          <Button onClick={confirming ? () => setConfirming(false) : onClose} disabled={sending} data-testid="move-back">
            {confirming ? t('order.move.goBack') : t('order.move.close')}
          </Button>
          <Button type="primary" danger={move.danger} htmlType="submit" loading={sending} autoFocus={confirming} data-testid="move-submit">
            {confirming ? words('confirmAccept') : words('submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
