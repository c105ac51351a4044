import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link } from '@teamwear/shared/router';
import { callEndpoint } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import { ForgotPasswordRequest } from '@teamwear/shared/contracts';
import { AuthCard } from './AuthCard';
import { contractRule, requiredRule, showFieldErrors } from './form-support';
import { errorMessage } from './messages';
import { reportFailure } from './sign-in-flow';
import { useTranslation } from '@teamwear/shared/i18n';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

interface ForgotValues {
  email: string;
}

/** /auth/forgotpassword: the same answer whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgotValues>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: ForgotValues) => {
    setSubmitting(true);
    setFailure(null);
    const result = await callEndpoint(passwordRoutes.forgot, { body: { email: email.trim() }, auth: false });
    setSubmitting(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    const message = errorMessage(t, result.error);
    reportFailure(t, result.status, message);
    if (!showFieldErrors(form, result.error.fields, ['email'], t)) setFailure(message);
  };

  const backToSignIn = (
    <Typography.Text>
      {t('auth.links.rememberPassword')} <Link to="/auth/signin">{t('auth.actions.signIn')}</Link>
    </Typography.Text>
  );

  if (sent) {
    return (
      <AuthCard title={t('auth.forgotPasswordTitle')}>
        <Result
          status="success"
          icon={RESULT_ICONS.success}
          title={t('auth.messages.resetLinkSent')}
          subTitle={t('auth.messages.resetLinkSentDetail')}
          extra={
            <ButtonLink to="/auth/signin" type="primary">{t('auth.actions.goToSignIn')}</ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotPasswordTitle')} intro={t('auth.forgotPasswordIntro')} footer={backToSignIn}>
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      <Form<ForgotValues> form={form} layout="vertical" requiredMark onFinish={submit} disabled={submitting}>
        <Form.Item
          name="email"
          label={t('auth.fields.email')}
          rules={[requiredRule(t('auth.validation.inputEmail')), contractRule(t, ForgotPasswordRequest.shape.email)]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" inputMode="email" autoFocus maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.actions.sendResetLink')}
        </Button>
      </Form>
    </AuthCard>
  );
}
