import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from '../../strings';

/**
 * A text field's clear button (`allowClear={{ clearIcon: <ClearIcon /> }}`): antd draws the button
 * with nothing but its icon, so the icon's name is the button's. antd's own icon names itself in
 * English ("close-circle"), on a Khmer page too; this one says "Clear" in the page's language.
 * (ConfigProvider cannot give this one: its allowClear would put a clear button in every field.)
 */
export function ClearIcon() {
  const { t } = useTranslation();
  return <CloseCircleFilled aria-label={t('designer.common.clear')} />;
}
