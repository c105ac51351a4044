import { WarningOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import type { ShopOrderBoardCard } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { formatCents } from '../../common/formats';
import { useTranslation } from '../../strings';
import { daysSince, daysText } from '../wait-text';

/** One order on the board: a link to its page with what the team decides by at a glance. */
export function OrderCard({ order, now }: { order: ShopOrderBoardCard; now: number }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const days = daysSince(order.statusSince, now);
  const waited = days === 0 ? t('orders.waitedToday') : t('orders.waited', { days: daysText(days, i18n.language) });
  const team = order.teamName || order.model;
  return (
    <Link
      to={`/backoffice/orders/${order.number}`}
      data-testid="board-card"
      data-number={order.number}
      style={{
        display: 'block',
        padding: 12,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${order.overdue ? token.colorError : token.colorBorderSecondary}`,
        color: token.colorText,
        textDecoration: 'none',
      }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 600 }}>
        <span>#{order.number}</span>
        {order.overdue && (
          <span style={{ color: token.colorErrorText, fontWeight: 600 }} data-testid="late-mark">
            <WarningOutlined aria-hidden /> {t('orders.late')}
          </span>
        )}
      </span>
      <span style={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere' }}>{team}</span>
      <span style={{ display: 'block', color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>{order.customer.name}</span>
      <span style={{ display: 'block', color: token.colorTextSecondary }}>
        {t(`products.${order.product}`)} · {t('orders.pieces', { pieces: order.quantity })}
      </span>
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4, color: token.colorTextSecondary, flexWrap: 'wrap' }}>
        <span>{waited}</span>
        {order.balanceDueCents !== null && order.balanceDueCents > 0 && <span>{t('orders.due', { amount: formatCents(order.balanceDueCents) })}</span>}
      </span>
      {order.depositOverdueSince ? (
        <span style={{ display: 'block', marginTop: 4, color: token.colorErrorText, fontWeight: 600 }} data-testid="deposit-overdue-mark">
          <WarningOutlined aria-hidden /> {t('orders.depositOverdue')}
        </span>
      ) : null}
    </Link>
  );
}
