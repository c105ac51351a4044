import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import type { Design, SizeGuidePiece } from '@teamwear/shared/contracts';
import { hasShorts, SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { useNavigate } from '@teamwear/shared/router';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { createCollection } from '../api/collection-api';
import { collectionPagePath } from '../collection-paths';
import { buildCollectionRequest, type CollectionField, type CollectionFormValues } from './collection-request';
import { useCollectionFailure, useCollectionMessage } from './use-collection-message';

/** The form's field that shows each of the request's fields' messages. */
const FORM_FIELD: Record<CollectionField, keyof CollectionFormValues> = {
  title: 'title',
  deadline: 'deadlineDay',
  pieces: 'pieces',
  message: 'message',
  expectedPlayers: 'expectedPlayers',
  needBy: 'needBy',
};
const API_FIELDS = Object.keys(FORM_FIELD) as CollectionField[];

/** Starts a size collection of one saved design: checked as typed with the contracts' rules; after it, the live page. */
export function CollectionForm({ design }: { design: Design }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const translate = useCollectionMessage();
  const failureText = useCollectionFailure();
  const [form] = Form.useForm<CollectionFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pieces: SizeGuidePiece[] = hasShorts(design.product) ? ['main', 'shorts'] : ['main'];

  // Messages already shown follow a change of language.
  useEffect(() => {
    const shown = (Object.values(FORM_FIELD) as (keyof CollectionFormValues)[]).filter((field) => form.getFieldError(field).length > 0);
    if (shown.length) void form.validateFields(shown).catch(() => undefined);
  }, [t, form]);

  const rule =
    (field: CollectionField): Rule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const built = buildCollectionRequest(design.id, getFieldsValue(true) as CollectionFormValues, new Date(), SHOP_DAY_TIME_ZONE);
        const message = built.ok ? undefined : built.errors[field];
        if (message) throw new Error(translate(message));
      },
    });

  const save = async (values: CollectionFormValues) => {
    const built = buildCollectionRequest(design.id, { ...form.getFieldsValue(true), ...values }, new Date(), SHOP_DAY_TIME_ZONE);
    if (!built.ok) return;
    setSaving(true);
    setFailure(null);
    const result = await createCollection(built.request);
    setSaving(false);
    if (result.ok) {
      showToast({ severity: 'success', summary: t('collections.form.started'), detail: result.data.title });
      navigate(collectionPagePath(result.data.id));
      return;
    }
    const fields = Object.entries(result.error.fields ?? {}).filter(([name]) => API_FIELDS.includes(name as CollectionField));
    if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: FORM_FIELD[name as CollectionField], errors: [translate(message)] })));
    else setFailure(result.status === 404 ? t('collections.form.designGone') : failureText(result));
  };

  return (
    <Form<CollectionFormValues>
      form={form}
      name="collection"
      layout="vertical"
      requiredMark
      onFinish={save}
      initialValues={{ title: design.name, pieces, printNames: true, printNumbers: true, deadlineTime: '18:00' }}
      data-testid="collection-form"
    >
      <Form.Item name="title" label={t('collections.form.title')} required rules={[rule('title')]} extra={t('collections.form.titleHint')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('collections.form.deadline')} required extra={t('collections.form.deadlineHint')}>
        <Flex gap={8} wrap>
          <Form.Item name="deadlineDay" noStyle rules={[rule('deadline')]} dependencies={['deadlineTime']}>
            <Input type="date" aria-label={t('collections.form.deadlineDay')} style={{ width: 180 }} data-testid="collection-deadline-day" />
          </Form.Item>
          <Form.Item name="deadlineTime" noStyle>
            <Input type="time" aria-label={t('collections.form.deadlineTime')} style={{ width: 140 }} data-testid="collection-deadline-time" />
          </Form.Item>
        </Flex>
      </Form.Item>
      {/* Not `required`: Form.Item would put aria-required on the group's <div>, which axe refuses; the rule still asks for one. */}
      <Form.Item name="pieces" label={t('collections.form.pieces')} rules={[rule('pieces')]}>
        <Checkbox.Group role="group" aria-label={t('collections.form.pieces')} options={pieces.map((piece) => ({ value: piece, label: t(`collections.pieces.${piece}`) }))} />
      </Form.Item>
      <Form.Item label={t('collections.form.printed')}>
        <Flex gap={16} wrap>
          <Form.Item name="printNames" valuePropName="checked" noStyle>
            <Checkbox>{t('collections.form.printNames')}</Checkbox>
          </Form.Item>
          <Form.Item name="printNumbers" valuePropName="checked" noStyle>
            <Checkbox>{t('collections.form.printNumbers')}</Checkbox>
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item name="expectedPlayers" label={t('collections.form.expectedPlayers')} rules={[rule('expectedPlayers')]} extra={t('collections.form.expectedHint')}>
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item name="needBy" label={t('collections.form.needBy')} rules={[rule('needBy')]} dependencies={['deadlineDay', 'deadlineTime']} extra={t('collections.form.needByHint')}>
        <Input type="date" style={{ maxWidth: 180 }} />
      </Form.Item>
      <Form.Item name="message" label={t('collections.form.message')} rules={[rule('message')]} extra={t('collections.form.messageHint')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={t('collections.form.notStarted')} description={failure} style={{ marginBottom: 16 }} data-testid="collection-form-failed" /> : null}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="collection-start">
        {t('collections.form.start')}
      </Button>
    </Form>
  );
}
