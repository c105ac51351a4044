import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../strings';
import { EmptyListCard } from '../../common/page-states';
import { WarningResult } from '@teamwear/shared/ui/kit/themed';

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
    <EmptyListCard title={t('players.empty.title')} detail={t('players.empty.description')} testId="players-empty">
      <Flex wrap gap="small" justify="center">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t('players.actions.add')}
        </Button>
        <Button icon={<ImportOutlined aria-hidden />} onClick={onImport}>
          {t('players.actions.import')}
        </Button>
      </Flex>
    </EmptyListCard>
  );
}

/** The roster could not be loaded at all: say so, and offer to ask again. */
export function RosterLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <WarningResult
      title={t('players.load.failed')}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('players.actions.tryAgain')}
        </Button>
      }
      testId="players-load-failed"
    />
  );
}
