import { FilePdfOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useState } from 'react';
import { showToast } from '@teamwear/shared/ui';
import { saveFile, visuallyHidden } from '@teamwear/shared/ui/kit';
import { formatCents } from '../../format/cents';
import { formatOrderDay } from '../../format/order-date';
import { fetchReceipt } from './pay-api';
import { receiptFileName, type PaymentLineView } from './pay-view';
import { useTranslation } from './strings';
import { Heading, Text } from '@teamwear/shared/ui/kit/themed';

const cell = { padding: '6px 8px 6px 0', textAlign: 'start' as const, verticalAlign: 'top' as const, borderBottom: '1px solid #f0f0f0' };

/** The payments so far (a reversal as a line of its own), each with its receipt to download. */
export function PaymentLines({ orderId, payments }: { orderId: string; payments: readonly PaymentLineView[] }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  if (payments.length === 0) return null;
  const lang = i18n.language === 'kh' ? 'kh' : 'en';

  const download = async (line: PaymentLineView, receiptNumber: number) => {
    setDownloading(line.id);
    const result = await fetchReceipt(orderId, line.id, lang);
    setDownloading(null);
    if (!result.ok || !(result.data instanceof Blob)) {
      showToast({ severity: 'error', summary: !result.ok && result.status === 0 ? t('orderPay.offline') : t('orderPayments.receiptFailed') });
      return;
    }
    saveFile(result.data, receiptFileName(receiptNumber));
  };

  return (
    <section aria-labelledby="order-pay-payments-title" data-testid="order-pay-payments">
      <Heading level={3} id="order-pay-payments-title" style={{ fontSize: 16, marginTop: 0 }}>
        {t('orderPayments.title')}
      </Heading>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>{t('orderPayments.day')}</th>
              <th scope="col" style={{ ...cell, textAlign: 'end' }}>{t('orderPayments.amount')}</th>
              <th scope="col" style={cell}>{t('orderPayments.method')}</th>
              <th scope="col" style={cell}>
                <span style={visuallyHidden}>{t('orderPayments.downloadReceipt')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((line) => (
              <tr key={line.id} data-testid="order-pay-payment" data-state={line.state}>
                <td style={cell}>{formatOrderDay(`${line.day}T00:00:00Z`, i18n.language, 'UTC')}</td>
                <td style={{ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatCents(line.amountCents)}</td>
                <td style={{ ...cell, overflowWrap: 'anywhere' }}>
                  {line.method ? t(`orderPayments.methods.${line.method}`) : t('orderPayments.methodUnknown')}
                  {line.reference ? <div style={{ color: '#595959' }}>{line.reference}</div> : null}
                  {line.state === 'reversed' ? <div data-testid="order-pay-payment-reversed">{t('orderPayments.reversed')}</div> : null}
                  {line.state === 'reversal' ? <div data-testid="order-pay-payment-reversal">{t('orderPayments.reversal')}</div> : null}
                </td>
                <td style={{ ...cell, textAlign: 'end' }}>
                  {line.receiptNumber !== null ? (
                    <Button
                      size="small"
                      icon={<FilePdfOutlined aria-hidden />}
                      loading={downloading === line.id}
                      onClick={() => void download(line, line.receiptNumber as number)}
                      aria-label={t('orderPayments.downloadReceiptNumber', { number: line.receiptNumber })}
                      data-testid="order-pay-receipt"
                    >
                      {t('orderPayments.downloadReceipt')}
                    </Button>
                  ) : (
                    <Text tone="secondary">{t('orderPayments.noReceipt')}</Text>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
