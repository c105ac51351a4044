import type { TFunction } from 'i18next';
import { translateMessage } from '../messages';

export type SignInField = 'email' | 'password';
export type SignInValues = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField, string>>;

export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

/** The required fields (docs/product.md §5 messages): an email of spaces is no email, a password
 *  is taken as typed. */
export function missingFields(values: SignInValues, t: TFunction): SignInErrors {
  const errors: SignInErrors = {};
  if (values.email.trim() === '') errors.email = t('auth.validation.emailRequired');
  if (values.password === '') errors.password = t('auth.validation.passwordRequired');
  return errors;
}

/** What the contract says of a typed email, in the visitor's language, or null. The contract
 *  (zod) is loaded here, when a visitor first leaves the field or sends the form, not with the
 *  page: the sign-in page's first load carries no schema library. */
export async function emailProblem(email: string, t: TFunction): Promise<string | null> {
  if (email.trim() === '') return null;
  const { Email } = await import('@teamwear/shared/contracts');
  const result = Email.safeParse(email);
  return result.success ? null : translateMessage(t, result.error.issues[0]?.message ?? '');
}

/** The API's field errors (`error.fields`) on the sign-in fields, and whether every one found its
 *  field (if not, the page shows the overall message too). */
export function apiFieldErrors(fields: Record<string, string> | undefined, t: TFunction): { errors: SignInErrors; allShown: boolean } {
  const entries = Object.entries(fields ?? {});
  const errors: SignInErrors = {};
  for (const [name, message] of entries) {
    if ((SIGN_IN_FIELDS as readonly string[]).includes(name)) errors[name as SignInField] = translateMessage(t, message);
  }
  return { errors, allShown: entries.length > 0 && Object.keys(errors).length === entries.length };
}
