import theme from 'antd/es/theme';
import { useMemo } from 'react';
import type { PrintAreaInUse } from '@teamwear/shared/contracts';
import { areaPicture } from './print-area-picture';

/** The picture's side in CSS pixels: small enough to sit in the table beside the figures. */
const PIXELS = 56;

/**
 * One print area outlined on its garment (front, back, sleeve or shorts, framed as print-area-picture
 * says), named for screen readers by `label` (the garment, side, size and the area in cm).
 */
export default function PrintAreaPicture({ area, label }: { area: PrintAreaInUse; label: string }) {
  const { token } = theme.useToken();
  const picture = useMemo(() => areaPicture(area), [area]);
  if (!picture) return null;
  const { frame, area: box } = picture;
  // Lines as thin on a framed sleeve as on a whole shirt: a width in garment units per CSS pixel.
  const unit = frame.width / PIXELS;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="print-area-picture"
      data-side={area.side}
      width={PIXELS}
      height={PIXELS}
      viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
      style={{ display: 'block', flex: 'none', background: token.colorFillQuaternary, borderRadius: token.borderRadiusSM }}
    >
      <title>{label}</title>
      <g fill={token.colorBgContainer}>
        {picture.parts.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </g>
      <path d={picture.outline} fill="none" stroke={token.colorTextTertiary} strokeWidth={unit} />
      <rect x={box.x} y={box.y} width={box.width} height={box.height} fill={token.colorPrimary} fillOpacity={0.2} stroke={token.colorPrimary} strokeWidth={unit * 1.5} strokeDasharray={`${unit * 3} ${unit * 2}`} />
    </svg>
  );
}
