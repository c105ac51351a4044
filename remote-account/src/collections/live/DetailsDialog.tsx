import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { changeCollection } from '../api/collection-api';
import { apiFieldErrors } from '../form/api-field-errors';
import { buildDetailsChange, DETAILS_FIELDS, type DetailsField, type DetailsFormValues } from '../form/collection-request';
import { DetailItem } from '../form/DetailItem';
import { checkedRule, useMessagesFollowLanguage } from '../form/form-rules';
import { useCollectionFailure, useCollectionMessage } from '../form/use-collection-message';

/** The API's fields are the form's. */
const FORM_FIELD: Record<DetailsField, DetailsField> = { title: 'title', message: 'message', expectedPlayers: 'expectedPlayers', needBy: 'needBy' };

/**
 * The manager changes a started collection's title, message, players expected and need-by day: the
 * start form's fields and checks; the API's refusals on their fields, the dialog (and what was
 * typed) kept open on a failure.
 */
export function DetailsDialog({ collection, onDone, onClose }: { collection: Collection; onDone: (collection: Collection | null) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useCollectionMessage();
  const failureText = useCollectionFailure();
  const [form] = Form.useForm<DetailsFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useMessagesFollowLanguage(form, DETAILS_FIELDS);

  // Checked against the collection as the page last read it (its deadline may have moved since the dialog opened).
  const check = (values: DetailsFormValues) => {
    const built = buildDetailsChange(values, collection, SHOP_DAY_TIME_ZONE);
    return built.ok ? null : built.errors;
  };
  const rule = (field: DetailsField) => checkedRule(check, field, translate);

  const save = async (values: DetailsFormValues) => {
    const built = buildDetailsChange({ ...form.getFieldsValue(true), ...values }, collection, SHOP_DAY_TIME_ZONE);
    if (!built.ok) return;
    if (!built.change) {
      onDone(null);
      return;
    }
    setSaving(true);
    setFailure(null);
    const result = await changeCollection(collection.id, built.change);
    setSaving(false);
    if (result.ok) {
      onDone(result.data);
      return;
    }
    const fields = apiFieldErrors(result.error.fields, FORM_FIELD);
    if (fields.length) form.setFields(fields.map(({ name, errors }) => ({ name, errors: errors.map(translate) })));
    else setFailure(result.status === 404 ? t('collections.details.gone') : failureText(result));
  };

  return (
    <Modal open title={t('collections.details.title')} onCancel={onClose} footer={null} width={responsiveDialogWidth(window.innerWidth, 520)} destroyOnHidden>
      <Form<DetailsFormValues>
        form={form}
        name="collection-details"
        layout="vertical"
        requiredMark
        onFinish={save}
        initialValues={{
          title: collection.title,
          message: collection.message ?? '',
          expectedPlayers: collection.expectedPlayers === null ? '' : String(collection.expectedPlayers),
          needBy: collection.needBy ?? '',
        }}
        data-testid="collection-details-form"
      >
        {DETAILS_FIELDS.map((field) => (
          <DetailItem key={field} field={field} rule={rule(field)} />
        ))}
        {failure ? <Alert type="error" showIcon title={t('collections.details.notSaved')} description={failure} style={{ marginBottom: 16 }} data-testid="collection-details-failed" /> : null}
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('collections.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="collection-details-save">
            {t('collections.details.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
