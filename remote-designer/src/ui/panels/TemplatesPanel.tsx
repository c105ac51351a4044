import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { PRODUCT_TYPE_BY_SLUG, useTenant } from '@teamwear/shared/tenant';
import { confirm, showToast } from '@teamwear/shared/ui';
import { useDesignState } from '../state/use-design-store';
import { useEdit, useStudio } from '../studio-context';
import { useTranslation } from '@teamwear/shared/i18n';

/**
 * The shop's templates for this garment (tenant store, matched by product type). Applying one
 * replaces the look, so it asks first (PRODUCT_SPEC §4: 'You will lose your previous design!');
 * the players' names and numbers keep their text (model applyTemplate), and Ctrl+Z undoes it.
 */
export function TemplatesPanel() {
  const { t } = useTranslation();
  const { store, product } = useStudio();
  const edit = useEdit();
  const { doc } = useDesignState(store);
  const tenant = useTenant();
  const type = PRODUCT_TYPE_BY_SLUG[product];
  const templates = (tenant?.templates ?? []).filter((template) => template.type === type);

  if (templates.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.templates.empty')} />;

  const apply = async (template: { id: string; name: string }) => {
    const accepted = await confirm({
      header: t('designer.templates.confirmTitle', { name: template.name }),
      message: t('designer.templates.warning'),
      icon: 'warning',
      acceptLabel: t('designer.templates.apply'),
      rejectLabel: t('designer.common.cancel'),
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    // The shop's template documents are not served yet (GET /whoami lists id, name and type):
    // an empty look starts the garment afresh with the template's name recorded.
    edit({ type: 'applyTemplate', args: { template: { id: template.id, product, design: {} } } });
    showToast({ severity: 'success', summary: t('designer.templates.applied', { name: template.name }) });
  };

  return (
    <Flex vertical gap={10}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('designer.templates.hint')}
      </Typography.Text>
      {templates.map((template) => (
        <Card key={template.id} size="small">
          <Flex justify="space-between" align="center" gap={8}>
            <Flex vertical>
              <Typography.Text strong>{template.name}</Typography.Text>
              {doc.template === template.id && <Tag color="green">{t('designer.templates.inUse')}</Tag>}
            </Flex>
            <Button onClick={() => void apply(template)} data-testid={`apply-template-${template.id}`}>
              {t('designer.templates.apply')}
            </Button>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
