import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../strings';
import type { DetailsField } from './collection-request';

/**
 * One of a collection's details as the start form and the change dialog ask for it: its label,
 * hint and input. `dependencies`: the fields whose change checks it again (the deadline, for the need-by day).
 */
export function DetailItem({ field, rule, dependencies }: { field: DetailsField; rule: Rule; dependencies?: string[] }) {
  const { t } = useTranslation();
  switch (field) {
    case 'title':
      return (
        <Form.Item name="title" label={t('collections.form.title')} required rules={[rule]} extra={t('collections.form.titleHint')}>
          <Input autoComplete="off" />
        </Form.Item>
      );
    case 'expectedPlayers':
      return (
        <Form.Item name="expectedPlayers" label={t('collections.form.expectedPlayers')} rules={[rule]} extra={t('collections.form.expectedHint')}>
          <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
        </Form.Item>
      );
    case 'needBy':
      return (
        <Form.Item name="needBy" label={t('collections.form.needBy')} rules={[rule]} dependencies={dependencies} extra={t('collections.form.needByHint')}>
          <Input type="date" style={{ maxWidth: 180 }} />
        </Form.Item>
      );
    case 'message':
      return (
        <Form.Item name="message" label={t('collections.form.message')} rules={[rule]} extra={t('collections.form.messageHint')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      );
  }
}
