import { FilePdfOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { Payment } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { saveFile } from '@teamwear/shared/ui/kit';
import { fetchReceiptPdf } from '../api/order-api';

/** A payment line's receipt (issue 38), downloaded in the page's language; none for a line recorded before receipts. */
export function ReceiptButton({ orderId, payment }: { orderId: string; payment: Pick<Payment, 'id' | 'receiptNumber'> }) {
  const { t, i18n } = useTranslation();
  const [working, setWorking] = useState(false);
  const number = payment.receiptNumber ?? null;
  if (number === null) return <Typography.Text type="secondary">{t('order.payments.noReceipt')}</Typography.Text>;
  const lang = i18n.language === 'kh' ? 'kh' : 'en';

  const download = async () => {
    setWorking(true);
    const result = await fetchReceiptPdf(orderId, payment.id, lang);
    setWorking(false);
    if (result.ok && result.data instanceof Blob) saveFile(result.data, `receipt-${number}.pdf`);
    else showToast({ severity: 'error', summary: t('order.payments.receiptFailed') });
  };

  return (
    <Button
      size="small"
      icon={<FilePdfOutlined aria-hidden />}
      loading={working}
      onClick={() => void download()}
      aria-label={t('order.payments.downloadReceiptNumber', { number })}
      data-testid="order-payment-receipt"
    >
      {t('order.payments.downloadReceipt')}
    </Button>
  );
}
