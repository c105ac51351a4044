import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useRef, useState } from 'react';
import type { Payment, ProviderOrder } from '@teamwear/shared/contracts';
import type { OrderWithMoney } from '../money/order-money';
import { ORDER_STATUS_FACTS } from '@teamwear/shared/orders/life-cycle';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { formatCents, formatDay, formatWhen } from '../../common/formats';
import { PaymentDialog } from './PaymentDialog';
import { ReceiptButton } from './ReceiptButton';
import { ReverseDialog } from './ReverseDialog';

const cell = { padding: '6px 8px', textAlign: 'start' as const, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)', verticalAlign: 'top' as const };

/** The payments recorded (amount, method, reference, day, who, the receipt to download), what is still due, and "Record a payment" while something is. */
export function PaymentsCard({ order, onChanged }: { order: OrderWithMoney; onChanged: (order: ProviderOrder) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const takesPayments = ORDER_STATUS_FACTS[order.status].owed && order.balanceDueCents > 0;

  return (
    <Flex vertical gap={12} data-testid="order-payments">
      {order.payments.length > 0 ? (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', minWidth: 520 }}>
            <caption className="order-visually-hidden">{t('order.payments.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>{t('order.payments.day')}</th>
                <th scope="col" style={{ ...cell, textAlign: 'end' }}>{t('order.payments.amount')}</th>
                <th scope="col" style={cell}>{t('order.payments.method')}</th>
                <th scope="col" style={cell}>{t('order.payments.reference')}</th>
                <th scope="col" style={cell}>{t('order.payments.by')}</th>
                <th scope="col" style={cell}>{t('order.payments.receipt')}</th>
                <th scope="col" style={cell}>
                  <span className="order-visually-hidden">{t('order.payments.reverse')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id} data-testid="order-payment">
                  <td style={cell}>{formatDay(payment.receivedOn, i18n.language)}</td>
                  <td style={{ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{formatCents(payment.amountCents)}</td>
                  <td style={cell}>
                    {payment.method ? t(`order.payment.methods.${payment.method}`) : '—'}
                    {payment.reversesPaymentId ? <div data-testid="order-payment-reversal">{t('order.payments.reversal')}</div> : null}
                    {payment.reversedById ? <div data-testid="order-payment-reversed">{t('order.payments.reversed')}</div> : null}
                  </td>
                  <td style={{ ...cell, overflowWrap: 'anywhere' }}>
                    {payment.reference || '—'}
                    {payment.note ? <div style={{ whiteSpace: 'pre-wrap', color: 'var(--ant-color-text-secondary, #595959)' }}>{payment.note}</div> : null}
                  </td>
                  <td style={cell}>
                    {payment.recordedBy ?? t('order.timeline.byShop')}
                    <div style={{ color: 'var(--ant-color-text-secondary, #595959)' }}>
                      <time dateTime={payment.recordedAt}>{formatWhen(payment.recordedAt, i18n.language)}</time>
                    </div>
                  </td>
                  <td style={cell}>
                    <ReceiptButton orderId={order.id} payment={payment} />
                  </td>
                  <td style={cell}>
                    {payment.amountCents > 0 && !payment.reversedById ? (
                      <Button size="small" onClick={() => setReversing(payment)} data-testid="order-payment-reverse">
                        {t('order.payments.reverse')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Typography.Text type="secondary">{t('order.payments.none')}</Typography.Text>
      )}
      <div tabIndex={-1} data-testid="order-payments-due" style={{ fontWeight: 600 }}>
        {t('order.payments.due', { amount: formatCents(order.balanceDueCents) })}
      </div>
      {takesPayments ? (
        <div>
          <Button ref={button} icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="order-record-payment">
            {t('order.payments.record')}
          </Button>
        </div>
      ) : null}
      {reversing ? (
        <ReverseDialog
          orderId={order.id}
          payment={reversing}
          onClose={() => setReversing(null)}
          onReversed={(reversed) => {
            setReversing(null);
            onChanged(reversed);
            showToast({ severity: 'success', summary: t('order.payments.reverseDone', { amount: formatCents(reversed.balanceDueCents ?? 0) }) });
          }}
        />
      ) : null}
      {open ? (
        <PaymentDialog
          order={order}
          onClose={() => setOpen(false)}
          onRecorded={(recorded) => {
            setOpen(false);
            onChanged(recorded);
            showToast({ severity: 'success', summary: t('order.payment.done', { amount: formatCents(recorded.balanceDueCents ?? 0) }) });
            window.setTimeout(() => (button.current?.isConnected ? button.current.focus() : document.querySelector<HTMLElement>('[data-testid="order-payments-due"]')?.focus()), 0);
          }}
        />
      ) : null}
    </Flex>
  );
}
