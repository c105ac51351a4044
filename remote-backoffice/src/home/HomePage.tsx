import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { mayDo } from '@teamwear/shared/contracts/plain';
import { Navigate } from '@teamwear/shared/router';
import { showToast } from '@teamwear/shared/ui';
import { Heading, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../common/use-staff-answer';
import { readerTimeZone } from '../orders/wait-text';
import { STAFF_ORDERS_PATH, useStaffRole } from '../session';
import { useTranslation } from '../strings';
import { exportNumbers } from './export-numbers';
import { numbersRequest } from './numbers-api';
import { NumbersView } from './NumbersView';

/**
 * /backoffice: the shop's numbers, this week and the twelve before it in the reader's time zone
 * (the one the orders table counts its days in), with the revenue as a chart and the weeks as CSV.
 * The workshop, which may not see money, is sent to the orders instead.
 */
export function HomePage() {
  const role = useStaffRole();
  if (!mayDo(role, 'numbers')) return <Navigate to={STAFF_ORDERS_PATH} replace />;
  return <Numbers />;
}

function Numbers() {
  const { t } = useTranslation();
  const [timeZone] = useState(readerTimeZone);
  const { key, load } = numbersRequest(timeZone);
  const answer = useStaffAnswer(key, load);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    const result = await exportNumbers(timeZone);
    setExporting(false);
    if (!result.ok) showToast({ severity: 'error', summary: result.status === 0 ? t('home.offline') : t('home.exportFailed') });
  };

  return (
    <section data-remote="backoffice" data-testid="home-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('home.title')}
        </Heading>
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void onExport()} data-testid="export-numbers">
          {t('home.exportCsv')}
        </Button>
      </Flex>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      {answer.kind === 'failed' ? (
        <WarningResult
          title={t('home.loadFailed')}
          subTitle={answer.status === 0 ? t('home.offline') : t('home.tryAgainLater')}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={answer.reload}>
              {t('common.retry')}
            </Button>
          }
          testId="numbers-failed"
        />
      ) : null}
      {answer.kind === 'ready' ? <NumbersView numbers={answer.data.data} /> : null}
    </section>
  );
}
