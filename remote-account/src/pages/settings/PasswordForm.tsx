import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import type { ChangePasswordRequest } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordChangeOutcome, type Message } from './password-change';

type Notice = { type: 'success' | 'error'; text: string } | null;

/**
 * Change password (PUT /api/oauth/password): the current one, the new one twice. The API signs
 * out the account's other sessions and keeps this one; the form says so. Wrong current passwords
 * count toward the account's lock, which the form warns about before anyone types.
 */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const words = (message: Message | string) => (typeof message === 'string' ? message : t(message.key, message.values));

  const submit = async (values: ChangePasswordRequest) => {
    setSaving(true);
    setNotice(null);
    const result = await callEndpoint(passwordRoutes.change, { body: values });
    setSaving(false);
    const outcome = passwordChangeOutcome(result);
    if (outcome.kind === 'changed') {
      form.resetFields();
      setNotice({ type: 'success', text: t('settings.passwordChanged') });
      onChanged();
    } else if (outcome.kind === 'fields') {
      form.setFields(outcome.fields.map((field) => ({ name: field.name, errors: [words(field.message)] })));
    } else {
      setNotice({ type: 'error', text: words(outcome.message) });
    }
  };

  return (
    <Card title={t('settings.passwordTitle')}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark style={{ maxWidth: 480 }} data-testid="password-form">
        <Typography.Paragraph type="secondary">{t('settings.passwordLockHint')}</Typography.Paragraph>
        <Form.Item name="currentPassword" label={t('settings.currentPassword')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={1024} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('settings.newPassword')}
          extra={t('auth.validation.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          rules={[
            { required: true, message: t('auth.validation.passwordRequired') },
            { min: PASSWORD_MIN_LENGTH, message: t('auth.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) },
            { max: PASSWORD_MAX_LENGTH, message: t('auth.validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('settings.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('auth.validation.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('auth.validation.passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {notice ? <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} data-testid="password-notice" /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
