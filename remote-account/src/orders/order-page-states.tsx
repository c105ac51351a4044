import { FileSearchOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { ButtonLink } from '@teamwear/shared/ui/button-link';

/**
 * What the checkout and an order's page show in place of their content, written once for both:
 * while they load, a skeleton of their two columns (the page's own main column, the summary card
 * beside it), so nothing jumps when they arrive; when what they are about is missing, a 404 with
 * the way back to where one finds it.
 */

export function TwoColumnSkeleton({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          {children}
        </Col>
        <Col xs={24} xl={8}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** antd's 404 picture titles itself "No Found" (in English, on every page): an icon without words instead. */
export function NotFoundResult(props: { title: string; detail: string; backTo: string; backLabel: string; testId: string }) {
  return (
    <Result
      status="info"
      icon={<FileSearchOutlined aria-hidden />}
      title={props.title}
      subTitle={props.detail}
      extra={
        <ButtonLink type="primary" to={props.backTo}>
          {props.backLabel}
        </ButtonLink>
      }
      data-testid={props.testId}
    />
  );
}
