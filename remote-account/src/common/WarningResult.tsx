import { ExclamationCircleFilled } from '@ant-design/icons';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

/** What antd's `<Result status="warning">` shows (the icon, a title, a line under it, the way
 *  out), on the theme's tokens. Not Result itself: it carries its 403/404/500 illustrations,
 *  on every account page that may show a failed load. */
export function WarningResult({ title, subTitle, extra, testId }: { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={testId} style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.marginLG, fontSize: 72, lineHeight: 1, color: token.colorWarning }}>
        <ExclamationCircleFilled aria-hidden />
      </div>
      <div style={{ marginBlock: token.marginXS, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{title}</div>
      {subTitle ? <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{subTitle}</div> : null}
      {extra ? <div style={{ marginTop: token.marginLG }}>{extra}</div> : null}
    </div>
  );
}
