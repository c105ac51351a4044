import { z } from 'zod';
import { MAX_PAGE } from './designs';
import { storableText } from './untrusted-input';
import { playerAddresses } from './addresses';
import { Player, playerAnswers, type SizeChart } from './mini/players';
import { defineEndpoint } from './endpoint';
import { sizesOf } from './size-charts';
import { ApiError } from './error';
import { MAX_PLAYERS_PER_CUSTOMER, PLAYER_MESSAGES, PLAYER_NAME_MAX_LENGTH, PLAYER_SIZE_MAX_LENGTH, PLAYER_SORTS, PLAYER_TEAM_MAX_LENGTH, PLAYERS_PAGE_SIZE_MAX } from './player-limits';

/**
 * A customer's roster (`/api/players`, bearer) and the shop's sizes (`GET /api/sizes`). A player is
 * a name, a shirt number and a size, with an optional team: a customer may manage several teams,
 * and an order picks its players by team. The messages are the product's own wording ('Name is
 * required', 'Number is required', 'Number is invalid'); the account area translates them.
 */

export { MAX_PLAYERS_PER_CUSTOMER, PLAYER_MESSAGES, PLAYER_NAME_MAX_LENGTH, PLAYER_SIZE_MAX_LENGTH, PLAYER_SORTS, PLAYER_TEAM_MAX_LENGTH, PLAYERS_PAGE_SIZE_MAX, type PlayerSort } from './player-limits';

export { NumberRange, Player, PlayerBulkDeleteResponse, PlayerListResponse, SizeChart, SizeChartResponse, SizeGroup } from './mini/players';

export { DEFAULT_SIZE_CHART, sizesOf } from './size-charts';

const PlayerName = storableText({ error: PLAYER_MESSAGES.nameRequired }, { label: 'Name' })
  .trim()
  .min(1, PLAYER_MESSAGES.nameRequired)
  .max(PLAYER_NAME_MAX_LENGTH, PLAYER_MESSAGES.nameTooLong);

const PlayerTeam = storableText({ error: PLAYER_MESSAGES.teamTooLong }, { label: 'Team' })
  .trim()
  .max(PLAYER_TEAM_MAX_LENGTH, PLAYER_MESSAGES.teamTooLong)
  .transform((team) => (team === '' ? null : team));

/** A number as a form or a spreadsheet gives it: a whole number, or digits as text. */
const PlayerNumber = z.union([z.number(), storableText('Must be text', { label: 'Number' })], { error: PLAYER_MESSAGES.numberRequired }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: PLAYER_MESSAGES.numberRequired });
    return z.NEVER;
  }
  if (!/^\d{1,4}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: PLAYER_MESSAGES.numberInvalid });
    return z.NEVER;
  }
  return Number(text);
});

/** The fields of a player as sent; the shop's rules (number range, sizes) are checked by `checkPlayer`. */
export const PlayerInput = z.object({
  name: PlayerName,
  number: PlayerNumber,
  size: storableText({ error: PLAYER_MESSAGES.sizeRequired }, { label: 'Size' }).trim().min(1, PLAYER_MESSAGES.sizeRequired).max(PLAYER_SIZE_MAX_LENGTH, PLAYER_MESSAGES.sizeUnknown),
  team: PlayerTeam.nullable().optional(),
});
export type PlayerInput = z.input<typeof PlayerInput>;
export type ValidPlayer = { name: string; number: number; size: string; team: string | null };

/** Field → message for what a player breaks of the shop's chart (number range, sizes); empty when none. */
export function shopRuleProblems(player: { number: number; size: string }, chart: SizeChart): Record<string, string> {
  const problems: Record<string, string> = {};
  if (player.number < chart.numberRange.min || player.number > chart.numberRange.max) problems.number = PLAYER_MESSAGES.numberInvalid;
  if (!sizesOf(chart).includes(player.size)) problems.size = PLAYER_MESSAGES.sizeUnknown;
  return problems;
}

export type PlayerCheck = { ok: true; player: ValidPlayer } | { ok: false; errors: Record<string, string> };

/**
 * A player as the shop accepts it, or each field's message: the contract, then the shop's chart.
 * The same function checks a form, each row of an import preview, and the API's writes.
 */
export function checkPlayer(input: unknown, chart: SizeChart): PlayerCheck {
  const parsed = PlayerInput.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const player: ValidPlayer = { ...parsed.data, team: parsed.data.team ?? null };
  const problems = shopRuleProblems(player, chart);
  return Object.keys(problems).length ? { ok: false, errors: problems } : { ok: true, player };
}

/** `POST /api/players`, `PUT /api/players/{id}`. */
export const PlayerRequest = PlayerInput;

