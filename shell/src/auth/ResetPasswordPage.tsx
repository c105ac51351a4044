import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@teamwear/shared/router';
import { callEndpoint } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import { AuthCard } from './AuthCard';
import { showFieldErrors } from './form-support';
import { NewPasswordFields } from './NewPasswordFields';
import { errorMessage } from './messages';
import { reportFailure, type SignInNotice } from './sign-in-flow';
import { useTranslation } from '@teamwear/shared/i18n';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** A failure that is about the link itself, not the password typed. */
function isBadLink(status: number, code: string, fields: Record<string, string> | undefined): boolean {
  return code === 'INVALID_TOKEN' || code === 'NOT_FOUND' || (status >= 400 && status < 500 && Boolean(fields?.token));
}

/** /auth/resetpassword?token=… (the link of the reset mail). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(false);

  if (!token || badLink) {
    return (
      <AuthCard title={t('auth.resetPasswordTitle')}>
        <Result
          status="warning"
          icon={RESULT_ICONS.warning}
          title={token ? t('auth.messages.linkInvalid') : t('auth.messages.linkIncomplete')}
          extra={
            <ButtonLink to="/auth/forgotpassword" type="primary">{t('auth.actions.requestNewLink')}</ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  const submit = async (values: ResetValues) => {
    setSubmitting(true);
    setFailure(null);
    const result = await callEndpoint(passwordRoutes.reset, { body: { token, password: values.password }, auth: false });
    setSubmitting(false);
    if (result.ok) {
      void navigate('/auth/signin', { replace: true, state: { notice: 'passwordChanged' } satisfies SignInNotice });
      return;
    }
    if (isBadLink(result.status, result.error.code, result.error.fields)) {
      setBadLink(true);
      return;
    }
    const message = errorMessage(t, result.error);
    reportFailure(t, result.status, message);
    if (!showFieldErrors(form, result.error.fields, ['password'], t)) setFailure(message);
  };

  return (
    <AuthCard title={t('auth.resetPasswordTitle')} intro={t('auth.resetPasswordIntro')}>
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      <Form<ResetValues> form={form} layout="vertical" requiredMark onFinish={submit} disabled={submitting}>
        <NewPasswordFields label={t('auth.fields.newPassword')} autoFocus />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.actions.resetPassword')}
        </Button>
      </Form>
    </AuthCard>
  );
}
