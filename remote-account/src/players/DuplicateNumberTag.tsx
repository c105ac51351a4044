import theme from 'antd/es/theme';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from '../strings';
import { TagLabel } from '@teamwear/shared/ui/kit/themed';

/** The warning on each of two players of one team with the same number (not a refusal: teams reuse numbers across squads). */
export function DuplicateNumberTag({ number }: { number: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hint = t('players.table.duplicateNumberHint', { number });
  // The hint is the browser's own tooltip (title), not antd's Tooltip: that brought its trigger and,
  // through antd's chunks, rc-form to the roster's first load for one hover text.
  // The label says it on a phone too, where a tooltip is never hovered. In the page's text colour: the
  // warning's yellow on the tag's pale background is too faint to read (WCAG contrast); the icon keeps it.
  return (
    <TagLabel
      colours={{ color: token.colorText, background: token.colorWarningBg, border: token.colorWarningBorder }}
      icon={<WarningOutlined style={{ color: token.colorWarning }} aria-hidden />}
      title={hint}
      data-testid="duplicate-number"
    >
      {t('players.table.duplicateNumber')}
    </TagLabel>
  );
}
