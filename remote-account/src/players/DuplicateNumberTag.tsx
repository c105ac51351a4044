import { Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from '@teamwear/shared/i18n';

/** The warning on each of two players of one team with the same number (not a refusal: teams reuse numbers across squads). */
export function DuplicateNumberTag({ number }: { number: number }) {
  const { t } = useTranslation();
  const hint = t('players.table.duplicateNumberHint', { number });
  return (
    <Tooltip title={hint}>
      {/* The label says it on a phone too, where a tooltip is never hovered; the hint is also its accessible description. */}
      <Tag color="warning" icon={<WarningOutlined />} title={hint} data-testid="duplicate-number" style={{ marginInlineEnd: 0 }}>
        {t('players.table.duplicateNumber')}
      </Tag>
    </Tooltip>
  );
}
