import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { antdIcon } from './antd-icon';

const ExclamationCircleFilled = antdIcon('exclamation-circle', 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z');

/** What antd's `<Result status="warning">` shows (the icon, a title, a line under it, the way
 *  out), on the theme's tokens. Not Result itself: it carries its 403/404/500 illustrations,
 *  on every page that may show a failed load. */
export function WarningResult({ title, subTitle, extra, testId }: { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={testId} style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.marginLG, fontSize: 72, lineHeight: 1, color: token.colorWarning }}>
        <ExclamationCircleFilled />
      </div>
      <div style={{ marginBlock: token.marginXS, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{title}</div>
      {subTitle ? <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{subTitle}</div> : null}
      {extra ? <div style={{ marginTop: token.marginLG }}>{extra}</div> : null}
    </div>
  );
}
