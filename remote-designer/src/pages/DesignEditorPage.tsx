import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignSlug } from '@teamwear/shared/routes';

export interface DesignEditorProps {
  product: DesignSlug;
}

export function DesignEditorPage({ product }: DesignEditorProps) {
  const { t } = useTranslation();
  return (
    <section style={{ padding: 24 }} data-remote="designer" data-product={product}>
      <Typography.Title level={2}>{t('designer.editorTitle', { product: t(`products.${product}`) })}</Typography.Title>
    </section>
  );
}
