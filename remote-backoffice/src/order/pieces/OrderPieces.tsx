import Flex from 'antd/es/flex';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { playersByNumber, sizeRunTable } from './size-run';

const cell = { padding: '6px 8px', textAlign: 'start' as const, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' };
const number = { ...cell, textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums' as const };

/** The size run as the workshop cuts it: a row per size, shirts and (for a garment with shorts) shorts, and the totals. */
export function SizeRun({ order }: { order: Pick<ProviderOrder, 'sizeRun'> }) {
  const { t } = useTranslation();
  const table = sizeRunTable(order.sizeRun);
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="order-size-run">
      <caption className="order-visually-hidden">{t('order.pieces.sizeRunCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>{t('order.pieces.size')}</th>
          <th scope="col" style={number}>{t('order.pieces.shirts')}</th>
          {table.withShorts ? <th scope="col" style={number}>{t('order.pieces.shorts')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.size} data-testid="size-run-row" data-size={row.size}>
            <th scope="row" style={{ ...cell, fontWeight: 500 }}>{row.size}</th>
            <td style={number}>{formatNumber(row.shirts)}</td>
            {table.withShorts ? <td style={number}>{formatNumber(row.shorts ?? 0)}</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" style={{ ...cell, fontWeight: 700 }}>{t('order.pieces.total')}</th>
          <td style={{ ...number, fontWeight: 700 }} data-testid="size-run-total">{formatNumber(table.totals.shirts)}</td>
          {table.withShorts ? <td style={{ ...number, fontWeight: 700 }}>{formatNumber(table.totals.shorts ?? 0)}</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}

/** The players printed on the order (name, number, sizes), then the extra pieces without names. */
export function PlayersAndExtras({ order }: { order: Pick<ProviderOrder, 'players' | 'extras' | 'sizeRun'> }) {
  const { t } = useTranslation();
  const withShorts = order.sizeRun.shorts !== null;
  return (
    <Flex vertical gap={16}>
      {order.players.length > 0 ? (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="order-players">
          <caption className="order-visually-hidden">{t('order.pieces.playersCaption', { count: order.players.length })}</caption>
          <thead>
            <tr>
              <th scope="col" style={number}>{t('order.pieces.number')}</th>
              <th scope="col" style={cell}>{t('order.pieces.name')}</th>
              <th scope="col" style={cell}>{t('order.pieces.shirtSize')}</th>
              {withShorts ? <th scope="col" style={cell}>{t('order.pieces.shortsSize')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {playersByNumber(order.players).map((player, index) => (
              <tr key={`${player.playerId ?? 'p'}-${index}`} data-testid="order-player">
                <td style={number}>{player.number}</td>
                <th scope="row" style={{ ...cell, fontWeight: 500, overflowWrap: 'anywhere' }}>{player.name}</th>
                <td style={cell}>{player.size}</td>
                {withShorts ? <td style={cell}>{player.shortsSize ?? '—'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {order.extras.length > 0 ? (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="order-extras">
          <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>{t('order.pieces.extrasCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>{t('order.pieces.shirtSize')}</th>
              {withShorts ? <th scope="col" style={cell}>{t('order.pieces.shortsSize')}</th> : null}
              <th scope="col" style={number}>{t('order.pieces.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {order.extras.map((extra, index) => (
              <tr key={`${extra.size}-${extra.shortsSize ?? ''}-${index}`}>
                <td style={cell}>{extra.size}</td>
                {withShorts ? <td style={cell}>{extra.shortsSize ?? '—'}</td> : null}
                <td style={number}>{formatNumber(extra.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {order.players.length === 0 && order.extras.length === 0 ? <span>{t('order.pieces.none')}</span> : null}
    </Flex>
  );
}
