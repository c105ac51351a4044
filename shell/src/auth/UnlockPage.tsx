import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@teamwear/shared/router';
import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import type { MessageResponse } from '@teamwear/shared/contracts';
import { AuthCard } from './AuthCard';
import { errorMessage } from './messages';
import { useTranslation } from '@teamwear/shared/i18n';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

// The token is single-use: one call per token, even when React runs the effect twice.
const unlocks = new Map<string, Promise<ApiResult<MessageResponse>>>();

function unlock(token: string): Promise<ApiResult<MessageResponse>> {
  let call = unlocks.get(token);
  if (!call) {
    call = callEndpoint(passwordRoutes.unlock, { body: { token }, auth: false });
    unlocks.set(token, call);
  }
  return call;
}

type UnlockState = { phase: 'working' } | { phase: 'done' } | { phase: 'failed'; message: string };

/** /auth/unlock?token=… (the link of the mail sent when an account is locked). */
export function UnlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<UnlockState>({ phase: 'working' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void unlock(token).then((result) => {
      if (!current) return;
      if (result.ok) setState({ phase: 'done' });
      else if (result.error.code === 'INVALID_TOKEN' || result.error.code === 'NOT_FOUND' || result.error.fields?.token) {
        setState({ phase: 'failed', message: t('auth.messages.linkInvalid') });
      } else setState({ phase: 'failed', message: errorMessage(t, result.error) });
    });
    return () => {
      current = false;
    };
  }, [token, t]);

  const toSignIn = (
    <ButtonLink to="/auth/signin" type="primary">{t('auth.actions.goToSignIn')}</ButtonLink>
  );

  let content;
  if (!token) content = <Result status="warning" icon={RESULT_ICONS.warning} title={t('auth.messages.linkIncomplete')} extra={toSignIn} />;
  else if (state.phase === 'working') {
    content = (
      <Result
        icon={<Spin size="large" />}
        title={<span role="status">{t('auth.messages.unlocking')}</span>}
      />
    );
  } else if (state.phase === 'done') content = <Result status="success" icon={RESULT_ICONS.success} title={t('auth.messages.unlocked')} extra={toSignIn} />;
  else content = <Result status="error" icon={RESULT_ICONS.error} title={state.message} extra={toSignIn} />;

  return <AuthCard title={t('auth.unlockTitle')}>{content}</AuthCard>;
}
