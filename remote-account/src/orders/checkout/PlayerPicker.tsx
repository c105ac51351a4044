import { AlertBox } from '../../common/AlertBox';
import Flex from '../../common/Flex';
import theme from 'antd/es/theme';
import { WarningOutlined } from '@ant-design/icons';
import { useMemo, useState, type CSSProperties, type Dispatch, type ReactNode } from 'react';
import type { Player, SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { formatNumber } from '@teamwear/shared/ui';
import { useBelow } from '@teamwear/shared/ui/kit';
import { EmptyState, TagLabel, Text } from '@teamwear/shared/ui/kit/themed';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { DataTable, type DataColumn } from '../../common/data-table/DataTable';
import { FormField } from '../../common/controls/FormField';
import { NativeInput } from '../../common/controls/NativeInput';
import { NativeSelect } from '../../common/controls/NativeSelect';
import { NumberInput } from '../../common/controls/NumberInput';
import { sizeOptions } from '../../players/size-options';
import { useSizeGroupName } from '../../players/use-size-group-name';
import type { OrderMessage } from '../messages/order-messages';
import { useOrderMessage } from '../messages/use-order-message';
import type { CheckoutAction, CheckoutForm, PlayerPrint } from './checkout-form';
import type { FormProblems, PrintField } from './checkout-problems';
import { playersShown, teamsOf, tickChanges, type TeamFilter } from './player-selection';

export interface PlayerPickerProps {
  roster: readonly Player[];
  /** The sizes the garment (its shirt, or the trunks) is made in, and the shop's number range. */
  chart: SizeChart;
  /** The sizes the kit's shorts are made in. */
  shortsChart: SizeChart;
  withShorts: boolean;
  form: CheckoutForm;
  problems: FormProblems;
  /** Numbers two or more ticked players would wear. */
  clashingNumbers: ReadonlySet<number>;
  dispatch: Dispatch<CheckoutAction>;
}

const ALL = '\u0000all';
const NO_TEAM = '\u0000none';
const filterOf = (value: string): TeamFilter => (value === ALL ? { kind: 'all' } : { kind: 'team', team: value === NO_TEAM ? null : value });
const valueOf = (team: string | null) => (team === null ? NO_TEAM : team);

/** A field of a ticked player's row, with its message under it (the field is named by its own
 *  aria-label, which says whose it is). */
function Cell({ message, children }: { message: OrderMessage | undefined; children: Parameters<typeof FormField>[0]['children'] }) {
  const say = useOrderMessage();
  return <FormField problem={message ? say(message) : undefined}>{children}</FormField>;
}

/** A field of a phone's player cell, under its column's title (the field's own name, read by
 *  screen readers, says whose it is). */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Text tone="secondary" aria-hidden>
        {label}
      </Text>
      {children}
    </Flex>
  );
}

/**
 * The players to print, picked from the roster by team: a box per player and one for every
 * player the table shows (a whole team at once). A ticked player's name, number and sizes can be
 * changed for this order alone; two ticked players with one number are marked.
 */
