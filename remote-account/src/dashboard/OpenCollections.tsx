import Flex from 'antd/es/flex';
import { callEndpoint } from '@teamwear/shared/api';
import { sizeCollectionRoutes } from '@teamwear/shared/api-routes';
import { Link } from '@teamwear/shared/router';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { COLLECTIONS_PATH, collectionPagePath } from '../collections/collection-paths';
import { useCollectionLine } from '../collections/format/use-collection-line';
import { useNow } from '../common/use-now';
import { useServerData } from '../server-data/use-server-data';

// Not checked against the contracts' schema: that would bring zod to the dashboard's first load
// (its byte budget); the line reads four fields and the list page checks the whole answer.
const askForCollections = (signal: AbortSignal) => callEndpoint(sizeCollectionRoutes.list, { signal });

/** The open size collections, each a line ("12 of 18 joined, closes Friday") to its live page; nothing when there is none. */
export function OpenCollections() {
  const { t } = useTranslation();
  const answer = useServerData({ key: 'collections (dashboard)', load: askForCollections });
  const line = useCollectionLine();
  const now = useNow();
  const open = answer.kind === 'ready' && Array.isArray(answer.data.data) ? answer.data.data.filter((collection) => collection.open) : [];
  if (open.length === 0) return null;
  return (
    <SurfaceCard
      title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.dashboard.title')}</Heading>}
      extra={<Link to={COLLECTIONS_PATH}>{t('collections.dashboard.seeAll')}</Link>}
      style={{ marginTop: 16 }}
      testId="dashboard-collections"
    >
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {open.map((collection) => {
          const { joined, closes } = line(collection, now);
          return (
            <li key={collection.id} data-testid="dashboard-collection">
              <Link to={collectionPagePath(collection.id)} style={{ fontWeight: 600 }}>
                {collection.title}
              </Link>{' '}
              <Text tone="secondary">
                {joined}, {closes}
              </Text>
            </li>
          );
        })}
      </Flex>
    </SurfaceCard>
  );
}
