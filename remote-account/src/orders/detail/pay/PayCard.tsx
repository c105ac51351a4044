import { CopyOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import QRCode from 'antd/es/qr-code';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState, type ReactNode } from 'react';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { showToast } from '@teamwear/shared/ui';
import { copyText } from '../../../collections/live/copy-text';
import { saveFile } from '@teamwear/shared/ui/kit';
import { useServerData } from '../../../server-data/use-server-data';
import { formatCents } from '../../format/cents';
import { formatOrderDate } from '../../format/order-date';
import { fetchInvoice, fetchOrderPayment } from './pay-api';
import { invoiceFileName, msUntilFirstExpiry, payViewOf, type PayView } from './pay-view';
import { PaymentLines } from './PaymentLines';
import { useTranslation } from './strings';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';

export interface PayCardProps {
  orderId: string;
  /** Changes when the order does (a payment, a new status): the card then asks again what is due. */
  version: string;
}

const rowStyle = { display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', margin: 0 } as const;

/**
 * The order's Pay card (issue 38): what is due now and before which step, what was paid, a KHQR code
 * for exactly that amount, the bank transfer with its reference, cash on delivery, the invoice, and
 * the payments so far with their receipts.
 * Loaded apart from the order: failing here leaves the rest of the page as it is.
 */
export default function PayCard({ orderId, version }: PayCardProps) {
  const { t, i18n } = useTranslation();
  const answer = useServerData({ key: `order-payment ${orderId} ${version}`, load: (signal) => fetchOrderPayment(orderId, signal) });
  // A code a bank no longer takes is asked anew when it expires, keeping the card shown meanwhile.
  const codes = answer.kind === 'ready' ? answer.data.khqr : null;
  const { refresh } = answer;
  useEffect(() => {
    const untilExpiry = codes ? msUntilFirstExpiry(codes, Date.now()) : null;
    if (untilExpiry === null) return undefined;
    const timer = setTimeout(refresh, untilExpiry);
    return () => clearTimeout(timer);
  }, [codes, refresh]);
  const title = (
    <Heading level={2} id="order-pay-title" style={{ fontSize: 18, margin: 0 }}>
      {t('orderPay.title')}
    </Heading>
  );

  let body: ReactNode;
  if (answer.kind === 'failed') {
    body = (
      <Alert
        type="warning"
        showIcon
        message={answer.status === 0 ? t('orderPay.offline') : t('orderPay.loadFailed')}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={answer.reload} data-testid="order-pay-retry">
            {t('orderPay.retry')}
          </Button>
        }
        data-testid="order-pay-failed"
      />
    );
  } else if (answer.kind === 'loading') {
    body = <Skeleton active paragraph={{ rows: 3 }} title={false} aria-label={t('orderPay.loading')} />;
  } else {
    body = <PayDetails orderId={orderId} view={payViewOf(answer.data, i18n.language)} />;
  }
  return (
    <section aria-labelledby="order-pay-title">
      <SurfaceCard title={title} testId="order-pay">
        {body}
      </SurfaceCard>
    </section>
  );
}

