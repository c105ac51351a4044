import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, Navigate, useLocation } from '@teamwear/shared/router';
import { Email } from '@teamwear/shared/contracts';
import { isSignedInCustomer, signIn, useSession } from '@teamwear/shared/session';
import { AuthCard } from './AuthCard';
import { contractRule, requiredRule, showFieldErrors } from './form-support';
import { readState, useFinishSignIn, useRedirectTarget, withRedirect, type SignInNotice } from './sign-in-flow';
import { useTranslation } from '@teamwear/shared/i18n';

interface SignInValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

/** /auth/signin (docs/product.md §2): back to redirect_to (a path of this site) or / once signed in. */
export function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const target = useRedirectTarget();
  const finish = useFinishSignIn();
  const signedIn = useSession(isSignedInCustomer);
  const arrival = readState<SignInNotice>(location.state, 'notice');
  const [form] = Form.useForm<SignInValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Already signed in (e.g. a second tab): nothing to do here.
  if (signedIn && !submitting) return <Navigate to={target} replace />;

  const submit = async (values: SignInValues) => {
    setSubmitting(true);
    setFailure(null);
    const outcome = await signIn(values.email, values.password);
    const failed = finish(outcome);
    setSubmitting(false);
    if (!failed) return;
    form.setFieldValue('password', '');
    const onFields = showFieldErrors(form, failed.error?.fields, FIELDS, t);
    if (!onFields) setFailure(failed.message);
  };

  return (
    <AuthCard
      title={t('auth.signInTitle')}
      intro={t('auth.signInIntro')}
      footer={
        <Typography.Text>
          {t('auth.links.noAccount')} <Link to={withRedirect('/auth/signup', target)}>{t('auth.actions.signUp')}</Link>
        </Typography.Text>
      }
    >
      {arrival && !failure ? (
        <Alert style={{ marginBottom: 16 }} type="success" showIcon title={t(`auth.messages.${arrival.notice}`)} />
      ) : null}
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      <Form<SignInValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={submit}
        initialValues={{ email: arrival?.email ?? '' }}
        disabled={submitting}
      >
        <Form.Item
          name="email"
          label={t('auth.fields.email')}
          rules={[requiredRule(t('auth.validation.emailRequired')), contractRule(t, Email)]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="username" inputMode="email" autoFocus={!arrival?.email} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.fields.password')}
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus={Boolean(arrival?.email)} />
        </Form.Item>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/auth/forgotpassword">{t('auth.actions.forgotPassword')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.actions.signIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
