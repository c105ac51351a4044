import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import type { Design, SizeGuidePiece } from '@teamwear/shared/contracts';
import { hasShorts, SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { useNavigate } from '@teamwear/shared/router';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { createCollection } from '../api/collection-api';
import { collectionPagePath } from '../collection-paths';
import { apiFieldErrors } from './api-field-errors';
import { buildCollectionRequest, playersPayRefusalOf, type CollectionField, type CollectionFormValues } from './collection-request';
import { DetailItem } from './DetailItem';
import { checkedRule, useMessagesFollowLanguage } from './form-rules';
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
const SHOWN = Object.values(FORM_FIELD);

/** Starts a size collection of one saved design: checked as typed with the contracts' rules; after it, the live page. */
export function CollectionForm({ design }: { design: Design }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const translate = useCollectionMessage();
  const failureText = useCollectionFailure();
  const [form] = Form.useForm<CollectionFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A shop that cannot let players pay is known only from the API's refusal (nothing is started then).
  const [payRefusal, setPayRefusal] = useState<'noMethod' | 'notPriced' | null>(null);
  const pieces: SizeGuidePiece[] = hasShorts(design.product) ? ['main', 'shorts'] : ['main'];

  useMessagesFollowLanguage(form, SHOWN);

  const check = (values: CollectionFormValues) => {
    const built = buildCollectionRequest(design.id, values, new Date(), SHOP_DAY_TIME_ZONE);
    return built.ok ? null : built.errors;
  };
  const rule = (field: CollectionField) => checkedRule(check, field, translate);

  const save = async (values: CollectionFormValues) => {
    const built = buildCollectionRequest(design.id, { ...form.getFieldsValue(true), ...values }, new Date(), SHOP_DAY_TIME_ZONE);
    if (!built.ok) return;
    setSaving(true);
    setFailure(null);
    setPayRefusal(null);
    const result = await createCollection(built.request);
    setSaving(false);
    if (result.ok) {
      showToast({ severity: 'success', summary: t('collections.form.started'), detail: result.data.title });
      navigate(collectionPagePath(result.data.id));
      return;
    }
    const refusal = playersPayRefusalOf(result);
    if (refusal) {
      setPayRefusal(refusal);
      return;
    }
    const fields = apiFieldErrors(result.error.fields, FORM_FIELD);
    if (fields.length) form.setFields(fields.map(({ name, errors }) => ({ name, errors: errors.map(translate) })));
    else setFailure(result.status === 404 ? t('collections.form.designGone') : failureText(result));
  };

  // Everything typed stays; only the box is unticked, and the manager starts again.
  const startWithoutPay = () => {
    form.setFieldValue('playersPay', false);
    form.submit();
  };

  return (
    <Form<CollectionFormValues>
      form={form}
      name="collection"
      layout="vertical"
      requiredMark
      onFinish={save}
      initialValues={{ title: design.name, pieces, printNames: true, printNumbers: true, deadlineTime: '18:00', playersPay: false }}
      data-testid="collection-form"
    >
      <DetailItem field="title" rule={rule('title')} />
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
      <DetailItem field="expectedPlayers" rule={rule('expectedPlayers')} />
      <DetailItem field="needBy" rule={rule('needBy')} dependencies={['deadlineDay', 'deadlineTime']} />
      <DetailItem field="message" rule={rule('message')} />
      <Form.Item name="playersPay" valuePropName="checked" extra={t('collections.form.playersPayHint')}>
        <Checkbox data-testid="collection-form-players-pay">{t('collections.pay.title')}</Checkbox>
      </Form.Item>
      {payRefusal ? (
        <Alert
          type="warning"
          showIcon
          title={t('collections.form.notStarted')}
          description={`${t(`collections.pay.${payRefusal}`)} ${t('collections.form.nothingLost')}`}
          action={
            <Button size="small" onClick={startWithoutPay} loading={saving} data-testid="collection-start-without-pay">
              {t('collections.form.startWithoutPay')}
            </Button>
          }
          style={{ marginBottom: 16 }}
          data-testid="collection-players-pay-refused"
        />
      ) : null}
      {failure ? <Alert type="error" showIcon title={t('collections.form.notStarted')} description={failure} style={{ marginBottom: 16 }} data-testid="collection-form-failed" /> : null}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="collection-start">
        {t('collections.form.start')}
      </Button>
    </Form>
  );
}