function PayDetails({ orderId, view }: { orderId: string; view: PayView }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const { invoiceNumber, bankTransfer } = view;

  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast(copied ? { severity: 'success', summary: t('orderPay.copied') } : { severity: 'warn', summary: t('orderPay.copyFailed') });
  };
  const download = async (invoiceNumber: number) => {
    setDownloading(true);
    const result = await fetchInvoice(orderId, i18n.language === 'kh' ? 'kh' : 'en');
    setDownloading(false);
    if (!result.ok || !(result.data instanceof Blob)) {
      showToast({ severity: 'error', summary: !result.ok && result.status === 0 ? t('orderPay.offline') : t('orderPay.invoiceFailed') });
      return;
    }
    saveFile(result.data, invoiceFileName(invoiceNumber));
  };

  return (
    <Flex vertical gap={16}>
      <dl style={rowStyle} data-testid="order-pay-amounts">
        {view.due ? (
          <>
            <dt>
              <strong>{t(`orderPay.due.${view.due.kind}`)}</strong>
            </dt>
            <dd style={{ margin: 0, textAlign: 'end', fontWeight: 700 }} data-testid="order-pay-due">
              {formatCents(view.due.cents)}
            </dd>
          </>
        ) : null}
        <dt>{t('orderPay.paid')}</dt>
        <dd style={{ margin: 0, textAlign: 'end' }} data-testid="order-pay-paid">
          {formatCents(view.paidCents)}
        </dd>
      </dl>
      {view.due ? (
        view.due.before ? (
          <Paragraph style={{ margin: 0 }} data-testid="order-pay-before">
            {t(`orderPay.before.${view.due.before}`)}
          </Paragraph>
        ) : null
      ) : (
        <Alert type="success" showIcon message={t('orderPay.nothingDue')} data-testid="order-pay-settled" />
      )}
      {view.codes.map((code) => (
        <section key={code.currency} aria-label={t('orderPay.khqrTitle', { amount: code.amountLabel })} data-testid={`order-pay-khqr-${code.currency}`}>
          <Heading level={3} style={{ fontSize: 16, marginTop: 0 }}>
            {t('orderPay.khqrTitle', { amount: code.amountLabel })}
          </Heading>
          <Flex vertical align="center" gap={8}>
            <QRCode value={code.payload} type="svg" size={200} bordered={false} bgColor="#ffffff" color="#000000" aria-label={t('orderPay.khqrLabel', { amount: code.amountLabel })} data-testid="order-pay-qr" />
            <Text tone="secondary" style={{ textAlign: 'center' }}>
              {t('orderPay.khqrHint', { until: formatOrderDate(code.expiresAt, i18n.language, SHOP_DAY_TIME_ZONE) })}
            </Text>
          </Flex>
        </section>
      ))}
      {view.bankTransfer ? (
        <section aria-labelledby="order-pay-bank-title" data-testid="order-pay-bank">
          <Heading level={3} id="order-pay-bank-title" style={{ fontSize: 16, marginTop: 0 }}>
            {t('orderPay.bankTitle')}
          </Heading>
          <dl style={{ ...rowStyle, gridTemplateColumns: 'auto 1fr' }}>
            <dt>{t('orderPay.bankName')}</dt>
            <dd style={{ margin: 0 }}>{view.bankTransfer.bankName}</dd>
            <dt>{t('orderPay.accountName')}</dt>
            <dd style={{ margin: 0 }}>{view.bankTransfer.accountName}</dd>
            <dt>{t('orderPay.accountNumber')}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <Text strong>{view.bankTransfer.accountNumber}</Text>{' '}
              <Button size="small" type="text" icon={<CopyOutlined aria-hidden />} aria-label={t('orderPay.copyAccount')} onClick={() => void copy(bankTransfer?.accountNumber ?? '')} />
            </dd>
            <dt>{t('orderPay.reference')}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <Text strong data-testid="order-pay-reference">
                {view.bankTransfer.reference}
              </Text>{' '}
              <Button size="small" type="text" icon={<CopyOutlined aria-hidden />} aria-label={t('orderPay.copyReference')} onClick={() => void copy(bankTransfer?.reference ?? '')} />
            </dd>
          </dl>
          <Text tone="secondary">{t('orderPay.referenceHint')}</Text>
        </section>
      ) : null}
      {view.cashOnDelivery ? (
        <Paragraph style={{ margin: 0 }} data-testid="order-pay-cash">
          {t('orderPay.cashOnDelivery')}
        </Paragraph>
      ) : null}
      {invoiceNumber !== null ? (
        <Button icon={<FilePdfOutlined aria-hidden />} loading={downloading} onClick={() => void download(invoiceNumber)} data-testid="order-pay-invoice">
          {t('orderPay.downloadInvoice', { number: invoiceNumber })}
        </Button>
      ) : null}
      <PaymentLines orderId={orderId} payments={view.payments} />
    </Flex>
  );
}
