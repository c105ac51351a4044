import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from '@teamwear/shared/router';
import { callEndpoint } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import { RegisterRequest } from '@teamwear/shared/contracts';
import { AuthCard } from './AuthCard';
import { contractRule, requiredRule, showFieldErrors } from './form-support';
import { NewPasswordFields } from './NewPasswordFields';
import { errorMessage } from './messages';
import { reportFailure, useRedirectTarget, withRedirect, type SignInNotice } from './sign-in-flow';
import { TermsView, useTerms } from './TermsView';
import { isLanguage, Trans, useTranslation } from '@teamwear/shared/i18n';

type SignUpValues = RegisterRequest;

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'password', 'confirmPassword'] as const;
const SHAPE = RegisterRequest.shape;

/** Registering accepts the shop's current terms: the page lets the visitor read them first. */
function CurrentTerms({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const load = useTerms(undefined);
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('auth.termsTitle')}
      width={720}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('auth.actions.close')}
        </Button>
      }
    >
      <TermsView load={load} />
    </Modal>
  );
}

/** /auth/signup: every §5 rule of the register contract is checked here as well as by the API. */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const [form] = Form.useForm<SignUpValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  // A link to the terms page (a new tab, copying it, a screen reader's list of links), read in a
  // dialog on a plain click so that what was typed in the form stays.
  const openTerms = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setTermsOpen(true);
  };

  const submit = async (values: SignUpValues) => {
    setSubmitting(true);
    setFailure(null);
    const body: RegisterRequest = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      // The customer's mail is written in the language they signed up in.
      ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
    };
    const result = await callEndpoint(passwordRoutes.register, { body, auth: false });
    setSubmitting(false);
    if (result.ok) {
      void navigate(withRedirect('/auth/signin', target), {
        state: { notice: 'registrationDone', email: body.email } satisfies SignInNotice,
      });
      return;
    }
    const message = errorMessage(t, result.error);
    reportFailure(t, result.status, message);
    if (!showFieldErrors(form, result.error.fields, FIELDS, t)) setFailure(message);
  };

  return (
    <AuthCard
      width={560}
      title={t('auth.signUpTitle')}
      intro={t('auth.signUpIntro')}
      footer={
        <Typography.Text>
          {t('auth.links.haveAccount')} <Link to={withRedirect('/auth/signin', target)}>{t('auth.actions.signIn')}</Link>
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t('auth.validation.fieldsRequired')}
      </Typography.Paragraph>
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      <Form<SignUpValues> form={form} layout="vertical" requiredMark onFinish={submit} disabled={submitting}>
        <Flex gap={16} wrap>
          <Form.Item
            style={{ flex: '1 1 200px' }}
            name="firstName"
            label={t('auth.fields.firstName')}
            rules={[requiredRule(t('auth.validation.firstNameRequired')), contractRule(t, SHAPE.firstName)]}
          >
            <Input autoComplete="given-name" maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item
            style={{ flex: '1 1 200px' }}
            name="lastName"
            label={t('auth.fields.lastName')}
            rules={[requiredRule(t('auth.validation.lastNameRequired')), contractRule(t, SHAPE.lastName)]}
          >
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="phoneNumber"
          label={t('auth.fields.phoneNumber')}
          rules={[requiredRule(t('auth.validation.phoneRequired')), contractRule(t, SHAPE.phoneNumber)]}
          validateTrigger="onBlur"
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth.fields.email')}
          rules={[requiredRule(t('auth.validation.emailRequired')), contractRule(t, SHAPE.email)]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <NewPasswordFields label={t('auth.fields.password')} />
        <Typography.Paragraph>
          <Trans i18nKey="auth.signUpAcceptsTerms" components={{ termsLink: <Typography.Link href="/auth/terms" onClick={openTerms} data-testid="signup-terms-link" /> }} />
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.actions.signUp')}
        </Button>
      </Form>
      {termsOpen ? <CurrentTerms onClose={() => setTermsOpen(false)} /> : null}
    </AuthCard>
  );
}
