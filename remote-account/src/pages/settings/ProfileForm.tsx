import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { accountRoutes } from '@teamwear/shared/api-routes';
import type { UpdateAccountDetailsRequest } from '@teamwear/shared/contracts';
import { sessionStore } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';

/** Name and phone number (PUT /api/accounts/details); server field errors land on the field. */
export function ProfileForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<UpdateAccountDetailsRequest & { email: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void callEndpoint(accountRoutes.details).then((result) => {
      if (result.ok) form.setFieldsValue(result.data.data);
      else showToast({ severity: 'error', summary: t('account.loadFailed'), detail: result.error.message });
    });
  }, [form, t]);

  const save = async (values: UpdateAccountDetailsRequest) => {
    setSaving(true);
    const body: UpdateAccountDetailsRequest = { firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber };
    const result = await callEndpoint(accountRoutes.updateDetails, { body });
    setSaving(false);
    if (result.ok) {
      const details = result.data?.data;
      if (details) sessionStore.getState().setDetails(details);
      showToast({ severity: 'success', summary: t('settings.saved'), detail: t('settings.profileSaved') });
      return;
    }
    const fields = Object.entries(result.error.fields ?? {}).map(([name, message]) => ({ name: name as 'firstName', errors: [message] }));
    if (fields.length) form.setFields(fields);
    showToast({ severity: 'error', summary: t('account.loadFailed'), detail: result.error.message });
  };

  return (
    <Card title={t('settings.profileTitle')}>
      <Form form={form} layout="vertical" onFinish={save} requiredMark style={{ maxWidth: 480 }}>
        <Form.Item name="firstName" label={t('settings.firstName')} rules={[{ required: true, whitespace: true, message: t('settings.firstNameRequired') }]}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="lastName" label={t('settings.lastName')} rules={[{ required: true, whitespace: true, message: t('settings.lastNameRequired') }]}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('settings.phoneNumber')} rules={[{ required: true, whitespace: true, message: t('settings.phoneRequired') }]}>
          <Input autoComplete="tel" inputMode="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name="email" label={t('settings.email')} extra={t('settings.emailHint')}>
          <Input disabled />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
