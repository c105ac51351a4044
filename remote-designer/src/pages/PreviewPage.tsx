import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function PreviewPage() {
  const { t } = useTranslation();
  return (
    <section style={{ padding: 24 }} data-remote="designer">
      <Typography.Title level={2}>{t('designer.previewTitle')}</Typography.Title>
    </section>
  );
}
