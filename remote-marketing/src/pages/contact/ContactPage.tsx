import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { contactRoutes } from '@teamwear/shared/api-routes';
import type { ContactMessageRequest } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { useTenant } from '@teamwear/shared/tenant';
import { givesContactDetails, ShopContactDetails } from './ShopContactDetails';

/** docs/product.md §1: the shop's address, hours, phone and email (what it gives of them), and a contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactMessageRequest>();
  const [sending, setSending] = useState(false);
  const contact = useTenant()?.contact;
  const details = contact && givesContactDetails(contact) ? contact : null;

  const send = async (values: ContactMessageRequest) => {
    setSending(true);
    const result = await callEndpoint(contactRoutes.send, { body: values, auth: false });
    setSending(false);
    if (result.ok) {
      form.resetFields();
      showToast({ severity: 'success', summary: t('contact.thanks') });
      return;
    }
    // The typed message stays in the form, so nothing is lost.
    const fields = Object.entries(result.error.fields ?? {}).map(([name, message]) => ({ name: name as keyof ContactMessageRequest, errors: [message] }));
    if (fields.length) form.setFields(fields);
    showToast({ severity: 'error', summary: t('contact.failed'), detail: result.error.message });
  };

  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: '48px 16px' }} data-remote="marketing">
      <Typography.Title level={1}>{t('marketing.contactTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('contact.intro')}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {details ? (
          <Col xs={24} md={10}>
            <ShopContactDetails contact={details} />
          </Col>
        ) : null}
        {/* A shop that gives no details has the form alone, across the page. */}
        <Col xs={24} md={details ? 14 : 24}>
          <Card title={t('contact.formTitle')}>
            <Form form={form} layout="vertical" onFinish={send} requiredMark>
              <Form.Item name="contact" label={t('contact.contact')} rules={[{ required: true, whitespace: true, message: t('contact.contactRequired') }]}>
                <Input maxLength={254} autoComplete="email" />
              </Form.Item>
              <Form.Item name="subject" label={t('contact.subject')} rules={[{ required: true, whitespace: true, message: t('contact.subjectRequired') }]}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="message" label={t('contact.message')} rules={[{ required: true, whitespace: true, message: t('contact.messageRequired') }]}>
                <Input.TextArea rows={5} maxLength={5000} showCount />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sending}>
                {t('contact.send')}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
