import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import type { SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { sizeOptions } from '../size-options';
import { useSizeGroupName } from '../use-size-group-name';
import { RosterSearch } from './RosterSearch';
import type { PlayerListView, TeamFilter } from './player-list-view';

// The "All" and "No team" choices of the filters: NUL cannot be in a team name or a size (the
// contracts refuse it), so no real team or size is mistaken for them.
const ALL = '\u0000all';
const NO_TEAM = '\u0000no-team';

function teamValue(team: TeamFilter): string {
  return team.kind === 'all' ? ALL : team.kind === 'none' ? NO_TEAM : team.name;
}

function teamFilterOf(value: string): TeamFilter {
  return value === ALL ? { kind: 'all' } : value === NO_TEAM ? { kind: 'none' } : { kind: 'team', name: value };
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
  return (
    <Flex wrap gap="small" vertical={narrow}>
      {/* Grows beside the filters on a wide screen; stacked on a phone, a flex basis would be its height. */}
      <div style={narrow ? { width: '100%' } : { flex: '1 1 240px', minWidth: 0 }}>
        <RosterSearch value={view.search} onSearch={(search) => onViewChange({ search, page: 1 })} />
      </div>
      <Select<string>
        value={teamValue(view.team)}
        aria-label={t('players.toolbar.teamLabel')}
        style={{ minWidth: 160, width }}
        popupMatchSelectWidth={false}
        options={[
          { value: ALL, label: t('players.toolbar.allTeams') },
          { value: NO_TEAM, label: t('players.toolbar.noTeam') },
          ...teams.map((team) => ({ value: team, label: team })),
        ]}
        onChange={(value) => onViewChange({ team: teamFilterOf(value), page: 1 })}
        data-testid="players-team-filter"
      />
      <Select<string>
        value={view.size ?? ALL}
        aria-label={t('players.toolbar.sizeLabel')}
        style={{ minWidth: 140, width }}
        options={[{ value: ALL, label: t('players.toolbar.allSizes') }, ...sizeOptions(chart, groupName)]}
        onChange={(value) => onViewChange({ size: value === ALL ? null : value, page: 1 })}
        data-testid="players-size-filter"
      />
    </Flex>
  );
}
