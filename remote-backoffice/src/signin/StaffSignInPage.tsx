import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState, type ReactNode } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { signInRoutes } from '@teamwear/shared/api-routes';
import { Navigate, useSearchParams } from '@teamwear/shared/router';
import { Heading, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { ShopCardHeader } from '../common/ShopCardHeader';
import { acceptStaffTerms, afterSignIn, completeStaffOtp, resendStaffOtp, signInStaff, useStaffRole, useStaffSignedIn, type StaffSignInOutcome } from '../session';
import { useTranslation } from '../strings';
import { signInProblem, type SignInProblem } from './sign-in-problem';

type Step = { kind: 'password' } | { kind: 'code'; username: string } | { kind: 'terms'; termsToken: string };

/**
 * /backoffice/signin (docs/product.md §15): the shop's team signs in with its own client, then any
 * step the API asks for (the mailed code, new terms), and goes back where it was sent from, or where
 * their role starts (the numbers; the workshop's orders). A team member already signed in goes on at once.
 */
export function StaffSignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useStaffSignedIn();
  // The role is the signed-in session's: known once the tokens are kept, so `next` is worked out on each render.
  const next = afterSignIn(params.get('next'), useStaffRole());
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  // Arriving from the invitation page: their e-mail is filled in, and they are told their password is set.
  const invitedEmail = params.get('email') ?? '';
  const [notice, setNotice] = useState<string | null>(params.get('joined') ? t('invitation.joined') : null);
  const [busy, setBusy] = useState(false);

  if (signedIn && !busy) return <Navigate to={next} replace />;

  const take = (outcome: StaffSignInOutcome, from: Step['kind']) => {
    setBusy(false);
    // Signed in: the render that follows goes on (above), to where the new session's role starts.
    if (outcome.kind === 'signed-in') return;
    if (outcome.kind === 'otp-required') setStep({ kind: 'code', username: outcome.username });
    else if (outcome.kind === 'terms-required') setStep({ kind: 'terms', termsToken: outcome.termsToken });
    else setProblem(signInProblem(outcome.error, outcome.status, from));
  };
  const run = async (from: Step['kind'], call: () => Promise<StaffSignInOutcome>) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    take(await call(), from);
  };

  return (
    <div data-remote="backoffice" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <main id="content" style={{ width: '100%', maxWidth: 420 }}>
        <SurfaceCard>
          <ShopCardHeader />
          <Heading level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {t(step.kind === 'code' ? 'auth.otpTitle' : step.kind === 'terms' ? 'auth.termsTitle' : 'backoffice.titles.signIn')}
          </Heading>
          {problem && (
            <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={'key' in problem ? t(problem.key) : problem.text} data-testid="signin-problem" />
          )}
          {notice && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={notice} />}
          {step.kind === 'password' && <PasswordStep busy={busy} email={invitedEmail} onSubmit={(email, password) => void run('password', () => signInStaff(email, password))} />}
          {step.kind === 'code' && (
            <CodeStep
              username={step.username}
              busy={busy}
              onSubmit={(code) => void run('code', () => completeStaffOtp(step.username, code))}
              onResend={async () => {
                setProblem(null);
                const sent = await resendStaffOtp(step.username);
                if (sent.ok) setNotice(t('auth.messages.otpResent'));
                else setProblem(signInProblem(sent.error, sent.status, 'code'));
              }}
            />
          )}
          {step.kind === 'terms' && <TermsStep termsToken={step.termsToken} busy={busy} onAccept={() => void run('terms', () => acceptStaffTerms(step.termsToken))} />}
        </SurfaceCard>
      </main>
    </div>
  );
}

function PasswordStep({ busy, email, onSubmit }: { busy: boolean; email: string; onSubmit: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ email }}
      onFinish={(values: { email: string; password: string }) => onSubmit(values.email, values.password)}
      data-testid="staff-signin-form"
    >
      <p style={{ marginTop: 0 }}>{t('signIn.intro')}</p>
      <Form.Item
        name="email"
        label={t('auth.fields.email')}
        rules={[
          { required: true, message: t('auth.validation.emailRequired') },
          { type: 'email', message: t('auth.validation.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="username" autoFocus maxLength={254} />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
        <Input.Password autoComplete="current-password" maxLength={1024} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.actions.signIn')}
      </Button>
      <p style={{ marginBottom: 0, marginTop: 16 }}>
        <a href="/auth/forgotpassword">{t('auth.actions.forgotPassword')}</a>
      </p>
    </Form>
  );
}

function CodeStep({ username, busy, onSubmit, onResend }: { username: string; busy: boolean; onSubmit: (code: string) => void; onResend: () => Promise<void> }) {
  const { t } = useTranslation();
  const [resending, setResending] = useState(false);
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => onSubmit(values.code)} data-testid="staff-code-form">
      <p style={{ marginTop: 0 }}>{t('auth.otpIntro', { username })}</p>
      <Form.Item
        name="code"
        label={t('auth.fields.otp')}
        rules={[
          { required: true, message: t('auth.validation.otpRequired') },
          { pattern: /^\s*\d{6}\s*$/, message: t('auth.validation.otpFormat') },
        ]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={10} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.actions.confirm')}
      </Button>
      <Button
        type="link"
        block
        loading={resending}
        onClick={async () => {
          setResending(true);
          await onResend();
          setResending(false);
        }}
      >
        {t('auth.actions.resendOtp')}
      </Button>
    </Form>
  );
}

function TermsStep({ termsToken, busy, onAccept }: { termsToken: string; busy: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  const [terms, setTerms] = useState<{ title: string; body: string } | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    void callEndpoint(signInRoutes.terms, { auth: false, headers: { Authorization: `Bearer ${termsToken}` } }).then((answer) => {
      if (current) setTerms(answer.ok ? { title: answer.data.data.title, body: answer.data.data.body } : 'failed');
    });
    return () => {
      current = false;
    };
  }, [termsToken]);
  let content: ReactNode;
  if (terms === null) content = <p role="status">{t('auth.messages.loadingTerms')}</p>;
  else if (terms === 'failed') content = <Alert type="error" showIcon title={t('auth.messages.somethingWentWrong')} />;
  else
    content = (
      <>
        <p style={{ marginTop: 0 }}>{t('auth.termsIntro')}</p>
        <h2 style={{ fontSize: 18 }}>{terms.title}</h2>
        <div tabIndex={0} style={{ maxHeight: 280, overflow: 'auto', whiteSpace: 'pre-wrap', marginBottom: 16 }}>
          {terms.body}
        </div>
      </>
    );
  return (
    <>
      {content}
      <Button type="primary" block loading={busy} disabled={terms === null || terms === 'failed'} onClick={onAccept}>
        {t('auth.actions.accept')}
      </Button>
    </>
  );
}
