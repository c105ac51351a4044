import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import type { ShopMailSettings } from '@teamwear/shared/contracts';
import { confirm, showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchOrderMail, saveOrderMail } from '../api/settings-api';
import { SectionFailed } from '../SectionFailed';
import { CONTACT_EMAIL_REQUEST, ORDER_MAIL_MAX_LENGTH, orderMailRequest, type OrderMailProblem } from './order-mail-form';

/** Where a new order is mailed: the shop's own address, or its contact e-mail (`settings order-mail` in the CLI). */
export function OrderMailSection() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('settings/mail', (signal) => fetchOrderMail(signal));
  return (
    <SurfaceCard testId="order-mail-settings">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('settings.orderMail.title')}
      </Heading>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {answer.kind === 'failed' ? <SectionFailed offline={answer.status === 0} onRetry={answer.reload} /> : null}
      {answer.kind === 'ready' ? <OrderMailForm settings={answer.data.data} onSaved={(data) => answer.replace({ data })} /> : null}
    </SurfaceCard>
  );
}

function OrderMailForm({ settings, onSaved }: { settings: ShopMailSettings; onSaved: (settings: ShopMailSettings) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(settings.newOrdersToIsContactEmail ? '' : (settings.newOrdersTo ?? ''));
  const [problem, setProblem] = useState<OrderMailProblem | 'refused' | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  const send = async (request: Parameters<typeof saveOrderMail>[0]) => {
    setSaving(true);
    const result = await saveOrderMail(request);
    setSaving(false);
    if (result.ok) {
      setProblem(null);
      onSaved(result.data.data);
      setTyped(result.data.data.newOrdersToIsContactEmail ? '' : (result.data.data.newOrdersTo ?? ''));
      showToast({ severity: 'success', summary: t('settings.saved') });
    } else if (result.status === 400) {
      setProblem('refused');
      setRefusal(result.error.fields?.newOrdersTo ?? result.error.message);
    } else showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const onSave = () => {
    const read = orderMailRequest(typed);
    if (!read.ok) return setProblem(read.problem);
    void send(read.request);
  };

  const onContactEmail = async () => {
    const sure = await confirm({ header: t('settings.orderMail.useContactTitle'), message: t('settings.orderMail.useContactMessage'), acceptLabel: t('settings.orderMail.useContact'), rejectLabel: t('settings.cancel') });
    if (sure) void send(CONTACT_EMAIL_REQUEST);
  };

  const now = settings.newOrdersTo
    ? settings.newOrdersToIsContactEmail
      ? t('settings.orderMail.nowContact', { address: settings.newOrdersTo })
      : t('settings.orderMail.nowOwn', { address: settings.newOrdersTo })
    : t('settings.orderMail.nowNobody');
  const message = problem === 'refused' ? refusal : problem ? t(`settings.orderMail.problems.${problem}`) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        <span data-testid="order-mail-now">{now}</span>
      </Paragraph>
      <label htmlFor="order-mail-address" style={{ display: 'block', marginBottom: 4 }}>
        {t('settings.orderMail.label')}
      </label>
      <Flex gap={8} wrap>
        <Input
          id="order-mail-address"
          type="email"
          autoComplete="email"
          value={typed}
          maxLength={ORDER_MAIL_MAX_LENGTH}
          placeholder={settings.newOrdersToIsContactEmail ? (settings.newOrdersTo ?? '') : ''}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'order-mail-problem' : undefined}
          style={{ maxWidth: 360, flex: '1 1 240px' }}
          data-testid="order-mail-input"
        />
        <Button type="primary" htmlType="submit" loading={saving} data-testid="order-mail-save">
          {t('settings.save')}
        </Button>
        {settings.newOrdersToIsContactEmail ? null : (
          <Button onClick={() => void onContactEmail()} disabled={saving} data-testid="order-mail-contact">
            {t('settings.orderMail.useContact')}
          </Button>
        )}
      </Flex>
      {message ? (
        <Text tone="danger" id="order-mail-problem" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {message}
        </Text>
      ) : null}
    </form>
  );
}
