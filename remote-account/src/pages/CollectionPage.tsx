import { ArrowLeftOutlined, CalendarOutlined, LockOutlined, ShoppingCartOutlined, UnlockOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { useSearchParams } from '@teamwear/shared/router';
import { confirm, showToast } from '@teamwear/shared/ui';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { Heading, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../collections/strings';
import { LoadFailedResult } from '../common/page-states';
import { NotFoundResult } from '../orders/order-page-states';
import { fetchDesign } from '../orders/api/order-api';
import { useServerData } from '../server-data/use-server-data';
import { closeCollection } from '../collections/api/collection-api';
import { COLLECTIONS_PATH, joinAddress, orderCollectionPath } from '../collections/collection-paths';
import { useCollectionFailure } from '../collections/form/use-collection-message';
import { CollectionStateTag } from '../collections/format/CollectionStateTag';
import { CollectionPoster } from '../collections/live/CollectionPoster';
import { CollectionSummaryCards } from '../collections/live/CollectionSummaryCards';
import { DeadlineDialog } from '../collections/live/DeadlineDialog';
import { DetailsAction } from '../collections/live/DetailsAction';
import { EntriesCard } from '../collections/live/EntriesCard';
import { PlayersPayCard } from '../collections/live/PlayersPayCard';
import { ReminderCard } from '../collections/live/ReminderCard';
import { ShareCard } from '../collections/live/ShareCard';
import { formatShopTime } from '../collections/live/shop-time';
import { useCollection } from '../collections/live/use-collection';
import { useEntryOptions } from '../collections/live/use-entry-options';

/** /me/collection?id=<id>: one collection, live (the address the API's mails link to). */
export function CollectionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { load, reload, replace } = useCollection(params.get('id'));
  return (
    <section data-remote="account">
      {load.kind === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={t('collections.live.loading')}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : null}
      {load.kind === 'notFound' ? (
        <NotFoundResult title={t('collections.live.notFoundTitle')} detail={t('collections.live.notFoundDetail')} backTo={COLLECTIONS_PATH} backLabel={t('collections.live.toList')} testId="collection-not-found" />
      ) : null}
      {load.kind === 'failed' ? <LoadFailedResult title={t('collections.live.failed')} offline={load.offline} onRetry={reload} testId="collection-failed" /> : null}
      {load.kind === 'ready' ? <LiveCollection collection={load.collection} onChanged={replace} /> : null}
    </section>
  );
}

function LiveCollection({ collection, onChanged }: { collection: Collection; onChanged: (collection: Collection) => void }) {
  const { t, i18n } = useTranslation();
  const failureText = useCollectionFailure();
  const options = useEntryOptions(collection.product);
  const designId = collection.designId;
  const design = useServerData(designId ? { key: `design ${designId}`, load: (signal) => fetchDesign(designId, signal) } : null);
  const [deadline, setDeadline] = useState<'extend' | 'reopen' | null>(null);
  const [closing, setClosing] = useState(false);
  const link = joinAddress(window.location.origin, collection.code);

  const close = async () => {
    const accepted = await confirm({
      header: t('collections.live.closeHeader'),
      message: t('collections.live.closeConfirm', { count: collection.entryCount }),
      icon: 'warning',
      acceptLabel: t('collections.live.close'),
      rejectLabel: t('collections.cancel'),
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    setClosing(true);
    const result = await closeCollection(collection.id);
    setClosing(false);
    if (result.ok) {
      onChanged(result.data);
      showToast({ severity: 'success', summary: t('collections.live.closed') });
    } else showToast({ severity: 'error', summary: t('collections.live.notClosed'), detail: failureText(result) });
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
              {collection.title}
            </Heading>
            <CollectionStateTag open={collection.open} testId="collection-state" />
          </Flex>
          <Text tone="secondary">
            {collection.designName ?? t('collections.designGone')} ·{' '}
            {t(collection.open ? 'collections.live.closesAt' : 'collections.live.deadlineWas', { when: formatShopTime(collection.deadline, i18n.language) })}
          </Text>
        </Flex>
        <Flex gap={8} wrap>
          {/* A button, not a link: a link on the page's grey background does not reach AA contrast. */}
          <ButtonLink to={COLLECTIONS_PATH} icon={<ArrowLeftOutlined aria-hidden />}>
            {t('collections.live.toList')}
          </ButtonLink>
          <DetailsAction collection={collection} onChanged={onChanged} />
          {collection.open ? (
            <>
              <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setDeadline('extend')} data-testid="collection-extend">
                {t('collections.deadline.extend')}
              </Button>
              <Button danger icon={<LockOutlined aria-hidden />} loading={closing} onClick={() => void close()} data-testid="collection-close">
                {t('collections.live.close')}
              </Button>
            </>
          ) : (
            <Button icon={<UnlockOutlined aria-hidden />} onClick={() => setDeadline('reopen')} data-testid="collection-reopen">
              {t('collections.deadline.reopen')}
            </Button>
          )}
        </Flex>
      </Flex>
      {!collection.open ? (
        <Alert
          type="success"
          showIcon
          title={t('collections.live.closedTitle')}
          description={t('collections.live.closedDetail')}
          action={
            designId ? (
              <ButtonLink type="primary" icon={<ShoppingCartOutlined aria-hidden />} to={orderCollectionPath(designId, collection.id)} data-testid="collection-order">
                {t('collections.live.order')}
              </ButtonLink>
            ) : undefined
          }
          data-testid="collection-closed"
        />
      ) : null}
      {collection.open ? <ShareCard collection={collection} link={link} /> : null}
      <CollectionSummaryCards collection={collection} />
      <PlayersPayCard collection={collection} onChanged={onChanged} />
      <EntriesCard collection={collection} options={options} onChanged={onChanged} />
      {collection.open ? <ReminderCard collection={collection} /> : null}
      {collection.message ? (
        <Text tone="secondary">
          {t('collections.live.message')}: {collection.message}
        </Text>
      ) : null}
      <CollectionPoster collection={collection} design={design.kind === 'ready' ? design.data : null} link={link} />
      {deadline ? (
        <DeadlineDialog
          collection={collection}
          mode={deadline}
          onClose={() => setDeadline(null)}
          onDone={(changed) => {
            setDeadline(null);
            onChanged(changed);
            showToast({ severity: 'success', summary: t(deadline === 'reopen' ? 'collections.deadline.reopened' : 'collections.deadline.extended') });
          }}
        />
      ) : null}
    </Flex>
  );
}
