import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/** The frame of every sign-in page: a centred card with a title, an intro and the form. */
export function AuthCard({ title, intro, children, footer, width = 440 }: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width, maxWidth: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
        {children}
        {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
      </Card>
    </Flex>
  );
}
