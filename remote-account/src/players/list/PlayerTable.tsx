import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Player } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { DataTable, type DataColumn } from '../../common/data-table/DataTable';
import { Pager } from '../../common/data-table/Pager';
import { DuplicateNumberTag } from '../DuplicateNumberTag';
import { columnSortOrder, PAGE_SIZES, sortOfColumn, type PlayerListView, type SortableColumn } from './player-list-view';
import { Text } from '@teamwear/shared/ui/kit/themed';

interface Props {
  players: Player[];
  total: number;
  view: PlayerListView;
  loading: boolean;
  narrow: boolean;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
  onViewChange: (change: Partial<PlayerListView>) => void;
  onEdit: (player: Player) => void;
  onDelete: (player: Player) => void;
  /** Shown when the view's filters leave no player. */
  noMatch: React.ReactNode;
}

/** The roster, a page at a time: the API sorts, filters and pages it. Ticked players stay ticked
 *  across pages, filters and sorts: a bulk delete deletes what was ticked, wherever it is. */
export function PlayerTable({ players, total, view, loading, narrow, selectedIds, onSelect, onViewChange, onEdit, onDelete, noMatch }: Props) {
  const { t } = useTranslation();
  const noTeam = <Text tone="secondary">{t('players.toolbar.noTeam')}</Text>;

  const name: DataColumn<Player> = {
    key: 'name',
    title: t('players.columns.name'),
    sort: columnSortOrder(view.sort, 'name'),
    render: (player) => (
      <Flex vertical gap={2}>
        {/* pre-wrap: a name is shown exactly as kept, its spaces too. */}
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{player.name}</span>
        {narrow ? (
          // On a phone number, size and team live under the name instead of in columns of their own.
          <Flex wrap gap={6} align="center">
            <Text tone="secondary">
              #{player.number} · {player.size} · {player.team ?? t('players.toolbar.noTeam')}
            </Text>
            {player.duplicateNumber ? <DuplicateNumberTag number={player.number} /> : null}
          </Flex>
        ) : null}
      </Flex>
    ),
  };
  const wideOnly: DataColumn<Player>[] = [
    {
      key: 'number',
      title: t('players.columns.number'),
      sort: columnSortOrder(view.sort, 'number'),
      render: (player) => (
        <Flex wrap gap={6} align="center">
          <span>{player.number}</span>
          {player.duplicateNumber ? <DuplicateNumberTag number={player.number} /> : null}
        </Flex>
      ),
    },
    { key: 'size', title: t('players.columns.size'), sort: columnSortOrder(view.sort, 'size'), render: (player) => player.size },
    {
      key: 'team',
      title: t('players.columns.team'),
      sort: columnSortOrder(view.sort, 'team'),
      render: (player) => (player.team === null ? noTeam : <span style={{ overflowWrap: 'anywhere' }}>{player.team}</span>),
    },
  ];
  const actions: DataColumn<Player> = {
    key: 'actions',
    title: t('players.columns.actions'),
    align: 'end',
    width: 96,
    render: (player) => (
      <Flex gap={4} justify="end">
        <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={t('players.actions.edit', { name: player.name })} onClick={() => onEdit(player)} />
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('players.actions.delete', { name: player.name })} onClick={() => onDelete(player)} />
      </Flex>
    ),
  };

  return (
    <div>
      <DataTable<Player>
        testId="players-table"
        caption={t('players.table.caption')}
        columns={narrow ? [name, actions] : [name, ...wideOnly, actions]}
        rows={players}
        rowKey={(player) => player.id}
        size={narrow ? 'small' : 'middle'}
        loading={loading}
        empty={noMatch}
        onSort={(column, order) => onViewChange({ sort: sortOfColumn(column as SortableColumn, order), page: 1 })}
        selection={{
          selected: selectedIds,
          onChange: onSelect,
          rowLabel: (player) => t('players.table.selectPlayer', { name: player.name }),
          allLabel: t('players.table.selectAll'),
        }}
      />
      <Pager
        label={t('players.table.pages')}
        page={view.page}
        pageSize={view.pageSize}
        total={total}
        pageSizes={PAGE_SIZES}
        showRange={!narrow}
        simple={narrow}
        onChange={(page, pageSize) => onViewChange({ page, pageSize })}
      />
    </div>
  );
}
