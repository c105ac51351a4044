import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useLocation } from '@teamwear/shared/router';
import { completeOtp, resendOtp } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { AuthCard } from './AuthCard';
import { requiredRule, showFieldErrors } from './form-support';
import { errorMessage } from './messages';
import { readState, reportFailure, useFinishSignIn, type OtpStepState } from './sign-in-flow';
import { StepExpired } from './StepExpired';
import { useTranslation } from '@teamwear/shared/i18n';

interface OtpValues {
  otp: string;
}

const OTP_FORMAT = /^\s*\d{6}\s*$/;

/** The API names the code by its header (otp-token); the form calls it otp. */
function renameOtpField(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [/^otp-?token$/i.test(name) ? 'otp' : name, message]));
}

/** /auth/otp: the sign-in answered OTP_REQUIRED; the code mailed to the user finishes it. */
export function OtpPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const step = readState<OtpStepState>(location.state, 'username');
  const finish = useFinishSignIn();
  const [form] = Form.useForm<OtpValues>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!step) return <StepExpired title={t('auth.otpTitle')} />;

  const submit = async ({ otp }: OtpValues) => {
    setSubmitting(true);
    setFailure(null);
    const failed = finish(await completeOtp(step.username, otp));
    setSubmitting(false);
    if (!failed) return;
    // A wrong, used or expired code answers 401 INVALID_CREDENTIALS: say so about the code.
    if (failed.status === 401) setFailure(t('auth.messages.otpInvalid'));
    else if (!showFieldErrors(form, renameOtpField(failed.error?.fields), ['otp'], t)) setFailure(failed.message);
    form.setFieldValue('otp', '');
  };

  const resend = async () => {
    setResending(true);
    const result = await resendOtp(step.username);
    setResending(false);
    if (result.ok) {
      setFailure(null);
      showToast({ severity: 'success', summary: t('auth.messages.otpResent') });
      return;
    }
    const message = errorMessage(t, result.error);
    reportFailure(t, result.status, message);
    setFailure(message);
  };

  return (
    <AuthCard title={t('auth.otpTitle')} intro={t('auth.otpIntro', { username: step.username })}>
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      <Form<OtpValues> form={form} layout="vertical" requiredMark onFinish={submit} disabled={submitting}>
        <Form.Item
          name="otp"
          label={t('auth.fields.otp')}
          rules={[requiredRule(t('auth.validation.otpRequired')), { pattern: OTP_FORMAT, message: t('auth.validation.otpFormat') }]}
          validateTrigger="onSubmit"
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
        </Form.Item>
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('auth.actions.confirm')}
          </Button>
          <Button block onClick={() => void resend()} loading={resending} disabled={submitting}>
            {t('auth.actions.resendOtp')}
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
