import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/** The frame of every sign-in page: a centred card with a title, an intro and the form. The card
 *  is drawn as antd's Card draws one without a header, on the theme's tokens: the Card itself
 *  brings its tabs (with a dropdown and a menu) to the sign-in page, which uses none of them. */
export function AuthCard({ title, intro, children, footer, width = 440 }: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <div
        style={{
          width,
          maxWidth: '100%',
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
        {children}
        {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
      </div>
    </Flex>
  );
}
