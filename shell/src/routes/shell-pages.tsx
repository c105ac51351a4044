import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPage, SHELL_PAGE_PATHS, type PageEntry, type ShellPagePath } from '@teamwear/shared/routes';
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

/** The shell's own pages, below its prefixes (/auth, /handoff), by path. */
const SHELL_PAGES: Record<ShellPagePath, () => ReactElement> = {
  '/auth/signin': page(async () => (await import('../auth/sign-in/SignInPage')).SignInPage),
  '/auth/signup': page(async () => (await import('../auth/SignUpPage')).SignUpPage),
  '/auth/forgotpassword': page(async () => (await import('../auth/ForgotPasswordPage')).ForgotPasswordPage),
  // Reached from mailed links (reset, unlock, email confirmation) or from a sign-in that needs one more step.
  '/auth/resetpassword': page(async () => (await import('../auth/ResetPasswordPage')).ResetPasswordPage),
  '/auth/unlock': page(async () => (await import('../auth/UnlockPage')).UnlockPage),
  '/auth/verifyemail': page(async () => (await import('../auth/VerifyEmailPage')).VerifyEmailPage),
  '/auth/otp': page(async () => (await import('../auth/OtpPage')).OtpPage),
  '/auth/terms': page(async () => (await import('../auth/TermsPage')).TermsPage),
  // A design handed over from the studio on a partner's site (`?token=…`).
  '/handoff': page(async () => (await import('../handoff/HandoffPage')).HandoffPage),
};

/** The shell's pages drawn without antd (light-ui): nothing loads antd around them. Sign-in is
 *  the page every visitor on the way to their account opens first. */
const WITHOUT_ANTD: ReadonlySet<ShellPagePath> = new Set(['/auth/signin']);

const SHELL_PAGE_LIST: readonly PageEntry[] = SHELL_PAGE_PATHS.map((path) => ({ path, module: path }));

/** The shell's page at `pathname` and whether it is drawn without antd, or null (the not-found
 *  page then). */
export function shellPageAt(pathname: string): { render: () => ReactElement; withoutAntd: boolean } | null {
  const found = matchPage(SHELL_PAGE_LIST, pathname);
  if (!found) return null;
  const path = found.page.path as ShellPagePath;
  return { render: SHELL_PAGES[path], withoutAntd: WITHOUT_ANTD.has(path) };
}
