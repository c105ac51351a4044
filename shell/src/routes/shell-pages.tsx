import type { ReactElement } from 'react';
import { AuthPage } from '../auth/AuthPage';

/** Pages the shell renders itself, by the route table's page name. */
export const SHELL_PAGES: Record<string, () => ReactElement> = {
  SignIn: () => <AuthPage titleKey="auth.signInTitle" />,
  SignUp: () => <AuthPage titleKey="auth.signUpTitle" />,
  ForgotPassword: () => <AuthPage titleKey="auth.forgotPasswordTitle" />,
};