export function PlayerPicker({ roster, chart, shortsChart, withShorts, form, problems, clashingNumbers, dispatch }: PlayerPickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const narrow = useBelow('md');
  const say = useOrderMessage();
  const groupName = useSizeGroupName();
  const teams = useMemo(() => teamsOf(roster), [roster]);
  const [filterValue, setFilterValue] = useState(ALL);
  const filter = filterOf(filterValue);
  const shown = useMemo(() => playersShown(roster, filterOf(filterValue)), [roster, filterValue]);
  const ticked = useMemo(() => new Set(form.selected), [form.selected]);
  const sizes = useMemo(() => sizeOptions(chart, groupName), [chart, groupName]);
  const shortsSizes = useMemo(() => sizeOptions(shortsChart, groupName), [shortsChart, groupName]);
  const teamLabel = (team: string | null) => team ?? t('checkout.noTeam');
  const shownLabel = filter.kind === 'all' ? t('checkout.allShown') : teamLabel(filter.team);
  const selectedCount = roster.filter((player) => ticked.has(player.id)).length;

  const playersProblem = problems.form.players ? <AlertBox type="error" title={say(problems.form.players)} data-testid="players-problem" /> : null;

  if (roster.length === 0) {
    // An order needs players: Place order with an empty roster says so here, where the form's
    // summary ("correct the field marked") points, not only above a table that is not shown.
    return (
      <Flex vertical gap="small">
        {playersProblem}
        <EmptyState description={t('checkout.noPlayers')} testId="checkout-no-players">
          <ButtonLink type="primary" to="/me/players">
            {t('checkout.addPlayers')}
          </ButtonLink>
        </EmptyState>
      </Flex>
    );
  }

  const edit = (playerId: string, patch: Partial<PlayerPrint>) => dispatch({ type: 'editPrint', playerId, patch });
  const rowProblems = (id: string): Partial<Record<PrintField, OrderMessage>> => problems.players[id] ?? {};

  const sizeTitle = withShorts ? t('checkout.columns.shirtSize') : t('checkout.columns.size');
  /** The player's print for this order while ticked; the roster's values are shown otherwise. */
  const printOf = (player: Player): PlayerPrint | null => (ticked.has(player.id) ? (form.prints[player.id] ?? null) : null);

  const nameField = (player: Player, print: PlayerPrint, style: CSSProperties) => {
    const problem = rowProblems(player.id);
    return (
      <Cell message={problem.name ?? problem.player}>
        {(control) => (
          <NativeInput
            {...control}
            value={print.name}
            maxLength={60}
            aria-label={t('checkout.nameFor', { name: player.name })}
            onChange={(name) => edit(player.id, { name })}
            style={style}
          />
        )}
      </Cell>
    );
  };
  const numberField = (player: Player, print: PlayerPrint) => {
    const clash = print.number !== null && clashingNumbers.has(print.number);
    return (
      <Flex vertical gap={4} align="start">
        <Cell message={rowProblems(player.id).number}>
          {(control) => (
            <NumberInput
              {...control}
              value={print.number}
              min={chart.numberRange.min}
              max={chart.numberRange.max}
              aria-label={t('checkout.numberFor', { name: player.name })}
              onChange={(number) => edit(player.id, { number })}
              style={{ width: 88 }}
            />
          )}
        </Cell>
        {clash ? (
          // In the page's text colour: the warning's yellow on the tag's pale background is too faint to read.
          <TagLabel
            colours={{ color: token.colorText, background: token.colorWarningBg, border: token.colorWarningBorder }}
            icon={<WarningOutlined style={{ color: token.colorWarning }} aria-hidden />}
            data-testid="number-clash"
          >
            {t('checkout.sameNumber')}
          </TagLabel>
        ) : null}
      </Flex>
    );
  };
  const sizeField = (player: Player, print: PlayerPrint) => (
    <Cell message={rowProblems(player.id).size}>
      {(control) => (
        <NativeSelect
          {...control}
          value={print.size}
          options={sizes}
          label={t(withShorts ? 'checkout.shirtSizeFor' : 'checkout.sizeFor', { name: player.name })}
          onChange={(size) => edit(player.id, { size })}
          style={{ width: 100 }}
        />
      )}
    </Cell>
  );
  const shortsField = (player: Player, print: PlayerPrint) => (
    <Cell message={rowProblems(player.id).shortsSize}>
      {(control) => (
        <NativeSelect
          {...control}
          value={print.shortsSize}
          options={shortsSizes}
          label={t('checkout.shortsSizeFor', { name: player.name })}
          onChange={(shortsSize) => edit(player.id, { shortsSize })}
          style={{ width: 100 }}
        />
      )}
    </Cell>
  );
  const showTeams = filter.kind === 'all' && teams.length > 1;

  const wideColumns: DataColumn<Player>[] = [
    {
      key: 'name',
      title: t('checkout.columns.name'),
      render: (player) => {
        const print = printOf(player);
        return print ? nameField(player, print, { minWidth: 140 }) : player.name;
      },
    },
    {
      key: 'number',
      title: t('checkout.columns.number'),
      width: 150,
      render: (player) => {
        const print = printOf(player);
        return print ? numberField(player, print) : player.number;
      },
    },
    {
      key: 'size',
      title: sizeTitle,
      width: 130,
      render: (player) => {
        const print = printOf(player);
        return print ? sizeField(player, print) : player.size;
      },
    },
    ...(withShorts
      ? [
          {
            key: 'shortsSize',
            title: t('checkout.columns.shortsSize'),
            width: 130,
            render: (player: Player) => {
              const print = printOf(player);
              return print ? shortsField(player, print) : player.size;
            },
          },
        ]
      : []),
    ...(showTeams ? [{ key: 'team', title: t('checkout.columns.team'), render: (player: Player) => teamLabel(player.team) }] : []),
  ];

  // On a phone the five columns did not fit (the shorts size was cut off): each player is one
  // cell, the fields of a ticked one under its name, each with its column's title over it.
  const narrowColumns: DataColumn<Player>[] = [
    {
      key: 'player',
      title: t('checkout.columns.name'),
      render: (player) => {
        const print = printOf(player);
        if (!print) {
          return (
            <Flex vertical gap={2}>
              <span style={{ overflowWrap: 'anywhere' }}>{player.name}</span>
              <Text tone="secondary">{[`#${player.number}`, player.size, ...(showTeams ? [teamLabel(player.team)] : [])].join(' · ')}</Text>
            </Flex>
          );
        }
        return (
          <Flex vertical gap={8} data-testid="checkout-player-fields">
            {nameField(player, print, { width: '100%' })}
            <Flex wrap gap={12}>
              <Labelled label={t('checkout.columns.number')}>{numberField(player, print)}</Labelled>
              <Labelled label={sizeTitle}>{sizeField(player, print)}</Labelled>
              {withShorts ? <Labelled label={t('checkout.columns.shortsSize')}>{shortsField(player, print)}</Labelled> : null}
            </Flex>
            {showTeams ? <Text tone="secondary">{teamLabel(player.team)}</Text> : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        {teams.length > 1 || teams[0] !== null ? (
          <Flex gap={8} align="center">
            <Text aria-hidden>{t('checkout.team')}</Text>
            <NativeSelect
              value={filterValue}
              onChange={setFilterValue}
              label={t('checkout.teamLabel')}
              testId="team-filter"
              style={{ minWidth: 200 }}
              options={[{ value: ALL, label: t('checkout.allTeams') }, ...teams.map((team) => ({ value: valueOf(team), label: teamLabel(team) }))]}
            />
          </Flex>
        ) : (
          <span />
        )}
        <Text strong data-testid="selected-count" role="status">
          {t('checkout.selectedCount', { count: selectedCount, formatted: formatNumber(selectedCount) })}
        </Text>
      </Flex>
      {playersProblem}
      <DataTable<Player>
        caption={t('checkout.playersTitle')}
        rowKey={(player) => player.id}
        size="small"
        columns={narrow ? narrowColumns : wideColumns}
        rows={shown}
        selection={{
          selected: form.selected as string[],
          // The table ticks and unticks by ids; the form, by players (a team at once).
          onChange: (selected) => {
            for (const change of tickChanges(shown, form.selected, selected)) dispatch({ type: 'tick', ...change });
          },
          rowLabel: (player) => t('checkout.tickPlayer', { name: player.name, number: player.number }),
          allLabel: t('checkout.tickAll', { team: shownLabel }),
        }}
        testId="checkout-players"
      />
    </Flex>
  );
}