export const PlayerResponse = z.object({ data: Player });
export type PlayerResponse = z.infer<typeof PlayerResponse>;

const pageNumber = (label: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

/** `GET /api/players?team=&search=&size=&sort=&page=&pageSize=`. `team=` (empty) lists players without a team. */
export const PlayerListQuery = z.object({
  team: storableText('Must be text', { label: 'Team' }).max(PLAYER_TEAM_MAX_LENGTH).optional(),
  size: storableText('Must be text', { label: 'Size' }).max(PLAYER_SIZE_MAX_LENGTH).optional(),
  /** Part of a name or a team, any script; a whole number also finds that shirt number. */
  search: storableText('Must be text', { label: 'Search' }).trim().max(PLAYER_NAME_MAX_LENGTH).optional(),
  sort: z.enum(PLAYER_SORTS, { error: `sort must be one of ${PLAYER_SORTS.join(', ')}` }).default('name'),
  page: pageNumber('page', MAX_PAGE, 1),
  pageSize: pageNumber('pageSize', PLAYERS_PAGE_SIZE_MAX, 20),
});
export type PlayerListQuery = z.input<typeof PlayerListQuery>;

/** `POST /api/players/import`: all rows are saved, or none (400 with each row's problems). */
export const PlayerImportRequest = z.object({
  rows: z.array(z.unknown()).min(1, 'There are no rows to import').max(MAX_PLAYERS_PER_CUSTOMER, PLAYER_MESSAGES.limitReached),
});
export type PlayerImportRequest = z.infer<typeof PlayerImportRequest>;
export const PlayerImportResponse = z.object({ created: z.number().int().nonnegative() });
export type PlayerImportResponse = z.infer<typeof PlayerImportResponse>;

/** 400 `IMPORT_INVALID`: nothing was saved; `rows` lists each refused row (0-based) with field → message. */
export const PlayerImportError = z.object({
  code: z.literal('IMPORT_INVALID'),
  message: z.string(),
  rows: z.array(z.object({ row: z.number().int().nonnegative(), errors: z.record(z.string(), z.string()) })),
});
export type PlayerImportError = z.infer<typeof PlayerImportError>;

/** `POST /api/players/delete`: several players at once (the table's selection). */
export const PlayerBulkDeleteRequest = z.object({ ids: z.array(z.uuid('Each id must be a player id')).min(1).max(PLAYERS_PAGE_SIZE_MAX) });
export type PlayerBulkDeleteRequest = z.infer<typeof PlayerBulkDeleteRequest>;

/** The columns of an exported roster (and of an import in English). */
export const ROSTER_CSV_COLUMNS = ['name', 'number', 'size', 'team'] as const;

export { FORMULA_START, fromCsvCell, neutraliseInsideCell } from './csv-cells';

/** The path of one player. */
export const PlayerParams = z.object({ id: z.string().max(64).describe('The player id') });

const signedInErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

/** The shop's size chart, and the signed-in user's roster. */
export const playerEndpoints = {
  sizeChart: defineEndpoint({ ...playerAddresses.sizeChart, responses: { ...playerAnswers.sizeChart, 404: ApiError, 429: ApiError } }),
  list: defineEndpoint({
    ...playerAddresses.list,
    query: PlayerListQuery,
    responses: { ...playerAnswers.list, 400: ApiError, ...signedInErrors },
  }),
  create: defineEndpoint({
    ...playerAddresses.create,
    body: PlayerRequest,
    responses: { 201: PlayerResponse, 400: ApiError, ...signedInErrors },
  }),
  update: defineEndpoint({
    ...playerAddresses.update,
    params: PlayerParams,
    body: PlayerRequest,
    responses: { 200: PlayerResponse, 400: ApiError, ...signedInErrors },
  }),
  remove: defineEndpoint({
    ...playerAddresses.remove,
    params: PlayerParams,
    responses: { 204: z.null().describe('Removed'), ...signedInErrors },
  }),
  removeMany: defineEndpoint({
    ...playerAddresses.removeMany,
    body: PlayerBulkDeleteRequest,
    responses: { ...playerAnswers.removeMany, 400: ApiError, ...signedInErrors },
  }),
  import: defineEndpoint({
    ...playerAddresses.import,
    body: PlayerImportRequest,
    responses: { 201: PlayerImportResponse, 400: z.union([PlayerImportError, ApiError]), ...signedInErrors },
  }),
  /** A file (CSV with a byte order mark): read it with downloadEndpoint. */
  export: defineEndpoint({
    ...playerAddresses.export,
    responses: { 200: z.string().describe('text/csv'), ...signedInErrors },
  }),
};
