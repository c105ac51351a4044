import { ReloadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { EntryPaymentLine, PayingCollection, PayingEntry } from '@teamwear/shared/contracts';
import { responsiveDialogWidth, showToast } from '@teamwear/shared/ui';
import { visuallyHidden } from '@teamwear/shared/ui/kit';
import { Heading, SurfaceCard, TagLabel, Text, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../common/use-staff-answer';
import { formatCents, formatDay } from '../common/formats';
import { useTranslation } from '../strings';
import { PAYMENT_NOTE_MAX } from '../order/payments/payment-form';
import { fetchPlayerPayments, reversePlayerPayment } from './player-payments-api';
import { PlayerPaymentDialog } from './PlayerPaymentDialog';

const STATE_COLOURS = {
  paid: { color: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  part: { color: '#873800', background: '#fff7e6', border: '#ffd591' },
  unpaid: { color: '#873800', background: '#fff7e6', border: '#ffd591' },
} as const;

/**
 * /backoffice/orders?view=players (issue 38): the size collections whose players pay their share,
 * each player with the reference their KHQR code and transfer carry (search by what the bank app
 * shows), what the shop has recorded, and the lines: record a payment, reverse one with a note.
 */
export function PlayerPayments({ search }: { search: string }) {
  const { t } = useTranslation();
  const answer = useStaffAnswer(`player-payments?${search}`, (signal) => fetchPlayerPayments(search, signal));
  const [recording, setRecording] = useState<{ collection: PayingCollection; entry: PayingEntry } | null>(null);
  const [reversing, setReversing] = useState<{ collection: PayingCollection; entry: PayingEntry; line: EntryPaymentLine } | null>(null);
  if (answer.kind === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (answer.kind === 'failed')
    return (
      <WarningResult
        title={answer.status === 0 ? t('orders.offline') : answer.status === 403 ? t('playerPayments.forbidden') : t('orders.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={answer.reload}>
            {t('orders.tryAgain')}
          </Button>
        }
      />
    );
  const collections = answer.data.data;
  const changed = (message: string) => {
    setRecording(null);
    setReversing(null);
    answer.reload();
    showToast({ severity: 'success', summary: message });
  };
  return (
    <Flex vertical gap={16} data-testid="player-payments">
      <Text tone="secondary">{t('playerPayments.intro')}</Text>
      {collections.length === 0 ? <Empty description={search ? t('playerPayments.noneFound') : t('playerPayments.none')} /> : null}
      {collections.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} onRecord={(entry) => setRecording({ collection, entry })} onReverse={(entry, line) => setReversing({ collection, entry, line })} />
      ))}
      {recording ? <PlayerPaymentDialog {...recording} onClose={() => setRecording(null)} onRecorded={() => changed(t('playerPayments.recorded'))} /> : null}
      {reversing ? <ReverseLineDialog {...reversing} onClose={() => setReversing(null)} onReversed={() => changed(t('playerPayments.reversed'))} /> : null}
    </Flex>
  );
}

function CollectionCard({ collection, onRecord, onReverse }: { collection: PayingCollection; onRecord: (entry: PayingEntry) => void; onReverse: (entry: PayingEntry, line: EntryPaymentLine) => void }) {
  const { t, i18n } = useTranslation();
  const columns: ColumnsType<PayingEntry> = [
    { key: 'name', title: t('playerPayments.player'), render: (_, entry) => (entry.number === null ? entry.name : `${entry.name} #${entry.number}`) },
    { key: 'reference', title: t('playerPayments.reference'), render: (_, entry) => <code>{entry.reference}</code> },
    {
      key: 'state',
      title: t('playerPayments.paid'),
      render: (_, entry) => (
        <TagLabel colours={STATE_COLOURS[entry.state]} data-testid="player-payment-state" data-state={entry.state}>
          {entry.state === 'paid' ? t('playerPayments.statePaid') : entry.state === 'part' ? t('playerPayments.statePart', { paid: formatCents(entry.paidCents) }) : t('playerPayments.stateUnpaid')}
        </TagLabel>
      ),
    },
    {
      key: 'lines',
      title: t('playerPayments.lines'),
      render: (_, entry) => (
        <Flex vertical gap={4}>
          {entry.payments.map((line) => (
            <Flex key={line.id} gap={8} align="center" wrap>
              <Text>
                {formatCents(line.amountCents)} · {t(`order.payment.methods.${line.method}`)}
                {line.reference ? ` · ${line.reference}` : ''} · {formatDay(line.receivedOn, i18n.language)}
                {line.orderNumber !== null ? ` · ${t('playerPayments.onOrder', { number: line.orderNumber })}` : ''}
              </Text>
              {line.note ? <Text tone="secondary">{line.note}</Text> : null}
              {line.amountCents > 0 && line.reversedById === null && line.orderNumber === null ? (
                <Button size="small" onClick={() => onReverse(entry, line)} data-testid="player-payment-reverse">
                  {t('order.payments.reverse')}
                </Button>
              ) : null}
            </Flex>
          ))}
        </Flex>
      ),
    },
    {
      key: 'record',
      title: <span style={visuallyHidden}>{t('playerPayments.record')}</span>,
      render: (_, entry) =>
        entry.state === 'paid' ? null : (
          <Button size="small" type="primary" onClick={() => onRecord(entry)} data-testid="player-payment-record" aria-label={t('playerPayments.recordFor', { name: entry.name })}>
            {t('playerPayments.record')}
          </Button>
        ),
    },
  ];
  return (
    <SurfaceCard
      title={
        <Heading level={2} style={{ fontSize: 16, margin: 0 }}>
          {collection.title}
        </Heading>
      }
      testId="player-payments-collection"
    >
      <Flex vertical gap={8}>
        <Text tone="secondary">
          {t('playerPayments.summary', { manager: collection.customerName, share: formatCents(collection.shareCents), collected: formatCents(collection.collectedCents), expected: formatCents(collection.expectedCents) })}
        </Text>
        <Table<PayingEntry>
          rowKey="id"
          columns={columns}
          dataSource={collection.entries}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          onRow={(entry) => ({ 'data-testid': 'player-payment-row', 'data-reference': entry.reference }) as React.HTMLAttributes<HTMLElement>}
        />
      </Flex>
    </SurfaceCard>
  );
}

function ReverseLineDialog({
  collection,
  entry,
  line,
  onClose,
  onReversed,
}: {
  collection: PayingCollection;
  entry: PayingEntry;
  line: EntryPaymentLine;
  onClose: () => void;
  onReversed: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!note.trim()) {
      setProblem(t('order.payments.reverseNoteRequired'));
      return;
    }
    setSending(true);
    const result = await reversePlayerPayment(collection.id, entry.id, line.id, { note });
    setSending(false);
    if (result.ok) onReversed();
    else setProblem(result.status === 0 ? t('order.errors.offline') : result.error.message);
  };
  return (
    <Modal
      open
      title={t('order.payments.reverseTitle', { amount: formatCents(line.amountCents) })}
      onCancel={onClose}
      width={responsiveDialogWidth(window.innerWidth, 480)}
      destroyOnHidden
      onOk={() => void send()}
      okText={t('order.payments.reverseSubmit')}
      cancelText={t('order.move.close')}
      confirmLoading={sending}
      data-testid="player-reverse-dialog"
    >
      <p>{t('order.payments.reverseIntro')}</p>
      <label htmlFor="player-reverse-note">{t('order.payments.reverseNote')}</label>
      <Input.TextArea id="player-reverse-note" maxLength={PAYMENT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} status={problem ? 'error' : undefined} />
      {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginTop: 8 }} /> : null}
    </Modal>
  );
}
