import { Flex, Select } from 'antd';
import type { SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '@teamwear/shared/i18n';
import { sizeOptions } from '../size-options';
import { useSizeGroupName } from '../use-size-group-name';
import { RosterSearch } from './RosterSearch';
import type { PlayerListView, TeamFilter } from './player-list-view';

// The "No team" choice of the team filter: NUL cannot be in a team name (the contracts refuse it), so no team is mistaken for it.
const NO_TEAM = '\u0000no-team';

function teamValue(team: TeamFilter): string | undefined {
  return team.kind === 'all' ? undefined : team.kind === 'none' ? NO_TEAM : team.name;
}

interface Props {
  view: PlayerListView;
  teams: string[];
  chart: SizeChart;
  narrow: boolean;
  onViewChange: (change: Partial<PlayerListView>) => void;
}

/** Search, and the team and size filters, above the roster. */
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
        allowClear
        value={teamValue(view.team)}
        placeholder={t('players.toolbar.allTeams')}
        aria-label={t('players.toolbar.teamLabel')}
        style={{ minWidth: 160, width }}
        popupMatchSelectWidth={false}
        options={[{ value: NO_TEAM, label: t('players.toolbar.noTeam') }, ...teams.map((team) => ({ value: team, label: team }))]}
        onChange={(value) =>
          onViewChange({ team: value === undefined ? { kind: 'all' } : value === NO_TEAM ? { kind: 'none' } : { kind: 'team', name: value }, page: 1 })
        }
        data-testid="players-team-filter"
      />
      <Select<string>
        allowClear
        value={view.size ?? undefined}
        placeholder={t('players.toolbar.allSizes')}
        aria-label={t('players.toolbar.sizeLabel')}
        style={{ minWidth: 140, width }}
        options={sizeOptions(chart, groupName)}
        onChange={(value) => onViewChange({ size: value ?? null, page: 1 })}
        data-testid="players-size-filter"
      />
    </Flex>
  );
}
