import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@teamwear/shared/router';
import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import type { MessageResponse } from '@teamwear/shared/contracts';
import { fetchDetails, isSignedInCustomer, sessionStore, useSession } from '@teamwear/shared/session';
import { useTranslation } from '@teamwear/shared/i18n';
import { AuthCard } from './AuthCard';
import { errorMessage } from './messages';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

// The token is single-use: one call per token, even when React runs the effect twice.
const confirmations = new Map<string, Promise<ApiResult<MessageResponse>>>();

function confirmEmail(token: string): Promise<ApiResult<MessageResponse>> {
  let call = confirmations.get(token);
  if (!call) {
    call = callEndpoint(passwordRoutes.verifyEmail, { body: { token }, auth: false });
    confirmations.set(token, call);
  }
  return call;
}

type ConfirmState = { phase: 'working' } | { phase: 'done' } | { phase: 'failed'; message: string };

/** /auth/verifyemail?token=… (the link of the welcome mail, or of one asked for again). It works
 *  signed in or not, on any device; a signed-in customer's banner goes away at once. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useSession(isSignedInCustomer);
  const [state, setState] = useState<ConfirmState>({ phase: 'working' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmEmail(token).then(async (result) => {
      if (!current) return;
      if (result.ok) {
        setState({ phase: 'done' });
        if (isSignedInCustomer(sessionStore.getState())) await fetchDetails();
      } else if (result.error.code === 'INVALID_TOKEN' || result.error.fields?.token) {
        setState({ phase: 'failed', message: t('auth.messages.linkInvalid') });
      } else setState({ phase: 'failed', message: errorMessage(t, result.error) });
    });
    return () => {
      current = false;
    };
  }, [token, t]);

  const next = signedIn ? (
    <ButtonLink to="/me/dashboard" type="primary">{t('auth.actions.goToDashboard')}</ButtonLink>
  ) : (
    <ButtonLink to="/auth/signin" type="primary">{t('auth.actions.goToSignIn')}</ButtonLink>
  );

  let content;
  if (!token) content = <Result status="warning" icon={RESULT_ICONS.warning} title={t('auth.messages.linkIncomplete')} extra={next} />;
  else if (state.phase === 'working') {
    content = <Result icon={<Spin size="large" />} title={<span role="status">{t('auth.messages.verifyingEmail')}</span>} />;
  } else if (state.phase === 'done') content = <Result status="success" icon={RESULT_ICONS.success} title={t('auth.messages.emailVerified')} extra={next} />;
  else content = <Result status="error" icon={RESULT_ICONS.error} title={state.message} extra={next} />;

  return <AuthCard title={t('auth.verifyEmailTitle')}>{content}</AuthCard>;
}
