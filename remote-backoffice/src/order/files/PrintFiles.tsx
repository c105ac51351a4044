import { FileZipOutlined, ReloadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { fetchProductionZip, retryProduction } from '../api/order-api';
import { formatWhen } from '../../common/formats';
import { productionView } from '../production/production-progress';
import { filesProblemOf, type FilesProblem } from './download-problem';
import { saveFile } from '@teamwear/shared/ui/kit';
import { useProduction } from './use-production';

/**
 * The print files of an order the shop approved: their making followed live ("21 of 63"), the ZIP
 * once made, and "Make the files again" after the making failed, with why it failed.
 */
export function PrintFiles({ order }: { order: Pick<ProviderOrder, 'id' | 'number' | 'status' | 'events'> }) {
  const { t, i18n } = useTranslation();
  // Read afresh when the order moves (approving queues the files; an event is appended).
  const { load, show } = useProduction(order.id, `${order.status}-${order.events.length}`);
  const [working, setWorking] = useState<'zip' | 'retry' | null>(null);
  const [problem, setProblem] = useState<{ kind: FilesProblem; message: string } | null>(null);

  const downloadZip = async () => {
    setWorking('zip');
    setProblem(null);
    const result = await fetchProductionZip(order.id);
    setWorking(null);
    if (result.ok) saveFile(result.data, `order-${order.number}-production.zip`);
    else setProblem({ kind: filesProblemOf(result), message: result.error.message });
  };

  const retry = async () => {
    setWorking('retry');
    setProblem(null);
    const result = await retryProduction(order.id);
    setWorking(null);
    if (result.ok) show(result.data.data);
    else setProblem({ kind: filesProblemOf(result), message: result.error.message });
  };

  if (load.kind === 'loading') return <Typography.Text type="secondary" role="status">{t('order.files.loading')}</Typography.Text>;
  if (load.kind === 'failed') {
    const kind = filesProblemOf(load);
    return <Alert type={kind === 'noPrintFiles' ? 'info' : 'error'} showIcon title={t(`order.files.errors.${kind}`)} description={kind === 'other' || kind === 'offline' ? undefined : load.error.message} data-testid="order-files-problem" />;
  }

  const view = productionView(load.status);
  return (
    <Flex vertical gap={12} data-testid="order-files" data-state={load.status.state}>
      {view.kind === 'making' ? (
        <div>
          <Typography.Text id="order-files-progress-label">{view.queued && view.total === 0 ? t('order.files.queued') : t('order.files.making')}</Typography.Text>
          <Progress
            percent={view.percent}
            status="active"
            aria-labelledby="order-files-progress-label"
            aria-valuetext={t('order.files.stepsOf', { done: formatNumber(view.done), total: formatNumber(view.total) })}
            format={() => (view.total > 0 ? t('order.files.stepsOf', { done: formatNumber(view.done), total: formatNumber(view.total) }) : '')}
            data-testid="order-files-progress"
          />
        </div>
      ) : null}
      {view.kind === 'ready' ? (
        <Typography.Text data-testid="order-files-ready">
          {view.finishedAt ? t('order.files.madeOn', { date: formatWhen(view.finishedAt, i18n.language) }) : t('order.files.made')}
        </Typography.Text>
      ) : null}
      {view.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('order.files.failed')}
          description={view.reason || undefined}
          data-testid="order-files-failed"
          action={
            <Button icon={<ReloadOutlined aria-hidden />} loading={working === 'retry'} onClick={() => void retry()} data-testid="order-files-retry">
              {t('order.files.retry')}
            </Button>
          }
        />
      ) : null}
      <div>
        <Button type={view.kind === 'ready' ? 'primary' : 'default'} icon={<FileZipOutlined aria-hidden />} loading={working === 'zip'} onClick={() => void downloadZip()} data-testid="order-files-zip">
          {t('order.files.downloadZip')}
        </Button>
      </div>
      {problem ? <Alert type="warning" showIcon role="alert" title={t(`order.files.errors.${problem.kind}`)} description={problem.kind === 'other' || problem.kind === 'offline' ? undefined : problem.message} data-testid="order-files-download-problem" /> : null}
    </Flex>
  );
}
