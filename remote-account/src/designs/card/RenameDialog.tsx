import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { NAME_MAX_LENGTH } from './design-display';

export interface RenameDialogProps {
  design: DesignSummary;
  /** The name the field starts with (the one the card shows). */
  initialName: string;
  onClose: () => void;
  /** Renames; answers whether it worked (if not, the dialog stays open with what was typed). */
  onRename: (design: DesignSummary, name: string) => Promise<boolean>;
}

/** Asks for a design's new name: required, at most the API's length, trimmed. Mounted while open. */
export function RenameDialog({ design, initialName, onClose, onRename }: RenameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    const renamed = await onRename(design, name.trim());
    setSaving(false);
    if (renamed) onClose();
  };

  return (
    <Modal
      open
      title={t('myDesigns.renameTitle')}
      okText={t('settings.save')}
      cancelText={t('myDesigns.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ name: initialName }}>
        <Form.Item
          name="name"
          label={t('myDesigns.nameLabel')}
          rules={[
            { required: true, whitespace: true, message: t('myDesigns.nameRequired') },
            { max: NAME_MAX_LENGTH, message: t('myDesigns.nameTooLong', { max: NAME_MAX_LENGTH }) },
          ]}
        >
          <Input autoFocus maxLength={NAME_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
