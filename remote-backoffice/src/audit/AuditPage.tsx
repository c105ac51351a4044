import { useMemo, useState } from 'react';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { AUDIT_AREAS, type AuditEntry } from '@teamwear/shared/contracts';
import { useSearchParams } from '@teamwear/shared/router';
import { showToast } from '@teamwear/shared/ui';
import { EmptyState, Heading, Paragraph, SurfaceCard, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { formatWhen } from '../common/formats';
import { saveFile } from '@teamwear/shared/ui/kit';
import { useStaffAnswer } from '../common/use-staff-answer';
import { useTranslation } from '../strings';
import { fetchAudit, fetchAuditCsv } from './audit-api';
import { auditFilters, auditViewParams, readAuditView, type AuditView } from './audit-filters';
import { changedFields } from './changed-fields';

const PAGE_SIZE = 50;
const control = { font: 'inherit', padding: '4px 8px', minHeight: 32 } as const;

/**
 * /backoffice/audit (owners): every change the team made, newest first, filtered by person, area
 * and days (kept in the address), each entry opening on what changed, field by field, before and
 * after; Export CSV writes every entry the filters keep.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const view = useMemo(() => readAuditView(new URLSearchParams(address)), [address]);
  const filters = auditFilters(view);
  const answer = useStaffAnswer(`audit?${auditViewParams(view).toString()}`, (signal) => fetchAudit({ ...filters, page: view.page, pageSize: PAGE_SIZE }, signal));
  const [exporting, setExporting] = useState(false);
  const show = (next: AuditView) => setParams(auditViewParams(next), { replace: true });
  const log = answer.kind === 'ready' ? answer.data : null;

  const onExport = async () => {
    setExporting(true);
    const result = await fetchAuditCsv(filters);
    setExporting(false);
    if (result.ok && result.data instanceof Blob) saveFile(result.data, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
    else showToast({ severity: 'error', summary: !result.ok && result.status === 0 ? t('audit.offline') : t('audit.exportFailed') });
  };

  const columns: ColumnsType<AuditEntry> = [
    { title: t('audit.columns.when'), dataIndex: 'at', render: (at: string) => formatWhen(at, i18n.language) },
    {
      title: t('audit.columns.who'),
      key: 'who',
      render: (_, entry) => (entry.actorId ? entry.actorName : t('audit.removedMember', { name: entry.actorName })),
    },
    { title: t('audit.columns.area'), dataIndex: 'area', render: (area: AuditEntry['area']) => t(`audit.areas.${area}`) },
    { title: t('audit.columns.action'), dataIndex: 'action', render: (action: string) => <code>{action}</code> },
    { title: t('audit.columns.subject'), dataIndex: 'subject', render: (subject: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{subject ?? t('audit.nothing')}</span> },
  ];

  return (
    <section data-remote="backoffice" data-testid="audit-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('audit.title')}
        </Heading>
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void onExport()} disabled={log?.total === 0} data-testid="audit-export">
          {t('audit.exportCsv')}
        </Button>
      </Flex>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('audit.intro')}
      </Paragraph>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }} data-testid="audit-filters">
        <label style={{ display: 'grid', gap: 4 }}>
          {t('audit.person')}
          <select value={view.actor} onChange={(event) => show({ ...view, actor: event.target.value, page: 1 })} style={control} data-testid="audit-person">
            <option value="">{t('audit.everyone')}</option>
            {(log?.actors ?? []).flatMap((actor) =>
              actor.id
                ? [
                    <option key={actor.id} value={actor.id}>
                      {actor.name}
                    </option>,
                  ]
                : [],
            )}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {t('audit.area')}
          <select value={view.area} onChange={(event) => show({ ...view, area: event.target.value as AuditView['area'], page: 1 })} style={control} data-testid="audit-area">
            <option value="">{t('audit.allAreas')}</option>
            {AUDIT_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`audit.areas.${area}`)}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {t('audit.from')}
          <input type="date" value={view.from} onChange={(event) => show({ ...view, from: event.target.value, page: 1 })} style={control} data-testid="audit-from" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {t('audit.to')}
          <input type="date" value={view.to} onChange={(event) => show({ ...view, to: event.target.value, page: 1 })} style={control} data-testid="audit-to" />
        </label>
        {view.actor || view.area || view.from || view.to ? <Button onClick={() => show({ actor: '', area: '', from: '', to: '', page: 1 })}>{t('audit.clear')}</Button> : null}
      </Flex>

      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {answer.kind === 'failed' ? (
        <WarningResult
          title={t('audit.loadFailed')}
          subTitle={answer.status === 0 ? t('audit.offline') : t('audit.tryAgainLater')}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={answer.reload}>
              {t('common.retry')}
            </Button>
          }
          testId="audit-failed"
        />
      ) : null}
      {log && log.total === 0 ? (
        <SurfaceCard testId="audit-empty">
          <EmptyState description={t('audit.none')} />
        </SurfaceCard>
      ) : null}
      {log && log.total > 0 ? (
        <>
          <Table<AuditEntry>
            rowKey="id"
            columns={columns}
            dataSource={log.data}
            pagination={false}
            loading={answer.kind === 'ready' && answer.refreshing}
            scroll={{ x: 'max-content' }}
            expandable={{ expandedRowRender: (entry) => <Changes entry={entry} />, rowExpandable: (entry) => changedFields(entry.before, entry.after).length > 0 }}
            data-testid="audit-table"
          />
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Pagination current={view.page} pageSize={PAGE_SIZE} total={log.total} showSizeChanger={false} onChange={(page) => show({ ...view, page })} />
          </Flex>
        </>
      ) : null}
    </section>
  );
}

/** What one entry changed, field by field. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const cell = { padding: '4px 12px 4px 0', textAlign: 'start' as const, verticalAlign: 'top' as const, overflowWrap: 'anywhere' as const };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="audit-changes">
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>{t('audit.details')}</caption>
      <thead>
        <tr>
          <th style={cell}>{t('audit.field')}</th>
          <th style={cell}>{t('audit.before')}</th>
          <th style={cell}>{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changedFields(entry.before, entry.after).map((change) => (
          <tr key={change.field}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              <code>{change.field || entry.action}</code>
            </th>
            <td style={cell}>{change.before ?? t('audit.nothing')}</td>
            <td style={cell}>{change.after ?? t('audit.nothing')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
