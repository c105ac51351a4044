import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useMemo, useState, type CSSProperties, type Dispatch, type ReactNode } from 'react';
import type { Player, SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { formatNumber } from '@teamwear/shared/ui';
import { STEP_ICONS, useBelow } from '@teamwear/shared/ui/kit';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { sizeOptions } from '../../players/size-options';
import { useSizeGroupName } from '../../players/use-size-group-name';
import type { OrderMessage } from '../messages/order-messages';
import { useOrderMessage } from '../messages/use-order-message';
import type { CheckoutAction, CheckoutForm, PlayerPrint } from './checkout-form';
import type { FormProblems, PrintField } from './checkout-problems';
import { playersShown, teamsOf, tickState, type TeamFilter } from './player-selection';

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

/** A field of a ticked player's row, with its message under it. */
function Cell({ message, children }: { message: OrderMessage | undefined; children: ReactNode }) {
  const say = useOrderMessage();
  return (
    <Form.Item style={{ margin: 0 }} validateStatus={message ? 'error' : undefined} help={message ? say(message) : undefined}>
      {children}
    </Form.Item>
  );
}

/** A field of a phone's player cell, under its column's title (the field's own name, read by
 *  screen readers, says whose it is). */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" aria-hidden>
        {label}
      </Typography.Text>
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
  const state = tickState(shown, form.selected);
  const teamLabel = (team: string | null) => team ?? t('checkout.noTeam');
  const shownLabel = filter.kind === 'all' ? t('checkout.allShown') : teamLabel(filter.team);
  const selectedCount = roster.filter((player) => ticked.has(player.id)).length;

  const playersProblem = problems.form.players ? <Alert type="error" showIcon title={say(problems.form.players)} data-testid="players-problem" /> : null;

  if (roster.length === 0) {
    // An order needs players: Place order with an empty roster says so here, where the form's
    // summary ("correct the field marked") points, not only above a table that is not shown.
    return (
      <Flex vertical gap="small">
        {playersProblem}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('checkout.noPlayers')} data-testid="checkout-no-players">
          <ButtonLink type="primary" to="/me/players">
            {t('checkout.addPlayers')}
          </ButtonLink>
        </Empty>
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
        <Input
          value={print.name}
          maxLength={60}
          aria-label={t('checkout.nameFor', { name: player.name })}
          onChange={(event) => edit(player.id, { name: event.target.value })}
          style={style}
        />
      </Cell>
    );
  };
  const numberField = (player: Player, print: PlayerPrint) => {
    const clash = print.number !== null && clashingNumbers.has(print.number);
    return (
      <Flex vertical gap={4} align="start">
        <Cell message={rowProblems(player.id).number}>
          <InputNumber
            controls={STEP_ICONS}
            value={print.number}
            min={chart.numberRange.min}
            max={chart.numberRange.max}
            precision={0}
            aria-label={t('checkout.numberFor', { name: player.name })}
            onChange={(value) => edit(player.id, { number: typeof value === 'number' ? value : null })}
            style={{ width: 88 }}
          />
        </Cell>
        {clash ? (
          <Tag
            icon={<WarningOutlined aria-hidden />}
            color="warning"
            style={{ color: 'var(--ant-color-text, rgba(0,0,0,0.88))', marginInlineEnd: 0 }}
            data-testid="number-clash"
          >
            {t('checkout.sameNumber')}
          </Tag>
        ) : null}
      </Flex>
    );
  };
  const sizeField = (player: Player, print: PlayerPrint) => (
    <Cell message={rowProblems(player.id).size}>
      <Select
        value={print.size}
        options={sizes}
        aria-label={t(withShorts ? 'checkout.shirtSizeFor' : 'checkout.sizeFor', { name: player.name })}
        onChange={(size: string) => edit(player.id, { size })}
        style={{ width: 100 }}
      />
    </Cell>
  );
  const shortsField = (player: Player, print: PlayerPrint) => (
    <Cell message={rowProblems(player.id).shortsSize}>
      <Select
        value={print.shortsSize}
        options={shortsSizes}
        aria-label={t('checkout.shortsSizeFor', { name: player.name })}
        onChange={(shortsSize: string) => edit(player.id, { shortsSize })}
        style={{ width: 100 }}
      />
    </Cell>
  );
  const showTeams = filter.kind === 'all' && teams.length > 1;

  const tickColumn: TableColumnsType<Player>[number] = {
    key: 'tick',
    width: 48,
    title: (
      <Checkbox
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={shown.length === 0}
        aria-label={t('checkout.tickAll', { team: shownLabel })}
        data-testid="tick-shown"
        onChange={(event) => dispatch({ type: 'tick', players: shown, on: event.target.checked })}
      />
    ),
    render: (_, player) => (
      <Checkbox
        checked={ticked.has(player.id)}
        aria-label={t('checkout.tickPlayer', { name: player.name, number: player.number })}
        onChange={(event) => dispatch({ type: 'tick', players: [player], on: event.target.checked })}
      />
    ),
  };

  const wideColumns: TableColumnsType<Player> = [
    tickColumn,
    {
      key: 'name',
      title: t('checkout.columns.name'),
      render: (_, player) => {
        const print = printOf(player);
        return print ? nameField(player, print, { minWidth: 140 }) : player.name;
      },
    },
    {
      key: 'number',
      title: t('checkout.columns.number'),
      width: 150,
      render: (_, player) => {
        const print = printOf(player);
        return print ? numberField(player, print) : player.number;
      },
    },
    {
      key: 'size',
      title: sizeTitle,
      width: 130,
      render: (_, player) => {
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
            render: (_: unknown, player: Player) => {
              const print = printOf(player);
              return print ? shortsField(player, print) : player.size;
            },
          },
        ]
      : []),
    ...(showTeams ? [{ key: 'team', title: t('checkout.columns.team'), render: (_: unknown, player: Player) => teamLabel(player.team) }] : []),
  ];

  // On a phone the five columns did not fit (the shorts size was cut off): each player is one
  // cell, the fields of a ticked one under its name, each with its column's title over it.
  const narrowColumns: TableColumnsType<Player> = [
    tickColumn,
    {
      key: 'player',
      title: t('checkout.columns.name'),
      render: (_, player) => {
        const print = printOf(player);
        if (!print) {
          return (
            <Flex vertical gap={2}>
              <span style={{ overflowWrap: 'anywhere' }}>{player.name}</span>
              <Typography.Text type="secondary">
                {[`#${player.number}`, player.size, ...(showTeams ? [teamLabel(player.team)] : [])].join(' · ')}
              </Typography.Text>
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
            {showTeams ? <Typography.Text type="secondary">{teamLabel(player.team)}</Typography.Text> : null}
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
            <Typography.Text aria-hidden>{t('checkout.team')}</Typography.Text>
            <Select
              value={filterValue}
              onChange={setFilterValue}
              aria-label={t('checkout.teamLabel')}
              data-testid="team-filter"
              style={{ minWidth: 200 }}
              options={[{ value: ALL, label: t('checkout.allTeams') }, ...teams.map((team) => ({ value: valueOf(team), label: teamLabel(team) }))]}
            />
          </Flex>
        ) : (
          <span />
        )}
        <Typography.Text strong data-testid="selected-count" role="status">
          {t('checkout.selectedCount', { count: selectedCount, formatted: formatNumber(selectedCount) })}
        </Typography.Text>
      </Flex>
      {playersProblem}
      <Table<Player>
        rowKey="id"
        size="small"
        columns={narrow ? narrowColumns : wideColumns}
        dataSource={shown}
        pagination={false}
        // Wider than a phone, the table scrolls sideways in its own box. Not with `scroll`: that makes
        // antd measure the columns in a hidden row holding a copy of each header, and this header
        // holds a checkbox, which a keyboard then reaches there (axe: aria-hidden-focus).
        styles={{ content: { overflowX: 'auto' } }}
        data-testid="checkout-players"
        rowClassName={(player) => (ticked.has(player.id) ? 'ant-table-row-selected' : '')}
      />
    </Flex>
  );
}
