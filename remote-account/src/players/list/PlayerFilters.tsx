import Flex from 'antd/es/flex';
import type { SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { NativeSelect } from '../../common/controls/NativeSelect';
import { sizeOptions } from '../size-options';
import { useSizeGroupName } from '../use-size-group-name';
import { RosterSearch } from './RosterSearch';
import type { PlayerListView, TeamFilter } from './player-list-view';

// The choices' values: a real team or size is prefixed, so none is mistaken for "All" or "No team".
const ALL = 'all';
const NO_TEAM = 'none';
const TEAM = 'team:';
const SIZE = 'size:';

function teamValue(team: TeamFilter): string {
  return team.kind === 'all' ? ALL : team.kind === 'none' ? NO_TEAM : TEAM + team.name;
}

function teamFilterOf(value: string): TeamFilter {
  return value === ALL ? { kind: 'all' } : value === NO_TEAM ? { kind: 'none' } : { kind: 'team', name: value.slice(TEAM.length) };
}

interface Props {
  view: PlayerListView;
  teams: string[];
  chart: SizeChart;
  narrow: boolean;
  onViewChange: (change: Partial<PlayerListView>) => void;
}

/**
 * Search, and the team and size filters, above the roster. "All teams" and "All sizes" are choices
 * of their own rather than placeholders, whose faint grey is hard to read.
 */
export function PlayerFilters({ view, teams, chart, narrow, onViewChange }: Props) {
  const { t } = useTranslation();
  const groupName = useSizeGroupName();
  const width = narrow ? '100%' : undefined;
  // A team or size the address names that the roster or the chart does not have (an old link) is
  // still a choice: a native select would otherwise show "All" while filtering by it.
  const shownTeams = view.team.kind === 'team' && !teams.includes(view.team.name) ? [...teams, view.team.name] : teams;
  const sizeGroups = sizeOptions(chart, groupName);
  const knownSize = sizeGroups.some((group) => group.options.some((option) => option.value === view.size));
  const shownSizes = view.size !== null && !knownSize ? [...sizeGroups, { label: view.size, options: [{ label: view.size, value: view.size }] }] : sizeGroups;
  return (
    <Flex wrap gap="small" vertical={narrow}>
      {/* Grows beside the filters on a wide screen; stacked on a phone, a flex basis would be its height. */}
      <div style={narrow ? { width: '100%' } : { flex: '1 1 240px', minWidth: 0 }}>
        <RosterSearch value={view.search} onSearch={(search) => onViewChange({ search, page: 1 })} />
      </div>
      <NativeSelect
        value={teamValue(view.team)}
        label={t('players.toolbar.teamLabel')}
        style={{ minWidth: 160, width }}
        options={[
          { value: ALL, label: t('players.toolbar.allTeams') },
          { value: NO_TEAM, label: t('players.toolbar.noTeam') },
          ...shownTeams.map((team) => ({ value: TEAM + team, label: team })),
        ]}
        onChange={(value) => onViewChange({ team: teamFilterOf(value), page: 1 })}
        testId="players-team-filter"
      />
      <NativeSelect
        value={view.size === null ? ALL : SIZE + view.size}
        label={t('players.toolbar.sizeLabel')}
        style={{ minWidth: 140, width }}
        options={[
          { value: ALL, label: t('players.toolbar.allSizes') },
          ...shownSizes.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, value: SIZE + option.value })) })),
        ]}
        onChange={(value) => onViewChange({ size: value === ALL ? null : value.slice(SIZE.length), page: 1 })}
        testId="players-size-filter"
      />
    </Flex>
  );
}
