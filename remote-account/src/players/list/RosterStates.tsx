import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '@teamwear/shared/i18n';

/** The roster's place while its first page loads, shaped like the table it becomes. */
export function RosterSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('players.loading')} data-testid="players-loading">
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Skeleton.Button active style={{ width: 120 }} />
        <Skeleton.Button active style={{ width: 96 }} />
        <Skeleton.Input active style={{ width: 240 }} />
      </Flex>
      <Skeleton active title={false} paragraph={{ rows: 8, width: '100%' }} />
    </div>
  );
}

/** A roster without players: the two ways to start one. */
export function RosterEmpty({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="players-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t('players.empty.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('players.empty.description')}</Typography.Text>
          </Flex>
        }
      >
        <Flex wrap gap="small" justify="center">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('players.actions.add')}
          </Button>
          <Button icon={<ImportOutlined />} onClick={onImport}>
            {t('players.actions.import')}
          </Button>
        </Flex>
      </Empty>
    </Card>
  );
}

/** The roster could not be loaded at all: say so, and offer to ask again. */
export function RosterLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('players.load.failed')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('players.actions.tryAgain')}
        </Button>
      }
      data-testid="players-load-failed"
    />
  );
}
