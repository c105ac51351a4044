import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

export interface DetailItem {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Labelled values one under the other, as antd's small one-column Descriptions draws them ("Label:
 * value", the label greyed), as a description list: each label names its value for screen readers
 * too. Not Descriptions itself: a chunk of its own, with its grid, for a few lines.
 */
export function DetailList({ items, testId }: { items: DetailItem[]; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <dl data-testid={testId} style={{ margin: 0, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
      {items.map((item) => (
        <div key={item.key} style={{ display: 'flex', gap: token.marginXS, paddingBottom: token.paddingXS }}>
          <dt style={{ flex: 'none', color: token.colorTextSecondary }}>{item.label}:</dt>
          <dd style={{ flex: 1, minWidth: 0, margin: 0, color: token.colorText, overflowWrap: 'anywhere' }}>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
