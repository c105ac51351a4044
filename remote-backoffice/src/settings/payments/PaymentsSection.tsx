import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useState, type ReactNode } from 'react';
import type { PaymentSettings } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { formatCents } from '../../common/formats';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchPaymentRules, savePaymentRules } from '../api/settings-api';
import { SectionFailed } from '../SectionFailed';
import { draftOf, exampleDepositCents, problemsOf, rulesOf, type PaymentsDraft, type PaymentsField, type ValidityUnit } from './payments-form';

/**
 * How customers pay the shop (KHQR, bank transfer, cash on delivery; how long a KHQR code stays
 * valid), its deposit rule and the tax number its invoices print (`settings payments` in the CLI).
 */
export function PaymentsSection() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('settings/payments', (signal) => fetchPaymentRules(signal));
  return (
    <SurfaceCard testId="payments-settings">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('settings.payments.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.payments.detail')}
      </Paragraph>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {answer.kind === 'failed' ? <SectionFailed offline={answer.status === 0} onRetry={answer.reload} /> : null}
      {answer.kind === 'ready' ? <PaymentsForm rules={answer.data.data} onSaved={(data) => answer.replace({ data })} /> : null}
    </SurfaceCard>
  );
}

function PaymentsForm({ rules, onSaved }: { rules: PaymentSettings; onSaved: (rules: PaymentSettings) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PaymentsDraft>(() => draftOf(rules));
  // Fields are checked as typed once touched, and all of them on Save.
  const [touched, setTouched] = useState<ReadonlySet<PaymentsField> | 'all'>(new Set());
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const problems = problemsOf(draft);

  const set = <Field extends PaymentsField>(field: Field, value: PaymentsDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current === 'all' ? current : new Set([...current, field])));
    setRefusals({});
  };
  const messageOf = (field: PaymentsField): string | undefined => {
    const problem = touched === 'all' || touched.has(field) ? problems[field] : undefined;
    if (problem) return problem.key === 'tooLong' ? t('settings.payments.problems.tooLong', { max: problem.max }) : t(`settings.payments.problems.${problem.key}`);
    // The API names the validity in minutes; the form shows it in a unit of the owner's choice.
    const path = field === 'validity' ? 'validityMinutes' : field;
    return Object.entries(refusals).find(([refused]) => refused.endsWith(`.${path}`))?.[1];
  };

  const save = async () => {
    setTouched('all');
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const result = await savePaymentRules(rulesOf(draft));
    setSaving(false);
    if (result.ok) {
      onSaved(result.data.data);
      setDraft(draftOf(result.data.data));
      showToast({ severity: 'success', summary: t('settings.saved') });
    } else if (result.status === 400) setRefusals(result.error.fields ?? { form: result.error.message });
    else showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const text = (field: PaymentsField, label: string, max: number, extra?: ReactNode) => {
    const message = messageOf(field);
    return (
      <Form.Item label={label} htmlFor={`payments-${field}`} validateStatus={message ? 'error' : undefined} help={message} extra={extra} style={{ marginBottom: 12 }}>
        <Input
          id={`payments-${field}`}
          value={String(draft[field])}
          maxLength={max + 10}
          onChange={(event) => set(field, event.target.value as never)}
          aria-invalid={message ? true : undefined}
          data-testid={`payments-${field}`}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
    );
  };
  const example = exampleDepositCents(draft.percent);
  const currencyMessage = messageOf('usd');
  const validityMessage = messageOf('validity');

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void save()}>
      <Checkbox checked={draft.khqr} onChange={(event) => set('khqr', event.target.checked)} data-testid="payments-khqr">
        {t('settings.payments.khqr')}
      </Checkbox>
      {draft.khqr ? (
        <div style={{ paddingInlineStart: 24, marginTop: 8 }}>
          {text('bakongAccountId', t('settings.payments.bakongAccountId'), 32)}
          {text('merchantName', t('settings.payments.merchantName'), 25)}
          {text('merchantCity', t('settings.payments.merchantCity'), 15)}
          <Form.Item label={t('settings.payments.currencies')} validateStatus={currencyMessage ? 'error' : undefined} help={currencyMessage} style={{ marginBottom: 12 }}>
            <Flex gap={16}>
              <Checkbox checked={draft.usd} onChange={(event) => set('usd', event.target.checked)} data-testid="payments-usd">
                USD
              </Checkbox>
              <Checkbox checked={draft.khr} onChange={(event) => set('khr', event.target.checked)} data-testid="payments-khr">
                KHR
              </Checkbox>
            </Flex>
          </Form.Item>
          {draft.khr ? text('rielsPerDollar', t('settings.payments.rielsPerDollar'), 5) : null}
          <Form.Item
            label={t('settings.payments.validity')}
            htmlFor="payments-validity"
            validateStatus={validityMessage ? 'error' : undefined}
            help={validityMessage}
            extra={t('settings.payments.validityHint')}
            style={{ marginBottom: 12 }}
          >
            <Flex gap={8}>
              <Input
                id="payments-validity"
                inputMode="numeric"
                value={draft.validity}
                maxLength={6}
                onChange={(event) => set('validity', event.target.value)}
                aria-invalid={validityMessage ? true : undefined}
                data-testid="payments-validity"
                style={{ width: 96 }}
              />
              <Select
                value={draft.validityUnit}
                onChange={(unit: ValidityUnit) => set('validityUnit', unit)}
                aria-label={t('settings.payments.validityUnit')}
                data-testid="payments-validity-unit"
                style={{ width: 140 }}
                options={(['minutes', 'hours', 'days'] as const).map((unit) => ({ value: unit, label: t(`settings.payments.units.${unit}`) }))}
              />
            </Flex>
          </Form.Item>
        </div>
      ) : null}
      <div style={{ marginTop: 8 }}>
        <Checkbox checked={draft.bank} onChange={(event) => set('bank', event.target.checked)} data-testid="payments-bank">
          {t('settings.payments.bank')}
        </Checkbox>
      </div>
      {draft.bank ? (
        <div style={{ paddingInlineStart: 24, marginTop: 8 }}>
          {text('bankName', t('settings.payments.bankName'), 60)}
          {text('bankNameKh', t('settings.payments.bankNameKh'), 60)}
          {text('accountName', t('settings.payments.accountName'), 80)}
          {text('accountNameKh', t('settings.payments.accountNameKh'), 80)}
          {text('accountNumber', t('settings.payments.accountNumber'), 34)}
        </div>
      ) : null}
      <div style={{ marginTop: 8 }}>
        <Checkbox checked={draft.cashOnDelivery} onChange={(event) => set('cashOnDelivery', event.target.checked)} data-testid="payments-cash">
          {t('settings.payments.cashOnDelivery')}
        </Checkbox>
      </div>
      <div style={{ marginTop: 16 }}>
        <Checkbox checked={draft.deposit} onChange={(event) => set('deposit', event.target.checked)} data-testid="payments-deposit">
          {t('settings.payments.deposit')}
        </Checkbox>
      </div>
      {draft.deposit ? (
        <div style={{ paddingInlineStart: 24, marginTop: 8 }}>
          {text('percent', t('settings.payments.percent'), 3, example === null ? undefined : <span data-testid="payments-example">{t('settings.payments.depositExample', { amount: formatCents(example) })}</span>)}
          <Form.Item label={t('settings.payments.balanceDue')} style={{ marginBottom: 12 }}>
            <Radio.Group value={draft.balanceDue} onChange={(event) => set('balanceDue', event.target.value as PaymentsDraft['balanceDue'])} data-testid="payments-balance-due">
              <Radio value="before_shipping">{t('settings.payments.beforeShipping')}</Radio>
              <Radio value="on_delivery">{t('settings.payments.onDelivery')}</Radio>
            </Radio.Group>
          </Form.Item>
          {text('overdueDays', t('settings.payments.overdueDays'), 2)}
        </div>
      ) : (
        <Paragraph tone="secondary" style={{ marginBlock: 8 }}>
          {t('settings.payments.noDeposit')}
        </Paragraph>
      )}
      <Heading level={3} style={{ fontSize: 16, marginTop: 16 }}>
        {t('settings.payments.invoices')}
      </Heading>
      {text('taxNumber', t('settings.payments.taxNumber'), 15, t('settings.payments.taxNumberHint'))}
      {refusals.form ? (
        <div role="alert">
          <Paragraph tone="danger">{refusals.form}</Paragraph>
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="payments-save" style={{ marginTop: 8 }}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
