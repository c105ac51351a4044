import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { SHOP_ROLES, type ShopRole } from '@teamwear/shared/contracts/plain';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { inviteMember } from './team-api';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  role: ShopRole;
  language: 'en' | 'kh';
}

const FIELDS = ['firstName', 'lastName', 'email', 'role', 'language'] as const;

/**
 * Invites a colleague: their name, e-mail, role and the language of their mail. The API's word on
 * a field (an e-mail that is not one, one that already has an account here) shows under it; the
 * form keeps what was typed.
 */
export function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);

  const send = async (values: Values) => {
    setSending(true);
    const result = await inviteMember(values);
    setSending(false);
    if (result.ok) {
      showToast({ severity: 'success', summary: t('team.dialog.sent', { email: values.email }) });
      form.resetFields();
      onInvited();
      return;
    }
    const fields = result.error.fields ?? {};
    const named = FIELDS.filter((name) => fields[name]);
    if (named.length > 0) form.setFields(named.map((name) => ({ name, errors: [fields[name] ?? ''] })));
    else showToast({ severity: 'error', summary: result.status === 0 ? t('team.offline') : result.error.message || t('team.failed') });
  };

  return (
    <Modal
      open={open}
      title={t('team.dialog.title')}
      okText={t('team.dialog.send')}
      cancelText={t('team.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'invite-send' } as ButtonProps}
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void send(values)} initialValues={{ role: 'STAFF', language: i18n.language === 'kh' ? 'kh' : 'en' }} data-testid="invite-form">
        <Form.Item name="firstName" label={t('team.dialog.firstName')} rules={[{ required: true, whitespace: true, message: t('team.dialog.required') }]}>
          <Input autoComplete="off" maxLength={100} data-testid="invite-first-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('team.dialog.lastName')} rules={[{ required: true, whitespace: true, message: t('team.dialog.required') }]}>
          <Input autoComplete="off" maxLength={100} data-testid="invite-last-name" />
        </Form.Item>
        <Form.Item name="email" label={t('team.dialog.email')} rules={[{ required: true, whitespace: true, message: t('team.dialog.required') }]}>
          <Input type="email" autoComplete="off" maxLength={254} data-testid="invite-email" />
        </Form.Item>
        <Form.Item name="role" label={t('team.dialog.role')} extra={<RoleWhat form={form} />}>
          <Select data-testid="invite-role" options={SHOP_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
        <Form.Item name="language" label={t('team.dialog.language')}>
          <Select
            data-testid="invite-language"
            options={[
              { value: 'en', label: 'English' },
              { value: 'kh', label: 'ខ្មែរ' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What the chosen role may do, under its field. */
function RoleWhat({ form }: { form: ReturnType<typeof Form.useForm<Values>>[0] }) {
  const { t } = useTranslation();
  const role = Form.useWatch('role', form) ?? 'STAFF';
  return <span>{t(`roles.what.${role}`)}</span>;
}
