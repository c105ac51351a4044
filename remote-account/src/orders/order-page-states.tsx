import { FileSearchOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { SkeletonBlock, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { TwoColumns } from './TwoColumns';

/**
 * What the checkout and an order's page show in place of their content, written once for both:
 * while they load, a skeleton of their two columns (the page's own main column, the summary card
 * beside it), so nothing jumps when they arrive; when what they are about is missing, a 404 with
 * the way back to where one finds it.
 */

/**
 * A title and `rows` lines on their way, as antd's active `<Skeleton paragraph={{ rows }} />` draws
 * them (a 38 % title, full lines, the last at 61 %), with the light kit's SkeletonBlock: antd's
 * Skeleton is one more chunk on the order pages' first load for a few grey bars.
 */
export function SkeletonLines({ rows, title = true }: { rows: number; title?: boolean }) {
  const line = { height: 16, borderRadius: 4 };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {title ? <SkeletonBlock style={{ ...line, width: '38%', marginBottom: 8 }} /> : null}
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} style={{ ...line, width: index === rows - 1 ? '61%' : '100%' }} />
      ))}
    </div>
  );
}

export function TwoColumnSkeleton({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <TwoColumns>
        <div>
          {children}
        </div>
        <div>
          <SurfaceCard>
            <SkeletonLines rows={6} />
          </SurfaceCard>
        </div>
      </TwoColumns>
    </div>
  );
}

/** antd's 404 picture titles itself "No Found" (in English, on every page): an icon without words
 *  instead, laid out as antd's `<Result status="info">` (without Result, which carries its 403, 404
 *  and 500 illustrations to every page that may show one). */
export function NotFoundResult(props: { title: string; detail: string; backTo: string; backLabel: string; testId: string }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={props.testId} style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.marginLG, fontSize: 72, lineHeight: 1, color: token.colorInfo }}>
        <FileSearchOutlined aria-hidden />
      </div>
      <div style={{ marginBlock: token.marginXS, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{props.title}</div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{props.detail}</div>
      <div style={{ marginTop: token.marginLG }}>
        <ButtonLink type="primary" to={props.backTo}>
          {props.backLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
