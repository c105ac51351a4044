import { DownOutlined, UpOutlined } from '@ant-design/icons';

/**
 * A number field's step buttons (`<InputNumber controls={STEP_ICONS}>`): antd's own arrows name
 * themselves in English ("up", "down"), on a Khmer page too. The field itself is named and steps
 * with the arrow keys; these are the same arrows, hidden from a screen reader. (ConfigProvider has
 * no setting for them.)
 */
export const STEP_ICONS = { upIcon: <UpOutlined aria-hidden />, downIcon: <DownOutlined aria-hidden /> } as const;
