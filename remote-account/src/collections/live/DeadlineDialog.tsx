import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { COLLECTION_DEADLINE_DAYS_MAX, COLLECTION_MESSAGES, type Collection } from '@teamwear/shared/contracts';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { changeCollection, reopenCollection } from '../api/collection-api';
import { FORM_MESSAGES } from '../form/collection-messages';
import { useCollectionFailure, useCollectionMessage } from '../form/use-collection-message';
import { shopDeadline, shopWallClock } from '../format/shop-deadline';

interface Values {
  day?: string;
  time?: string;
}

/** The deadline typed, or the English message of what is wrong with it (the API's rules). */
export function checkDeadline(values: Values, now: Date): { ok: true; deadline: string } | { ok: false; message: string } {
  const deadline = shopDeadline(values.day ?? '', values.time ?? '', SHOP_DAY_TIME_ZONE);
  if (!deadline) return { ok: false, message: FORM_MESSAGES.deadlineInvalid };
  const at = new Date(deadline).getTime();
  if (at <= now.getTime()) return { ok: false, message: COLLECTION_MESSAGES.deadlinePast };
  if (at > now.getTime() + COLLECTION_DEADLINE_DAYS_MAX * 86_400_000) return { ok: false, message: COLLECTION_MESSAGES.deadlineTooFar };
  return { ok: true, deadline };
}

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

  const rule: Rule = ({ getFieldsValue }) => ({
    validator: async () => {
      const checked = checkDeadline(getFieldsValue(true) as Values, new Date());
      if (!checked.ok) throw new Error(translate(checked.message));
    },
  });

  const save = async () => {
    const checked = checkDeadline(form.getFieldsValue(true) as Values, new Date());
    if (!checked.ok) return;
    setSaving(true);
    setFailure(null);
    const result = mode === 'reopen' ? await reopenCollection(collection.id, checked.deadline) : await changeCollection(collection.id, { deadline: checked.deadline });
    setSaving(false);
    if (result.ok) onDone(result.data);
    else if (result.error.fields?.deadline) form.setFields([{ name: 'day', errors: [translate(result.error.fields.deadline)] }]);
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
