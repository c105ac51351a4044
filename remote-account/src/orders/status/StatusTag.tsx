import theme from 'antd/es/theme';
import type { OrderStatus } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
// The life cycle alone, not the ordering barrel: that one brings print areas and inks with zod,
// a second copy of it on My orders.
import { statusSeverity } from '@teamwear/shared/orders/life-cycle';
import { tagColours } from './status-colours';
import { TagLabel } from '@teamwear/shared/ui/kit/themed';

/** An order's status as the product shows it: a tag in its severity's colour, in the page's language. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colours = tagColours(statusSeverity(status), { color: token.colorPrimary, text: token.colorTextLightSolid });
  return (
    <TagLabel data-testid="order-status" data-status={status} colours={colours} style={{ fontWeight: 500 }}>
      {t(`orderStatus.${status}`)}
    </TagLabel>
  );
}
