import theme from 'antd/es/theme';
import type { ShopOrderBoard } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { useScreenAtLeast } from '../../common/use-screen-at-least';
import { useTranslation } from '../../strings';
import { columnInTable, searchOfView, type OrdersView } from '../orders-view';
import { useMinuteClock } from '../use-minute-clock';
import { OrderCard } from './OrderCard';

/**
 * The board: a column per status in the life cycle's order, each with its count and its orders
 * (the longest waiting first), "all N" opening the rest in the table. The columns scroll sideways
 * one at a time (snapping) on a tablet or a phone; each is a labelled list, and every card a link,
 * so Tab walks the board column by column.
 */
export function OrdersBoard({ board, view }: { board: ShopOrderBoard; view: OrdersView }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const now = useMinuteClock();
  // A phone shows one column at a time (the next one's edge says there is more to the side).
  const phone = !useScreenAtLeast('sm');
  return (
    <div
      data-testid="orders-board"
      style={{ display: 'flex', gap: 12, overflowX: 'auto', scrollSnapType: 'x mandatory', paddingBottom: 8, alignItems: 'flex-start' }}
    >
      {board.columns.map((column) => {
        const headingId = `board-column-${column.status}`;
        return (
          <section
            key={column.status}
            aria-labelledby={headingId}
            data-testid="board-column"
            data-status={column.status}
            style={{
              flex: phone ? '0 0 calc(100% - 24px)' : '0 0 280px',
              scrollSnapAlign: 'start',
              background: token.colorFillQuaternary,
              borderRadius: token.borderRadiusLG,
              padding: 8,
            }}
          >
            <h2 id={headingId} style={{ fontSize: 16, margin: '4px 4px 8px', display: 'flex', justifyContent: 'space-between' }}>
              <span>{t(`order.status.${column.status}`)}</span>
              <span data-testid="column-count" aria-label={t('orders.columnCount', { count: column.count })}>
                {column.count}
              </span>
            </h2>
            {column.cards.length === 0 ? (
              <p style={{ margin: 4, color: token.colorTextSecondary }}>{t('orders.emptyColumn')}</p>
            ) : (
              <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
                {column.cards.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} now={now} />
                  </li>
                ))}
              </ol>
            )}
            {column.count > column.cards.length && (
              <Link to={`/backoffice/orders?${searchOfView(columnInTable(view, column.status)).toString()}`} style={{ display: 'block', margin: '8px 4px 0' }}>
                {t('orders.allInColumn', { count: column.count, status: t(`order.status.${column.status}`) })}
              </Link>
            )}
          </section>
        );
      })}
    </div>
  );
}
