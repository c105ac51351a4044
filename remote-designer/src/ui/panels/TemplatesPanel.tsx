import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { templateRoutes } from '@teamwear/shared/api-routes';
import type { ShopTemplate } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { PRODUCT_TYPE_BY_SLUG } from '@teamwear/shared/tenant';
import { confirm, showToast } from '@teamwear/shared/ui';
import { applyTemplate, createDesign, type Design, type TemplateDesign } from '@teamwear/design';
import { useDesignState } from '../state/use-design-store';
import { useEdit, useStudio } from '../studio-context';
import { GarmentThumbnail } from '../../render/thumbnail/GarmentThumbnail';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; templates: ShopTemplate[] };

const THUMBNAIL_SIZE = 112;

/** The look a template gives, on a new design of this garment: what its card shows. */
function previewOf(template: ShopTemplate, product: Design['product']): Design {
  return applyTemplate(createDesign(product), { template: { id: template.id, product, design: template.document as TemplateDesign } });
}

/**
 * The shop's templates for this garment (GET /api/templates?type=, no sign-in needed), each with
 * a picture of its front. Applying one replaces the look, so it asks first (docs/product.md §4:
 * 'You will lose your previous design!'); the players' names and numbers keep their text (model
 * applyTemplate), and Ctrl+Z undoes it in one step.
 */
export function TemplatesPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store, product } = useStudio();
  const edit = useEdit();
  const { doc } = useDesignState(store);
  const type = PRODUCT_TYPE_BY_SLUG[product];
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void callEndpoint(templateRoutes.list, { query: { type }, auth: false, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(result.ok ? { state: 'ready', templates: result.data.data } : { state: 'error' });
    });
    return () => controller.abort();
  }, [type, attempt]);

  const templates = load.state === 'ready' ? load.templates : null;
  const previews = useMemo(() => new Map((templates ?? []).map((template) => [template.id, previewOf(template, product)])), [templates, product]);

  if (load.state === 'loading') {
    return (
      <Flex vertical gap={10} aria-busy data-testid="templates-loading">
        <Typography.Text type="secondary">{t('designer.templates.loading')}</Typography.Text>
        {[0, 1].map((index) => (
          <Flex key={index} gap={12} align="center">
            <Skeleton.Node active style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }} />
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </Flex>
        ))}
      </Flex>
    );
  }
  if (load.state === 'error') {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="templates-error"
        title={t('designer.templates.error')}
        action={
          <Button
            size="small"
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt(attempt + 1);
            }}
          >
            {t('designer.templates.retry')}
          </Button>
        }
      />
    );
  }
  if (load.templates.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.templates.empty')} />;

  const apply = async (template: ShopTemplate) => {
    const accepted = await confirm({
      header: t('designer.templates.confirmTitle', { name: template.name }),
      message: t('designer.templates.warning'),
      icon: 'warning',
      acceptLabel: t('designer.templates.apply'),
      rejectLabel: t('designer.common.cancel'),
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    edit({ type: 'applyTemplate', args: { template: { id: template.id, product, design: template.document as TemplateDesign } } });
    showToast({ severity: 'success', summary: t('designer.templates.applied', { name: template.name }) });
  };

  return (
    <Flex vertical gap={10}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('designer.templates.hint')}
      </Typography.Text>
      {load.templates.map((template) => {
        const preview = previews.get(template.id);
        const inUse = doc.template === template.id;
        return (
          <Card key={template.id} size="small" data-testid={`template-card-${template.id}`} style={inUse ? { borderColor: token.colorPrimary } : undefined}>
            <Flex gap={12} align="center">
              <div data-testid="template-thumbnail" style={{ borderRadius: 8, background: token.colorFillQuaternary, padding: 4, flex: 'none' }}>
                {preview && <GarmentThumbnail doc={preview} size={THUMBNAIL_SIZE} label={t('designer.templates.preview', { name: template.name })} />}
              </div>
              <Flex vertical gap={6} align="flex-start" style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis={{ tooltip: template.name }}>
                  {template.name}
                </Typography.Text>
                {/* In the page's text colour on the green tint: antd's green text on it reads at 3.4:1. */}
                {inUse && <Tag color="green" style={{ color: token.colorText }}>{t('designer.templates.inUse')}</Tag>}
                <Button onClick={() => void apply(template)} data-testid={`apply-template-${template.id}`}>
                  {t('designer.templates.apply')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
