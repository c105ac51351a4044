import type { FormInstance, Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from '../strings';

/** A field's rule: the whole form checked by `check` (a pure builder), the field's English message shown translated. */
export function checkedRule<Values, Field extends string>(check: (values: Values) => Partial<Record<Field, string>> | null, field: Field, translate: (message: string) => string): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = check(getFieldsValue(true) as Values)?.[field];
      if (message) throw new Error(translate(message));
    },
  });
}

/** Messages already shown follow a change of the page's language (checked again, now in it). */
export function useMessagesFollowLanguage(form: FormInstance, names: readonly string[]): void {
  const { t } = useTranslation();
  useEffect(() => {
    const shown = names.filter((name) => form.getFieldError(name).length > 0);
    if (shown.length) void form.validateFields(shown).catch(() => undefined);
  }, [t, form, names]);
}
