import theme from 'antd/es/theme';
import { paintToCss, type Paint } from '@teamwear/design';

/** A CSS background that shows a paint over a checkerboard, so transparency reads as such. */
export function paintBackground(paint: Paint, checker = 8): string {
  const layer = paint.kind === 'solid' ? `linear-gradient(${paint.color}, ${paint.color})` : paintToCss(paint);
  return `${layer}, repeating-conic-gradient(#e5e7eb 0 25%, #fff 0 50%) 0 0 / ${checker}px ${checker}px`;
}

export interface SwatchProps {
  paint: Paint;
  size?: number;
  label: string;
  selected?: boolean;
  onClick?: () => void;
  testId?: string;
}

/** A colour (or gradient) chip; a button when it can be clicked. Transparency shows over a checkerboard. */
export function Swatch({ paint, size = 28, label, selected = false, onClick, testId }: SwatchProps) {
  const { token } = theme.useToken();
  const style = {
    width: size,
    height: size,
    flex: 'none',
    borderRadius: Math.round(size / 4),
    padding: 0,
    cursor: onClick ? 'pointer' : 'default',
    border: `1px solid ${token.colorBorder}`,
    outline: selected ? `2px solid ${token.colorPrimary}` : 'none',
    outlineOffset: 2,
    background: paintBackground(paint),
  } as const;
  if (!onClick) return <span role="img" aria-label={label} title={label} style={{ ...style, display: 'inline-block' }} data-testid={testId} />;
  return <button type="button" aria-label={label} title={label} aria-pressed={selected} onClick={onClick} style={style} data-testid={testId} />;
}
