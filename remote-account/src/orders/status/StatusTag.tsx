import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import type { OrderStatus } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
// The life cycle alone, not the ordering barrel: that one brings print areas and inks with zod,
// a second copy of it on My orders (about 30 KB gzip).
import { statusSeverity } from '@teamwear/shared/orders/life-cycle';
import { tagColours } from './status-colours';

/** An order's status as the product shows it: a tag in its severity's colour, in the page's language. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colours = tagColours(statusSeverity(status), { color: token.colorPrimary, text: token.colorTextLightSolid });
  return (
    <Tag
      data-testid="order-status"
      data-status={status}
      style={{ color: colours.color, background: colours.background, borderColor: colours.border, marginInlineEnd: 0, fontWeight: 500 }}
    >
      {t(`orderStatus.${status}`)}
    </Tag>
  );
}
