import { PictureOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import type { OrderPictureSide } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import type { SidePicture } from './use-order-pictures';

/** The design as ordered, front and back, each titled by its side; a side that cannot be drawn is a placeholder that says so. */
export function DesignPictures({ sides, pictures, name, size = 260 }: { sides: readonly OrderPictureSide[]; pictures: Partial<Record<OrderPictureSide, SidePicture>>; name: string; size?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const frame = { width: '100%', aspectRatio: '1 / 1', borderRadius: token.borderRadius, background: token.colorFillQuaternary, overflow: 'hidden' } as const;
  return (
    <Flex wrap gap={16} data-testid="order-pictures">
      {sides.map((side) => {
        const picture = pictures[side] ?? { kind: 'waiting' };
        const alt = t(`order.design.alt.${side}`, { name });
        return (
          <figure key={side} style={{ margin: 0, flex: `1 1 ${Math.min(size, 200)}px`, maxWidth: size }} data-testid="order-picture" data-side={side} data-state={picture.kind}>
            <div style={frame}>
              {picture.kind === 'shown' ? <img src={picture.url} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} /> : null}
              {picture.kind === 'waiting' ? <div role="status" aria-label={t('order.design.loading', { side: t(`order.design.side.${side}`) })} style={{ height: '100%' }} /> : null}
              {picture.kind === 'failed' ? (
                <Flex role="img" aria-label={t('order.design.failed', { side: t(`order.design.side.${side}`) })} vertical align="center" justify="center" gap={8} style={{ height: '100%', color: token.colorTextSecondary, padding: 8, textAlign: 'center' }}>
                  <PictureOutlined aria-hidden style={{ fontSize: 32 }} />
                  <span aria-hidden="true">{t('order.design.failed', { side: t(`order.design.side.${side}`) })}</span>
                </Flex>
              ) : null}
            </div>
            <figcaption style={{ textAlign: 'center', marginTop: 4, color: token.colorTextSecondary }}>{t(`order.design.side.${side}`)}</figcaption>
          </figure>
        );
      })}
    </Flex>
  );
}
