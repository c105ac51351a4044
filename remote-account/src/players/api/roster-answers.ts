import type { Player, PlayerBulkDeleteResponse, PlayerListResponse, SizeChartResponse } from '@teamwear/shared/contracts';

// The roster page's own answers (the shop's sizes, a page of players, a deletion of the ticked
// ones), checked by hand, not with the contract's schemas: those brought zod and the contracts
// onto the page's first load for these checks. The add/edit drawer and the import
// dialog load the contracts anyway (their forms check with them), and check theirs with the
// schemas. roster-answers.test holds each check here to its schema's verdict.

const text = (value: unknown): value is string => typeof value === 'string';
const filledText = (value: unknown) => text(value) && value !== '';
const whole = (value: unknown): value is number => Number.isInteger(value);
const atLeast = (min: number) => (value: unknown) => whole(value) && value >= min;
const fields = <T>(value: unknown) => (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof T, unknown>>;

/** `GET /api/sizes`: the shop's size groups (at least one, each with sizes) and number range. */
export function isSizeChartAnswer(answer: unknown): answer is SizeChartResponse {
  const { data } = fields<SizeChartResponse>(answer);
  const { groups, numberRange } = fields<SizeChartResponse['data']>(data);
  const { min, max } = fields<SizeChartResponse['data']['numberRange']>(numberRange);
  const isGroup = (group: unknown) => {
    const { id, sizes } = fields<SizeChartResponse['data']['groups'][number]>(group);
    return filledText(id) && Array.isArray(sizes) && sizes.length > 0 && sizes.every(filledText);
  };
  return Array.isArray(groups) && groups.length > 0 && groups.every(isGroup) && atLeast(0)(min) && whole(max);
}

/** `GET /api/players`: a page of the roster, its teams and the roster's size. */
export function isPlayerListAnswer(answer: unknown): answer is PlayerListResponse {
  const { data, total, page, pageSize, teams, rosterSize } = fields<PlayerListResponse>(answer);
  return (
    Array.isArray(data) &&
    data.every(isPlayer) &&
    atLeast(0)(total) &&
    atLeast(1)(page) &&
    atLeast(1)(pageSize) &&
    Array.isArray(teams) &&
    teams.every(text) &&
    atLeast(0)(rosterSize)
  );
}

function isPlayer(player: unknown): player is Player {
  const row = fields<Player>(player);
  return (
    text(row.id) &&
    text(row.name) &&
    whole(row.number) &&
    text(row.size) &&
    (row.team === null || text(row.team)) &&
    typeof row.duplicateNumber === 'boolean' &&
    text(row.createdAt) &&
    text(row.updatedAt)
  );
}

/** `POST /api/players/delete`: how many players were deleted. */
export function isDeletedAnswer(answer: unknown): answer is PlayerBulkDeleteResponse {
  return atLeast(0)(fields<PlayerBulkDeleteResponse>(answer).deleted);
}
