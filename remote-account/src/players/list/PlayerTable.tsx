import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import type { TableColumnsType, TableProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Player } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { DuplicateNumberTag } from '../DuplicateNumberTag';
import { columnSortOrder, PAGE_SIZES, sortOfColumn, type PlayerListView, type SortableColumn, type SortOrder } from './player-list-view';
import { Text } from '../../common/typography';

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

/** The roster, a page at a time: the API sorts, filters and pages it. */
export function PlayerTable({ players, total, view, loading, narrow, selectedIds, onSelect, onViewChange, onEdit, onDelete, noMatch }: Props) {
  const { t } = useTranslation();
  const sortable = (column: SortableColumn) => ({
    sorter: true,
    sortOrder: columnSortOrder(view.sort, column),
    sortDirections: ['ascend', 'descend'] as SortOrder[],
  });
  const noTeam = <Text tone="secondary">{t('players.toolbar.noTeam')}</Text>;

  const columns: TableColumnsType<Player> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('players.columns.name'),
      ...sortable('name'),
      render: (_, player) => (
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
    },
    {
      key: 'number',
      dataIndex: 'number',
      title: t('players.columns.number'),
      ...sortable('number'),
      responsive: ['sm'],
      render: (_, player) => (
        <Flex wrap gap={6} align="center">
          <span>{player.number}</span>
          {player.duplicateNumber && !narrow ? <DuplicateNumberTag number={player.number} /> : null}
        </Flex>
      ),
    },
    { key: 'size', dataIndex: 'size', title: t('players.columns.size'), ...sortable('size'), responsive: ['sm'] },
    {
      key: 'team',
      dataIndex: 'team',
      title: t('players.columns.team'),
      ...sortable('team'),
      responsive: ['sm'],
      render: (_, player) => (player.team === null ? noTeam : <span style={{ overflowWrap: 'anywhere' }}>{player.team}</span>),
    },
    {
      key: 'actions',
      title: t('players.columns.actions'),
      align: 'end',
      width: 96,
      render: (_, player) => (
        <Flex gap={4} justify="end">
          <Button type="text" icon={<EditOutlined />} aria-label={t('players.actions.edit', { name: player.name })} onClick={() => onEdit(player)} />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('players.actions.delete', { name: player.name })}
            onClick={() => onDelete(player)}
          />
        </Flex>
      ),
    },
  ];

  const onChange: TableProps<Player>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      onViewChange({ sort: sortOfColumn((single?.columnKey ?? 'name') as SortableColumn, (single?.order ?? null) as SortOrder), page: 1 });
      return;
    }
    if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? view.pageSize;
      onViewChange({ page: pageSize === view.pageSize ? (pagination.current ?? 1) : 1, pageSize });
    }
  };

  return (
    <Table<Player>
      rowKey="id"
      data-testid="players-table"
      columns={columns}
      dataSource={players}
      loading={loading}
      size={narrow ? 'small' : 'middle'}
      tableLayout="auto"
      onChange={onChange}
      rowSelection={{
        selectedRowKeys: selectedIds,
        // Kept across pages, filters and sorts: a bulk delete deletes what was ticked, wherever it is.
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (player) => ({ 'aria-label': t('players.table.selectPlayer', { name: player.name }) }),
        getTitleCheckboxProps: () => ({ 'aria-label': t('players.table.selectAll') }),
        columnWidth: 40,
      }}
      locale={{
        emptyText: noMatch,
        triggerAsc: t('players.table.sortAscending'),
        triggerDesc: t('players.table.sortDescending'),
        cancelSort: t('players.table.sortCancel'),
      }}
      pagination={{
        current: view.page,
        pageSize: view.pageSize,
        total,
        pageSizeOptions: [...PAGE_SIZES],
        showSizeChanger: !narrow,
        simple: narrow,
        showTotal: narrow
          ? undefined
          : (count, [from, to]) => t('players.table.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(count) }),
        locale: { items_per_page: t('players.table.perPage'), prev_page: t('players.table.previousPage'), next_page: t('players.table.nextPage') },
      }}
    />
  );
}
