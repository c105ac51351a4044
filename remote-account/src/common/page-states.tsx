import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from './Flex';
import type { ReactNode } from 'react';
import { useTranslation } from '../strings';
import { EmptyState, Heading, SurfaceCard, Text, WarningResult } from '@teamwear/shared/ui/kit/themed';

/**
 * What the account's pages show in place of their content, written once: a load that failed
 * (why, and Try again) and a list with nothing in it yet (what it is for, and how to start).
 */

export function LoadFailedResult({ title, offline, onRetry, testId }: { title: string; offline: boolean; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <WarningResult
      title={title}
      subTitle={offline ? t('checkout.offline') : t('account.loadFailed')}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      testId={testId}
    />
  );
}

export function EmptyListCard({ title, detail, testId, children }: { title: string; detail: string; testId: string; children: ReactNode }) {
  return (
    <SurfaceCard testId={testId}>
      <EmptyState
        description={
          <Flex vertical gap={4} align="center">
            <Heading level={2} style={{ fontSize: 18, margin: 0 }}>
              {title}
            </Heading>
            <Text tone="secondary">{detail}</Text>
          </Flex>
        }
      >
        {children}
      </EmptyState>
    </SurfaceCard>
  );
}
