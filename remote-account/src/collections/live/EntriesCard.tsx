import { DeleteOutlined, EditOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Collection, CollectionEntry } from '@teamwear/shared/contracts';
import { confirm, showToast } from '@teamwear/shared/ui';
import { visuallyHidden } from '@teamwear/shared/ui/kit';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { removeEntry } from '../api/collection-api';
import { useCollectionFailure } from '../form/use-collection-message';
import { EntryDialog, type EntryTarget } from './EntryDialog';
import { RosterDialog } from './RosterDialog';
import { PlainTag } from '../format/CollectionStateTag';
import { PaymentTag } from './PaymentTag';
import { formatShopTime } from './shop-time';
import type { EntryOptions } from './use-entry-options';

/** Who has joined (seen by the manager alone), and the manager's changes: add by hand or from the roster, change, remove. */
export function EntriesCard({ collection, options, onChanged }: { collection: Collection; options: EntryOptions | null; onChanged: (collection: Collection) => void }) {
  const { t, i18n } = useTranslation();
  const failureText = useCollectionFailure();
  const [target, setTarget] = useState<EntryTarget | null>(null);
  const [roster, setRoster] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (entry: CollectionEntry) => {
    const accepted = await confirm({
      header: t('collections.entries.removeHeader'),
      message: t('collections.entries.removeConfirm', { name: entry.name }),
      icon: 'warning',
      acceptLabel: t('collections.entries.remove'),
      rejectLabel: t('collections.cancel'),
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    setRemoving(entry.id);
    const result = await removeEntry(collection.id, entry.id);
    setRemoving(null);
    if (result.ok) onChanged(result.data);
    else showToast({ severity: 'error', summary: t('collections.entries.notRemoved'), detail: failureText(result) });
  };

  const columns: ColumnsType<CollectionEntry> = [
    {
      key: 'name',
      title: t('collections.entries.name'),
      render: (_, entry) => (
        <Flex gap={6} align="center" wrap>
          <Text strong>{entry.name}</Text>
          {entry.source === 'manager' ? <PlainTag>{t('collections.entries.byYou')}</PlainTag> : null}
        </Flex>
      ),
    },
    { key: 'number', title: t('collections.entries.number'), render: (_, entry) => (entry.number === null ? '–' : entry.number) },
    ...(collection.pieces.includes('main') ? [{ key: 'size', title: t('collections.pieces.mainSize'), render: (_: unknown, entry: CollectionEntry) => entry.size ?? '–' }] : []),
    ...(collection.pieces.includes('shorts') ? [{ key: 'shorts', title: t('collections.pieces.shortsSize'), render: (_: unknown, entry: CollectionEntry) => entry.shortsSize ?? '–' }] : []),
    ...(collection.playersPay?.shareCents ? [{ key: 'paid', title: t('collections.pay.column'), render: (_: unknown, entry: CollectionEntry) => <PaymentTag entry={entry} /> }] : []),
    { key: 'when', title: t('collections.entries.when'), render: (_, entry) => formatShopTime(entry.updatedAt, i18n.language) },
    {
      key: 'actions',
      title: <span style={visuallyHidden}>{t('collections.entries.actions')}</span>,
      render: (_, entry) => (
        <Flex gap={4}>
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('collections.entries.edit', { name: entry.name })} disabled={!options} onClick={() => setTarget({ mode: 'edit', entry })} />
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('collections.entries.removeOf', { name: entry.name })} loading={removing === entry.id} onClick={() => void remove(entry)} />
        </Flex>
      ),
    },
  ];

  const done = (changed: Collection, message: string) => {
    setTarget(null);
    setRoster(false);
    onChanged(changed);
    showToast({ severity: 'success', summary: message });
  };

  return (
    <SurfaceCard title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.entries.title')}</Heading>} testId="collection-entries">
      {/* In the body, not the card's header: beside the title they squeezed it out on a phone. */}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Text tone="secondary">{t('collections.entries.private')}</Text>
        <Flex gap={8} wrap>
          <Button size="small" icon={<UserAddOutlined aria-hidden />} disabled={!options} onClick={() => setTarget({ mode: 'add' })} data-testid="collection-add-entry">
            {t('collections.entries.add')}
          </Button>
          <Button size="small" icon={<TeamOutlined aria-hidden />} onClick={() => setRoster(true)} data-testid="collection-add-roster">
            {t('collections.entries.fromRoster')}
          </Button>
        </Flex>
      </Flex>
      <Table<CollectionEntry>
        rowKey="id"
        columns={columns}
        dataSource={collection.entries}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Text tone="secondary">{t('collections.entries.empty')}</Text> }}
        onRow={(entry) => ({ 'data-testid': 'collection-entry', 'data-entry-name': entry.name }) as React.HTMLAttributes<HTMLElement>}
      />
      {target && options ? (
        <EntryDialog
          collection={collection}
          target={target}
          options={options}
          onClose={() => setTarget(null)}
          onDone={(changed) => done(changed, t(target.mode === 'edit' ? 'collections.entries.saved' : 'collections.entries.added'))}
        />
      ) : null}
      {roster ? <RosterDialog collection={collection} onClose={() => setRoster(false)} onDone={(changed) => done(changed, t('collections.roster.added'))} /> : null}
    </SurfaceCard>
  );
}
