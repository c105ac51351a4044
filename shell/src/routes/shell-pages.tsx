import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageSpinner } from '../light-ui/Spinner';
import { PageLoadBoundary } from './PageLoadBoundary';

// The sign-in pages load on demand, so their forms and the contract schemas stay off the
// first load of every other page.
function page(load: () => Promise<ComponentType>): () => ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return () => (
    <PageLoadBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}

/** Pages the shell renders itself, by the route table's page name. */
export const SHELL_PAGES: Record<string, () => ReactElement> = {
  SignIn: page(async () => (await import('../auth/SignInPage')).SignInPage),
  SignUp: page(async () => (await import('../auth/SignUpPage')).SignUpPage),
  ForgotPassword: page(async () => (await import('../auth/ForgotPasswordPage')).ForgotPasswordPage),
  ResetPassword: page(async () => (await import('../auth/ResetPasswordPage')).ResetPasswordPage),
  Unlock: page(async () => (await import('../auth/UnlockPage')).UnlockPage),
  VerifyEmail: page(async () => (await import('../auth/VerifyEmailPage')).VerifyEmailPage),
  Otp: page(async () => (await import('../auth/OtpPage')).OtpPage),
  Terms: page(async () => (await import('../auth/TermsPage')).TermsPage),
  Handoff: page(async () => (await import('../handoff/HandoffPage')).HandoffPage),
};
