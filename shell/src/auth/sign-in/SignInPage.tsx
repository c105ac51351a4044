import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from '@teamwear/shared/router';
import { isSignedInCustomer, signIn, useSession } from '@teamwear/shared/session';
import { useTranslation } from '@teamwear/shared/i18n';
import { Notice } from '../../light-ui/Notice';
import { TextField } from '../../light-ui/TextField';
import { readState, useFinishSignIn, useRedirectTarget, withRedirect, type SignInNotice } from '../sign-in-flow';
import { LightAuthCard } from './LightAuthCard';
import { apiFieldErrors, emailProblem, missingFields, type SignInErrors, type SignInValues } from './sign-in-checks';

/** /auth/signin (docs/product.md §2): back to redirect_to (a path of this site) or / once signed in.
 *  Drawn without antd (light-ui, on the theme variables): the page every visitor on the way to
 *  their account opens first downloads the shell and this form, not antd's core, Form and the
 *  contracts, which kept it over its byte budget (bench/README.md). */
export function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const target = useRedirectTarget();
  const finish = useFinishSignIn();
  const signedIn = useSession(isSignedInCustomer);
  const arrival = readState<SignInNotice>(location.state, 'notice');
  const [values, setValues] = useState<SignInValues>({ email: arrival?.email ?? '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Already signed in (e.g. a second tab): nothing to do here.
  if (signedIn && !submitting) return <Navigate to={target} replace />;

  const change = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((was) => ({ ...was, [field]: value }));
    // A field being corrected no longer shows what was wrong with it.
    setErrors((was) => (was[field] ? { ...was, [field]: undefined } : was));
  };

  // Leaving the email field checks what was typed; an untouched empty field is left to the
  // submit (a message appearing on the way to a link would move the link under the pointer).
  const checkEmail = async () => {
    const problem = await emailProblem(values.email, t);
    setErrors((was) => ({ ...was, email: problem ?? undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values, t);
    const emailInvalid = missing.email ? null : await emailProblem(values.email, t);
    const found = { ...missing, ...(emailInvalid ? { email: emailInvalid } : {}) };
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    setFailure(null);
    const outcome = await signIn(values.email, values.password);
    const failed = finish(outcome);
    setSubmitting(false);
    if (!failed) return;
    setValues((was) => ({ ...was, password: '' }));
    const onFields = apiFieldErrors(failed.error?.fields, t);
    setErrors(onFields.errors);
    if (!onFields.allShown) setFailure(failed.message);
  };

  return (
    <LightAuthCard
      title={t('auth.signInTitle')}
      intro={t('auth.signInIntro')}
      footer={
        <>
          {t('auth.links.noAccount')} <Link to={withRedirect('/auth/signup', target)}>{t('auth.actions.signUp')}</Link>
        </>
      }
    >
      {arrival && !failure ? <Notice tone="success">{t(`auth.messages.${arrival.notice}`)}</Notice> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('auth.fields.email')}
          required
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoFocus={!arrival?.email}
          value={values.email}
          onChange={change('email')}
          onBlur={() => void checkEmail()}
          disabled={submitting}
          error={errors.email}
        />
        <TextField
          label={t('auth.fields.password')}
          required
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus={Boolean(arrival?.email)}
          value={values.password}
          onChange={change('password')}
          disabled={submitting}
          error={errors.password}
          revealLabel={t('auth.actions.showPassword')}
        />
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/auth/forgotpassword">{t('auth.actions.forgotPassword')}</Link>
        </div>
        <button type="submit" className="tw-button tw-button-primary tw-button-block" disabled={submitting} aria-busy={submitting}>
          {submitting ? <span className="tw-spinner tw-spinner-small" aria-hidden="true" /> : null}
          {t('auth.actions.signIn')}
        </button>
      </form>
    </LightAuthCard>
  );
}
