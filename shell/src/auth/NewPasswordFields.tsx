import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { NewPassword, PASSWORD_MIN_LENGTH } from '@teamwear/shared/contracts';
import { useTranslation } from '@teamwear/shared/i18n';
import { confirmPasswordRules, contractRule } from './form-support';

/**
 * Choosing a password, on signing up and on resetting one: the password with the contract's rules
 * and its hint, then the same again to confirm it. Written once so both pages ask for the same.
 */
export function NewPasswordFields({ label, autoFocus = false }: { label: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        extra={t('auth.validation.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        rules={[{ required: true, message: t('auth.validation.passwordRequired') }, contractRule(t, NewPassword)]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('auth.fields.confirmPassword')} dependencies={['password']} rules={confirmPasswordRules(t)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
