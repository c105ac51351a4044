import theme from 'antd/es/theme';
import type { OrderStatus } from '@teamwear/shared/contracts';
import { statusSeverity, type StatusSeverity } from '@teamwear/shared/orders/life-cycle';
import { TagLabel } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';

/** The product's severities as tag colours (antd's darker shades for the text: WCAG AA on their
 *  background, as the customer's order page paints them); `primary` is the shop's own colour. */
const COLOURS: Record<Exclude<StatusSeverity, 'primary'>, { color: string; background: string; border: string }> = {
  info: { color: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  success: { color: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  warn: { color: '#873800', background: '#fff7e6', border: '#ffd591' },
  secondary: { color: '#434343', background: '#f5f5f5', border: '#d9d9d9' },
  ready: { color: '#531dab', background: '#f9f0ff', border: '#d3adf7' },
  danger: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
};

/** An order's status as a tag in its severity's colour, in the page's language. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const severity = statusSeverity(status);
  const colours = severity === 'primary' ? { color: token.colorTextLightSolid, background: token.colorPrimary, border: token.colorPrimary } : COLOURS[severity];
  return (
    <TagLabel data-testid="order-status" data-status={status} colours={colours} style={{ fontWeight: 500, fontSize: token.fontSize }}>
      {t(`order.status.${status}`)}
    </TagLabel>
  );
}
