import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { DeleteOutlined, DownloadOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { MAX_PLAYERS_PER_CUSTOMER } from '@teamwear/shared/contracts/plain';
import { useTranslation } from '../strings';
import { useSearchParams } from '@teamwear/shared/router';
import { formatNumber, showToast } from '@teamwear/shared/ui';
import { useBelow } from '@teamwear/shared/ui/kit';
import { useDeletePlayers } from '../players/delete/use-delete-players';
import { exportRoster } from '../players/export/export-roster';
import type { PlayerFormTarget } from '../players/form/PlayerFormDrawer';
import type { SavedPlayer } from '../players/form/PlayerForm';
import { PlayerFilters } from '../players/list/PlayerFilters';
import { isFiltered, viewFromParams, viewToParams, type PlayerListView } from '../players/list/player-list-view';
import { PlayerTable } from '../players/list/PlayerTable';
import { RosterEmpty, RosterLoadFailed, RosterSkeleton } from '../players/list/RosterStates';
import { useRoster } from '../players/list/use-roster';
import { useFailureText } from '../players/use-failure-text';
import { Heading, Paragraph, Text } from '@teamwear/shared/ui/kit/themed';

// Papaparse and the preview load when the import is first opened, not with the roster; the
// add/edit drawer (antd's Drawer, Form, AutoComplete and their validator) when first opened.
const PlayerFormDrawer = lazy(() => import('../players/form/PlayerFormDrawer').then((module) => ({ default: module.PlayerFormDrawer })));
const RosterImportDialog = lazy(() => import('../players/import/RosterImportDialog').then((module) => ({ default: module.RosterImportDialog })));

/** /me/players: the customer's roster (issue 13): table, add and edit, delete, import and export. */
export function PlayersPage() {
  const { t } = useTranslation();
  const narrow = useBelow('sm');
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const roster = useRoster(view);
  const { chart, list, reload } = roster;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [formTarget, setFormTarget] = useState<PlayerFormTarget | null>(null);
  // Once opened, the drawer stays mounted (so that it can close with its animation).
  const [formOpened, setFormOpened] = useState(false);
  if (formTarget && !formOpened) setFormOpened(true);
  const [importState, setImportState] = useState<'never' | 'open' | 'closed'>('never');
  const [exporting, setExporting] = useState(false);

  const changeView = useCallback(
    (change: Partial<PlayerListView>) => {
      // Typing a search replaces the address; a filter, a sort or a page is a step the back button undoes.
      setParams(viewToParams({ ...view, ...change }), { replace: Object.keys(change).includes('search') });
    },
    [setParams, view],
  );

  // Past the last page (its players were deleted elsewhere or just now): show the last page instead.
  useEffect(() => {
    if (list && list.data.length === 0 && list.total > 0 && view.page > 1) changeView({ page: Math.ceil(list.total / view.pageSize) });
  }, [list, view.page, view.pageSize, changeView]);

  const onDeleted = useCallback(
    (ids: string[]) => {
      setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
      reload();
    },
    [reload],
  );
  const { deleteOne, deleteMany } = useDeletePlayers(onDeleted);

  const openAdd = () => setFormTarget({ mode: 'add', defaults: { team: view.team.kind === 'team' ? view.team.name : '' }, key: Date.now() });
  const onSaved = ({ player, added, addAnother }: SavedPlayer) => {
    showToast({ severity: 'success', summary: t('players.toast.done'), detail: t(added ? 'players.form.added' : 'players.form.saved', { name: player.name }) });
    reload();
    setFormTarget(addAnother ? { mode: 'add', defaults: { team: player.team ?? '', size: player.size }, key: Date.now() } : null);
  };
  const onImported = (created: number) => {
    setImportState('closed');
    showToast({ severity: 'success', summary: t('players.toast.done'), detail: t('players.import.done', { count: created }) });
    reload();
  };
  const runExport = async () => {
    setExporting(true);
    const outcome = await exportRoster();
    setExporting(false);
    if (!outcome.ok) showToast({ severity: 'error', summary: t('players.export.failed'), detail: failureText(outcome.failure) });
  };

  const openImport = () => setImportState('open');
  let content;
  if (!chart || !list) content = roster.failed ? <RosterLoadFailed onRetry={reload} /> : <RosterSkeleton />;
  else if (list.rosterSize === 0 && !isFiltered(view)) content = <RosterEmpty onAdd={openAdd} onImport={openImport} />;
  else
    content = (
      <Flex vertical gap="middle">
        <Flex wrap gap="small" align="center">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
            {t('players.actions.add')}
          </Button>
          <Button icon={<ImportOutlined aria-hidden />} onClick={openImport}>
            {t('players.actions.import')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void runExport()}>
            {t('players.actions.export')}
          </Button>
          {selectedIds.length ? (
            <>
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void deleteMany(selectedIds)}>
                {t('players.actions.deleteSelected', { count: selectedIds.length })}
              </Button>
              <Button type="link" onClick={() => setSelectedIds([])}>
                {t('players.actions.clearSelection')}
              </Button>
            </>
          ) : null}
        </Flex>
        <PlayerFilters view={view} teams={list.teams} chart={chart} narrow={narrow} onViewChange={changeView} />
        {roster.failed ? (
          <Alert
            type="error"
            showIcon
            title={t('players.load.failed')}
            action={
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={reload}>
                {t('players.actions.tryAgain')}
              </Button>
            }
          />
        ) : null}
        <PlayerTable
          players={list.data}
          total={list.total}
          view={view}
          loading={roster.loading}
          narrow={narrow}
          selectedIds={selectedIds}
          onSelect={setSelectedIds}
          onViewChange={changeView}
          onEdit={(player) => setFormTarget({ mode: 'edit', player, key: Date.now() })}
          onDelete={(player) => void deleteOne(player)}
          noMatch={
            <Flex vertical gap="small" align="center" style={{ padding: 16 }}>
              <Text tone="secondary">{t('players.table.noMatch')}</Text>
              <Button onClick={() => changeView({ search: '', team: { kind: 'all' }, size: null, page: 1 })}>{t('players.actions.clearFilters')}</Button>
            </Flex>
          }
        />
      </Flex>
    );

  return (
    <section data-remote="account">
      <Flex wrap justify="space-between" align="baseline" gap="small">
        <Heading level={1} style={{ fontSize: 28 }}>
          {t('nav.players')}
        </Heading>
        {list ? (
          <Text tone="secondary" data-testid="roster-count">
            {t('players.rosterCount', { players: formatNumber(list.rosterSize), max: formatNumber(MAX_PLAYERS_PER_CUSTOMER) })}
          </Text>
        ) : null}
      </Flex>
      <Paragraph tone="secondary">{t('players.intro')}</Paragraph>
      {content}
      {chart && formOpened ? (
        <Suspense fallback={null}>
          <PlayerFormDrawer target={formTarget} chart={chart} teams={list?.teams ?? []} narrow={narrow} onClose={() => setFormTarget(null)} onSaved={onSaved} />
        </Suspense>
      ) : null}
      {chart && importState !== 'never' ? (
        <Suspense fallback={null}>
          <RosterImportDialog
            open={importState === 'open'}
            chart={chart}
            rosterSize={list?.rosterSize ?? 0}
            onClose={() => setImportState('closed')}
            onImported={onImported}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
