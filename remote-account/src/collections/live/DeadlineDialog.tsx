import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { changeCollection, reopenCollection } from '../api/collection-api';
import { apiFieldErrors } from '../form/api-field-errors';
import { checkedRule } from '../form/form-rules';
import { useCollectionFailure, useCollectionMessage } from '../form/use-collection-message';
import { shopWallClock } from '../format/shop-deadline';
import { checkDeadline, type DeadlineValues as Values } from './deadline-check';

/** A new deadline: extending an open collection's, or reopening a closed one until it. */
export function DeadlineDialog({ collection, mode, onDone, onClose }: { collection: Collection; mode: 'extend' | 'reopen'; onDone: (collection: Collection) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useCollectionMessage();
  const failureText = useCollectionFailure();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Two days after the deadline, or after now when it has passed: a day to start from, as the dialog opens.
  const [initial] = useState(() => shopWallClock(new Date(Math.max(new Date(collection.deadline).getTime(), Date.now()) + 2 * 86_400_000), SHOP_DAY_TIME_ZONE));

  // Extending: not past the need-by day (the API refuses it on the deadline). Reopening for late players or fill-ins is not held to it.
  const check = (values: Values) => checkDeadline(values, new Date(), SHOP_DAY_TIME_ZONE, mode === 'extend' ? collection.needBy : null);
  const rule = checkedRule(
    (values: Values) => {
      const checked = check(values);
      return checked.ok ? null : { day: checked.message };
    },
    'day',
    translate,
  );

  const save = async () => {
    const checked = check(form.getFieldsValue(true) as Values);
    if (!checked.ok) return;
    setSaving(true);
    setFailure(null);
    const result = mode === 'reopen' ? await reopenCollection(collection.id, checked.deadline) : await changeCollection(collection.id, { deadline: checked.deadline });
    setSaving(false);
    if (result.ok) {
      onDone(result.data);
      return;
    }
    // A 400's deadline message (past, too far, after the need-by day) on the deadline's field.
    const fields = apiFieldErrors(result.error.fields, { deadline: 'day' });
    if (fields.length) form.setFields(fields.map(({ name, errors }) => ({ name, errors: errors.map(translate) })));
    else setFailure(failureText(result));
  };

  return (
    <Modal
      open
      title={t(mode === 'reopen' ? 'collections.deadline.reopenTitle' : 'collections.deadline.extendTitle')}
      onCancel={onClose}
      footer={null}
      width={responsiveDialogWidth(window.innerWidth, 440)}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={() => void save()} initialValues={{ day: initial.day, time: initial.time }} data-testid="collection-deadline-form">
        <Form.Item label={t('collections.form.deadline')} required extra={t('collections.form.deadlineHint')}>
          <Flex gap={8} wrap>
            <Form.Item name="day" noStyle rules={[rule]} dependencies={['time']}>
              <Input type="date" aria-label={t('collections.form.deadlineDay')} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="time" noStyle>
              <Input type="time" aria-label={t('collections.form.deadlineTime')} style={{ width: 140 }} />
            </Form.Item>
          </Flex>
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={t('collections.deadline.notSaved')} description={failure} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('collections.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="collection-deadline-save">
            {t(mode === 'reopen' ? 'collections.deadline.reopen' : 'collections.deadline.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
