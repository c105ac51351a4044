import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { WAITING_STATUSES, type LeadTimes, type LeadTimesRequest, type WaitingStatus } from '@teamwear/shared/contracts';
import { ORDER_STATUS_WORDS } from '@teamwear/shared/contracts/plain';
import { confirm, formatNumber, showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchLeadTimes, saveLeadTimes } from '../api/settings-api';
import { SectionFailed } from '../SectionFailed';
import { draftsOf, LEAD_TIME_DAYS_MAX, LEAD_TIME_DAYS_MIN, leadTimeProblems, leadTimesRequest, resetRequest, statusOfField, type LeadTimeDrafts } from './lead-time-form';

/** How many days an order may wait in each status before the board and the table mark it late. */
export function LeadTimesSection() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('settings/lead-times', (signal) => fetchLeadTimes(signal));
  return (
    <SurfaceCard testId="lead-time-settings">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('settings.leadTimes.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.leadTimes.detail', { min: formatNumber(LEAD_TIME_DAYS_MIN), max: formatNumber(LEAD_TIME_DAYS_MAX) })}
      </Paragraph>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {answer.kind === 'failed' ? <SectionFailed offline={answer.status === 0} onRetry={answer.reload} /> : null}
      {answer.kind === 'ready' ? <LeadTimesForm leadTimes={answer.data.data} onSaved={(data) => answer.replace({ data })} /> : null}
    </SurfaceCard>
  );
}

function LeadTimesForm({ leadTimes, onSaved }: { leadTimes: LeadTimes; onSaved: (leadTimes: LeadTimes) => void }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const words = ORDER_STATUS_WORDS[i18n.language === 'kh' ? 'kh' : 'en'];
  const [drafts, setDrafts] = useState<LeadTimeDrafts>(() => draftsOf(leadTimes.days));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<WaitingStatus, string>>>({});
  const [saving, setSaving] = useState(false);
  const problems = leadTimeProblems(drafts);
  const changed = leadTimesRequest(drafts, leadTimes.days, leadTimes.defaults) !== null;
  const isDefault = resetRequest(leadTimes.days, leadTimes.defaults) === null;

  const send = async (request: LeadTimesRequest) => {
    setSaving(true);
    const result = await saveLeadTimes(request);
    setSaving(false);
    if (result.ok) {
      setRefused({});
      setTried(false);
      setDrafts(draftsOf(result.data.data.days));
      onSaved(result.data.data);
      showToast({ severity: 'success', summary: t('settings.saved') });
      return;
    }
    if (result.status === 400) {
      const byStatus: Partial<Record<WaitingStatus, string>> = {};
      for (const [field, message] of Object.entries(result.error.fields ?? {})) {
        const status = statusOfField(field);
        if (status) byStatus[status] = message;
      }
      setRefused(byStatus);
      if (Object.keys(byStatus).length > 0) return;
    }
    showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const onSave = () => {
    setTried(true);
    const request = leadTimesRequest(drafts, leadTimes.days, leadTimes.defaults);
    if (request) void send(request);
  };

  const onReset = async () => {
    const request = resetRequest(leadTimes.days, leadTimes.defaults);
    if (!request) return;
    const sure = await confirm({ header: t('settings.leadTimes.resetTitle'), message: t('settings.leadTimes.resetMessage'), acceptLabel: t('settings.resetToDefault'), rejectLabel: t('settings.cancel') });
    if (sure) void send(request);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: token.margin }}>
        {WAITING_STATUSES.map((status) => {
          const problem = refused[status] ?? (tried || drafts[status].trim() === '' ? problems[status] && t(`settings.leadTimes.problems.${problems[status]}`, { min: LEAD_TIME_DAYS_MIN, max: LEAD_TIME_DAYS_MAX }) : undefined);
          const inputId = `lead-time-${status}`;
          return (
            <div key={status} style={{ minWidth: 0 }}>
              <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
                {words[status]}
              </label>
              <Input
                id={inputId}
                inputMode="numeric"
                value={drafts[status]}
                onChange={(event) => {
                  setDrafts({ ...drafts, [status]: event.target.value });
                  setRefused({ ...refused, [status]: undefined });
                }}
                suffix={<span aria-hidden="true">{t('settings.leadTimes.days')}</span>}
                status={problem ? 'error' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${inputId}-hint`}
                data-testid={`lead-time-${status}`}
              />
              <Text tone={problem ? 'danger' : 'secondary'} id={`${inputId}-hint`} style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 2 }}>
                {problem ?? t('settings.leadTimes.defaultIs', { days: formatNumber(leadTimes.defaults[status]) })}
              </Text>
            </div>
          );
        })}
      </div>
      <Flex gap={8} wrap style={{ marginTop: token.margin }}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!changed && Object.keys(problems).length === 0} data-testid="lead-times-save">
          {t('settings.save')}
        </Button>
        <Button onClick={() => void onReset()} disabled={saving || isDefault} data-testid="lead-times-reset">
          {t('settings.resetToDefault')}
        </Button>
      </Flex>
    </form>
  );
}
