import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@teamwear/shared/router';
import type { ApiErrorBody } from '@teamwear/shared/api';
import { safeRedirectTarget } from '@teamwear/shared/routes';
import type { SignInOutcome } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { errorMessage } from './messages';
import { useTranslation } from '@teamwear/shared/i18n';

/** Router state that carries a pending sign-in step from page to page (never in the URL). */
export interface OtpStepState {
  username: string;
}
export interface TermsStepState {
  termsToken: string;
}
/** A notice the sign-in page shows on arrival (after sign-up or a password change). */
export interface SignInNotice {
  notice: 'registrationDone' | 'passwordChanged';
  email?: string;
}

export function readState<T extends object>(state: unknown, key: keyof T): T | null {
  return state && typeof state === 'object' && typeof (state as Record<PropertyKey, unknown>)[key] === 'string' ? (state as T) : null;
}

/** Where to go once signed in: the page's redirect_to when it is a path of this site, else /. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirectTarget(params.get('redirect_to'));
}

/** `path?redirect_to=…`, keeping where the visitor wanted to go through the extra steps. */
export function withRedirect(path: string, target: string): string {
  return target === '/' ? path : `${path}?redirect_to=${encodeURIComponent(target)}`;
}

export interface SignInFailure {
  message: string;
  status?: number;
  error?: ApiErrorBody;
}

/** Reports what a failed call said: a toast too when the call itself failed (offline, 5xx). */
export function reportFailure(t: (key: string) => string, status: number, message: string): void {
  if (status === 0 || status >= 500) showToast({ severity: 'error', summary: t('auth.messages.somethingWentWrong'), detail: message });
}

/** Follows a sign-in outcome: to redirect_to when signed in, to the next step when one is needed;
 *  otherwise answers the failure to show. */
export function useFinishSignIn(): (outcome: SignInOutcome) => SignInFailure | null {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const { t } = useTranslation();
  return useCallback(
    (outcome: SignInOutcome) => {
      switch (outcome.kind) {
        case 'signed-in':
          void navigate(target, { replace: true });
          return null;
        case 'otp-required':
          void navigate(withRedirect('/auth/otp', target), { state: { username: outcome.username } satisfies OtpStepState });
          return null;
        case 'terms-required':
          void navigate(withRedirect('/auth/terms', target), { state: { termsToken: outcome.termsToken } satisfies TermsStepState });
          return null;
        case 'admin-rejected':
          return { message: t('auth.messages.adminRejected') };
        case 'error': {
          const message = errorMessage(t, outcome.error);
          reportFailure(t, outcome.status, message);
          return { message, status: outcome.status, error: outcome.error };
        }
      }
    },
    [navigate, target, t],
  );
}
