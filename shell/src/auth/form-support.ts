import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { translateMessage } from './messages';

/** The part of a zod schema the rules need (the shell does not depend on zod itself). */
export interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** An antd rule that checks a field with its contract schema and shows the contract's message
 *  in the visitor's language. Empty fields are left to the required rule before it. */
export function contractRule(t: TFunction, schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(translateMessage(t, result.error.issues[0]?.message ?? ''));
    },
  };
}

/** The required rule with the §5 message (also catches whitespace-only input). */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}

/**
 * Shows the API's field errors (`error.fields`) on the matching form fields. Answers whether every
 * field error found its field (if not, the page shows the overall message too).
 */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  fields: Record<string, string> | undefined,
  fieldNames: readonly string[],
  t: TFunction,
): boolean {
  const entries = Object.entries(fields ?? {});
  const matched = entries.filter(([name]) => fieldNames.includes(name));
  if (matched.length) {
    form.setFields(matched.map(([name, message]) => ({ name: name as never, errors: [translateMessage(t, message)] })));
  }
  return entries.length > 0 && matched.length === entries.length;
}

/** Confirm password: required, and equal to the password field (§5 messages). */
export function confirmPasswordRules(t: TFunction, passwordField = 'password'): FormRule[] {
  return [
    { required: true, message: t('auth.validation.confirmPasswordRequired') },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t('auth.validation.passwordMismatch'));
      },
    }),
  ];
}
