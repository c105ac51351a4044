import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { PLAYER_MESSAGES, type Collection, type CollectionEntry } from '@teamwear/shared/contracts';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { addEntry, changeEntry } from '../api/collection-api';
import { useCollectionFailure, useCollectionMessage } from '../form/use-collection-message';
import { buildEntryRequest, type EntryField, type EntryFormValues } from './entry-request';
import type { EntryOptions } from './use-entry-options';

const FIELDS: EntryField[] = ['name', 'number', 'size', 'shortsSize', 'email'];

/** What the dialog is open for: a new player by hand, or one entry to change. */
export type EntryTarget = { mode: 'add' } | { mode: 'edit'; entry: CollectionEntry };

interface Props {
  collection: Collection;
  target: EntryTarget;
  options: EntryOptions;
  onDone: (collection: Collection) => void;
  onClose: () => void;
}

/** The manager adds a player by hand or changes an entry: checked as typed, the API's refusals (a taken number) on their fields. */
export function EntryDialog({ collection, target, options, onDone, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const translate = useCollectionMessage();
  const failureText = useCollectionFailure();
  const [form] = Form.useForm<EntryFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const language = i18n.language === 'kh' ? 'kh' : 'en';
  const rules = { pieces: collection.pieces, printNumbers: collection.printNumbers, numberRange: options.numberRange };

  const rule =
    (field: EntryField): Rule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const built = buildEntryRequest(getFieldsValue(true) as EntryFormValues, rules, language);
        const message = built.ok ? undefined : built.errors[field];
        if (message) throw new Error(message === PLAYER_MESSAGES.numberInvalid ? t('collections.entries.numberRange', options.numberRange) : translate(message));
      },
    });

  const save = async (values: EntryFormValues) => {
    const built = buildEntryRequest({ ...form.getFieldsValue(true), ...values }, rules, language);
    if (!built.ok) return;
    setSaving(true);
    setFailure(null);
    const result = target.mode === 'edit' ? await changeEntry(collection.id, target.entry.id, built.request) : await addEntry(collection.id, built.request);
    setSaving(false);
    if (result.ok) {
      onDone(result.data);
      return;
    }
    const body = result.body as { code?: string; freeNumbers?: number[] } | undefined;
    if (result.error.code === 'NUMBER_TAKEN') {
      const free = Array.isArray(body?.freeNumbers) ? body.freeNumbers : [];
      form.setFields([{ name: 'number', errors: [free.length ? t('collections.entries.numberTaken', { free: free.join(', ') }) : t('collections.entries.numberTakenNoFree')] }]);
      return;
    }
    const fields = Object.entries(result.error.fields ?? {}).filter(([name]) => FIELDS.includes(name as EntryField));
    if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as EntryField, errors: [translate(message)] })));
    else setFailure(result.status === 404 ? t('collections.entries.gone') : failureText(result));
  };

  const entry = target.mode === 'edit' ? target.entry : null;
  const sizeOptions = (sizes: string[]) => sizes.map((size) => ({ value: size, label: size }));
  return (
    <Modal
      open
      title={entry ? t('collections.entries.editTitle', { name: entry.name }) : t('collections.entries.addTitle')}
      onCancel={onClose}
      footer={null}
      width={responsiveDialogWidth(window.innerWidth, 480)}
      destroyOnHidden
    >
      <Form<EntryFormValues>
        form={form}
        name="collection-entry"
        layout="vertical"
        requiredMark
        onFinish={save}
        initialValues={
          entry
            ? { name: entry.name, number: entry.number === null ? '' : String(entry.number), size: entry.size ?? undefined, shortsSize: entry.shortsSize ?? undefined, email: entry.email ?? '' }
            : { name: '', number: '', email: '' }
        }
        data-testid="collection-entry-form"
      >
        <Form.Item name="name" label={t('collections.entries.name')} required rules={[rule('name')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="number" label={t('collections.entries.number')} required={collection.printNumbers} rules={[rule('number')]} extra={t('collections.entries.numberHint', options.numberRange)}>
          <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
        </Form.Item>
        {collection.pieces.includes('main') ? (
          <Form.Item name="size" label={t('collections.pieces.mainSize')} required rules={[rule('size')]}>
            <Select<string> options={sizeOptions(options.sizes.main)} allowClear style={{ maxWidth: 200 }} />
          </Form.Item>
        ) : null}
        {collection.pieces.includes('shorts') ? (
          <Form.Item name="shortsSize" label={t('collections.pieces.shortsSize')} required rules={[rule('shortsSize')]}>
            <Select<string> options={sizeOptions(options.sizes.shorts)} allowClear style={{ maxWidth: 200 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="email" label={t('collections.entries.email')} rules={[rule('email')]} extra={t('collections.entries.emailHint')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={t('collections.entries.notSaved')} description={failure} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('collections.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="collection-entry-save">
            {t('collections.entries.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
