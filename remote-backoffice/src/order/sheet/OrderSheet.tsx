import { createPortal } from 'react-dom';
import type { OrderPictureSide, ProviderOrder } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { formatWhen } from '../../common/formats';
import { playersByNumber, sizeRunTable } from '../pieces/size-run';
import type { SidePicture } from '../pictures/use-order-pictures';
import { eventsInOrder } from '../page/OrderTimeline';

/**
 * The order sheet the workshop works from, printed on A4: the order number, customer and delivery,
 * the design's pictures, the size run, the players and extras, and every note. Drawn at the end of
 * <body>, shown only when printing (sheet/order-page-css.ts); no menu, no buttons.
 */
export function OrderSheet({ order, pictures }: { order: ProviderOrder; pictures: Partial<Record<OrderPictureSide, SidePicture>> }) {
  const { t, i18n } = useTranslation();
  const table = sizeRunTable(order.sizeRun);
  const withShorts = table.withShorts;
  const notes = eventsInOrder(order.events).filter((event) => event.note.trim() !== '');
  return createPortal(
    <div className="order-sheet-root" data-testid="order-sheet" lang={i18n.language === 'kh' ? 'km' : 'en'}>
      <article className="order-sheet">
        <h1>{t('order.title', { number: order.number })}</h1>
        <div>
          {order.model} · {t(`order.status.${order.status}`)} · {t('order.orderedAt', { date: formatWhen(order.orderedAt, i18n.language) })}
        </div>
        <div className="facts">
          <section>
            <h2>{t('order.sections.customer')}</h2>
            <dl>
              <dt>{t('order.customer.name')}</dt>
              <dd>{order.customer.name}</dd>
              {order.customer.email !== null ? (
                <>
                  <dt>{t('order.customer.phone')}</dt>
                  <dd>{order.customer.phone || '—'}</dd>
                  <dt>{t('order.customer.email')}</dt>
                  <dd>{order.customer.email}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <section>
            <h2>{t('order.sections.delivery')}</h2>
            <dl>
              <dt>{t('order.delivery.address')}</dt>
              <dd>{order.address}</dd>
              <dt>{t('order.delivery.phone')}</dt>
              <dd>{order.phone}</dd>
              {order.shipment ? (
                <>
                  <dt>{t('order.delivery.carrier')}</dt>
                  <dd>{order.shipment.carrier}</dd>
                  <dt>{t('order.delivery.tracking')}</dt>
                  <dd>{order.shipment.trackingReference}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
        <h2>{t('order.sections.design')}</h2>
        <div className="pictures">
          {order.pictureSides.map((side) => {
            const picture = pictures[side];
            return (
              <figure key={side}>
                {picture?.kind === 'shown' ? <img src={picture.url} alt={t(`order.design.alt.${side}`, { name: order.model })} /> : <div>{t('order.design.failed', { side: t(`order.design.side.${side}`) })}</div>}
                <figcaption>{t(`order.design.side.${side}`)}</figcaption>
              </figure>
            );
          })}
        </div>
        <div className="two">
          <section>
            <h2>{t('order.sections.sizeRun')}</h2>
            <table>
              <thead>
                <tr>
                  <th>{t('order.pieces.size')}</th>
                  <th className="n">{t('order.pieces.shirts')}</th>
                  {withShorts ? <th className="n">{t('order.pieces.shorts')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.size}>
                    <td>{row.size}</td>
                    <td className="n">{formatNumber(row.shirts)}</td>
                    {withShorts ? <td className="n">{formatNumber(row.shorts ?? 0)}</td> : null}
                  </tr>
                ))}
                <tr>
                  <th>{t('order.pieces.total')}</th>
                  <th className="n">{formatNumber(table.totals.shirts)}</th>
                  {withShorts ? <th className="n">{formatNumber(table.totals.shorts ?? 0)}</th> : null}
                </tr>
              </tbody>
            </table>
          </section>
          <section>
            <h2>{t('order.sections.players')}</h2>
            <table>
              <thead>
                <tr>
                  <th className="n">{t('order.pieces.number')}</th>
                  <th>{t('order.pieces.name')}</th>
                  <th>{t('order.pieces.shirtSize')}</th>
                  {withShorts ? <th>{t('order.pieces.shortsSize')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {playersByNumber(order.players).map((player, index) => (
                  <tr key={`${player.playerId ?? 'p'}-${index}`}>
                    <td className="n">{player.number}</td>
                    <td>{player.name}</td>
                    <td>{player.size}</td>
                    {withShorts ? <td>{player.shortsSize ?? '—'}</td> : null}
                  </tr>
                ))}
                {order.extras.map((extra, index) => (
                  <tr key={`extra-${index}`}>
                    <td className="n">×{formatNumber(extra.quantity)}</td>
                    <td>{t('order.pieces.extrasCaption')}</td>
                    <td>{extra.size}</td>
                    {withShorts ? <td>{extra.shortsSize ?? '—'}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
        <section className="notes">
          <h2>{t('order.sheet.notes')}</h2>
          {order.note.trim() ? <p><strong>{t('order.delivery.note')}:</strong> {order.note.trim()}</p> : null}
          {notes.map((event) => (
            <p key={event.id}>
              <strong>{formatWhen(event.at, i18n.language)}</strong> ({event.actor === 'customer' ? t('order.timeline.byCustomer') : (event.actorName ?? t('order.timeline.byShop'))}): {event.note.trim()}
            </p>
          ))}
          {!order.note.trim() && notes.length === 0 ? <p>{t('order.sheet.noNotes')}</p> : null}
        </section>
      </article>
    </div>,
    document.body,
  );
}
