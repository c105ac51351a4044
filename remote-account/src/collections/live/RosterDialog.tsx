import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { responsiveDialogWidth } from '@teamwear/shared/ui';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { fetchRoster } from '../../orders/api/order-api';
import { useServerData } from '../../server-data/use-server-data';
import { addRosterPlayers } from '../api/collection-api';
import { useCollectionFailure } from '../form/use-collection-message';

/** The manager adds players of their roster, with their roster's number and size. */
export function RosterDialog({ collection, onDone, onClose }: { collection: Collection; onDone: (collection: Collection) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const failureText = useCollectionFailure();
  const roster = useServerData({ key: 'roster', load: fetchRoster });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async () => {
    setSaving(true);
    setFailure(null);
    const result = await addRosterPlayers(collection.id, { playerIds: chosen });
    setSaving(false);
    if (result.ok) onDone(result.data);
    else setFailure(failureText(result));
  };

  return (
    <Modal open title={t('collections.roster.title')} onCancel={onClose} footer={null} width={responsiveDialogWidth(window.innerWidth, 520)} destroyOnHidden>
      {roster.kind === 'loading' ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {roster.kind === 'failed' ? (
        <Alert type="error" showIcon title={t('collections.roster.failed')} description={failureText(roster)} action={<Button size="small" onClick={roster.reload}>{t('common.retry')}</Button>} />
      ) : null}
      {roster.kind === 'ready' && roster.data.length === 0 ? <Text tone="secondary">{t('collections.roster.empty')}</Text> : null}
      {roster.kind === 'ready' && roster.data.length > 0 ? (
        <Flex vertical gap={12}>
          <Text tone="secondary">{t('collections.roster.detail')}</Text>
          <Select<string[]>
            mode="multiple"
            value={chosen}
            onChange={setChosen}
            aria-label={t('collections.roster.choose')}
            placeholder={t('collections.roster.choose')}
            options={roster.data.map((player) => ({ value: player.id, label: `${player.name} #${player.number} (${player.size})` }))}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            data-testid="collection-roster-select"
          />
          {failure ? <Alert type="error" showIcon title={t('collections.roster.notAdded')} description={failure} /> : null}
          <Flex gap={8} justify="end" wrap>
            <Button onClick={onClose}>{t('collections.cancel')}</Button>
            <Button type="primary" disabled={chosen.length === 0} loading={saving} onClick={() => void add()} data-testid="collection-roster-add">
              {t('collections.roster.add', { count: chosen.length })}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Modal>
  );
}
