import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import type { CollectionSummary } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { EmptyListCard, LoadFailedResult } from '../../common/page-states';
import { useNow } from '../../common/use-now';
import { useServerData } from '../../server-data/use-server-data';
import { fetchCollections } from '../api/collection-api';
import { collectionPagePath } from '../collection-paths';
import { progressLine } from '../format/collection-progress';
import { CollectionStateTag } from '../format/CollectionStateTag';
import { useCollectionLine } from '../format/use-collection-line';

/** The manager's collections, the open ones first, each with how many joined and when it closes. */
export function CollectionList() {
  const { t } = useTranslation();
  const answer = useServerData({ key: 'collections', load: fetchCollections });
  const line = useCollectionLine();
  const now = useNow();
  if (answer.kind === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (answer.kind === 'failed') return <LoadFailedResult title={t('collections.list.failed')} offline={answer.status === 0} onRetry={answer.reload} testId="collections-failed" />;
  const collections = [...answer.data].sort((a, b) => Number(b.open) - Number(a.open) || b.createdAt.localeCompare(a.createdAt));
  if (collections.length === 0)
    return (
      <EmptyListCard title={t('collections.list.emptyTitle')} detail={t('collections.list.emptyDetail')} testId="collections-empty">
        <Link to="/me/assets">{t('collections.form.toMyDesigns')}</Link>
      </EmptyListCard>
    );
  // In a card: links on the page's grey background do not reach AA contrast.
  return (
    <SurfaceCard>
      <List<CollectionSummary>
        dataSource={collections}
        data-testid="collections-list"
        renderItem={(collection) => {
          const { joined, closes } = line(collection, now);
          const percent = progressLine(collection.entryCount, collection.expectedPlayers).percent;
          return (
            <List.Item key={collection.id} data-testid="collection-row">
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex gap={8} align="center" wrap>
                  <Link to={collectionPagePath(collection.id)} style={{ fontSize: 16, fontWeight: 600 }}>
                    {collection.title}
                  </Link>
                  <CollectionStateTag open={collection.open} />
                </Flex>
                <Text tone="secondary">
                  {collection.designName ?? t('collections.designGone')} · {joined} · {closes}
                </Text>
                {percent !== null ? <Progress percent={percent} size="small" showInfo={false} aria-label={joined} style={{ maxWidth: 320, margin: 0 }} /> : null}
              </Flex>
            </List.Item>
          );
        }}
      />
    </SurfaceCard>
  );
}
