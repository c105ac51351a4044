import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from '../strings';

/** The warning on each of two players of one team with the same number (not a refusal: teams reuse numbers across squads). */
export function DuplicateNumberTag({ number }: { number: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hint = t('players.table.duplicateNumberHint', { number });
  return (
    <Tooltip title={hint}>
      {/* The label says it on a phone too, where a tooltip is never hovered. In the page's text colour: the
          warning's yellow on the tag's pale background is too faint to read (WCAG contrast); the icon keeps it. */}
      <Tag
        color="warning"
        icon={<WarningOutlined style={{ color: token.colorWarning }} />}
        title={hint}
        data-testid="duplicate-number"
        style={{ marginInlineEnd: 0, color: token.colorText }}
      >
        {t('players.table.duplicateNumber')}
      </Tag>
    </Tooltip>
  );
}
