import { EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import { useId, useState } from 'react';
import type { ShopTemplateEntry } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { changeShopTemplate } from '../library-api';

/**
 * Rename a template in its row: a name field with Save and Cancel (Enter saves, Escape cancels). An
 * empty name is refused here; what the API refuses (too long, characters it does not store) is
 * shown under the field in its words, and the field keeps what was typed.
 */
export function RenameTemplate({ template, disabled, onRenamed }: { template: ShopTemplateEntry; disabled: boolean; onRenamed: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const problemId = useId();
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setName(null);
    setProblem(null);
  };

  if (name === null)
    return (
      <Button icon={<EditOutlined aria-hidden />} aria-label={t('library.templates.renameNamed', { name: template.name })} disabled={disabled} onClick={() => setName(template.name)} data-testid="template-rename">
        {t('library.templates.rename')}
      </Button>
    );

  const save = async () => {
    const wanted = name.trim();
    if (!wanted) return setProblem(t('library.templates.nameRequired'));
    if (wanted === template.name) return close();
    setSaving(true);
    const result = await changeShopTemplate(template.id, { name: wanted });
    setSaving(false);
    if (result.ok) {
      close();
      showToast({ severity: 'success', summary: t('library.templates.renamed', { name: result.data.data.name }) });
      onRenamed();
    } else if (result.status === 0) setProblem(t('settings.offline'));
    else setProblem(result.error.fields?.name ?? result.error.message);
  };

  return (
    <form
      style={{ flex: '1 1 100%', display: 'grid', gap: 4 }}
      data-testid="template-rename-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Input
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          aria-label={t('library.templates.newName', { name: template.name })}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          status={problem ? 'error' : undefined}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          data-testid="template-rename-input"
        />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('library.templates.saveName')}
        </Button>
        <Button onClick={close} disabled={saving}>
          {t('settings.cancel')}
        </Button>
      </div>
      {problem ? (
        <div id={problemId} role="alert" data-testid="template-rename-problem" style={{ color: token.colorErrorText }}>
          {problem}
        </div>
      ) : null}
    </form>
  );
}
