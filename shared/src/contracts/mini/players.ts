import * as z from 'zod/mini';
import { PLAYER_SIZE_MAX_LENGTH } from '../player-limits';

// The roster page's first answers (the shop's sizes, a page of players, a deletion), which it
// checks on its first load: see ./index.ts for why they are written with zod/mini.

/** A group of sizes of the shop's chart, e.g. adult XS–5XL, kids 4Y–14Y. */
export const SizeGroup = z.object({
  /** `adult`, `kids`, or the shop's own group id; the app names the two it knows. */
  id: z.string().check(z.minLength(1), z.maxLength(32)),
  sizes: z.array(z.string().check(z.minLength(1), z.maxLength(PLAYER_SIZE_MAX_LENGTH))).check(z.minLength(1), z.maxLength(40)),
});
export type SizeGroup = z.infer<typeof SizeGroup>;

/** The numbers a shop prints (0–99 unless it says otherwise). */
export const NumberRange = z.object({ min: z.number().check(z.int(), z.gte(0)), max: z.number().check(z.int(), z.lte(9999)) });
export type NumberRange = z.infer<typeof NumberRange>;

/** `GET /api/sizes`: the shop's size chart and number range (`settings.sizes`, else the defaults). */
export const SizeChart = z.object({ groups: z.array(SizeGroup).check(z.minLength(1)), numberRange: NumberRange });
export type SizeChart = z.infer<typeof SizeChart>;
export const SizeChartResponse = z.object({ data: SizeChart });
export type SizeChartResponse = z.infer<typeof SizeChartResponse>;

export const Player = z.object({
  id: z.uuid(),
  name: z.string(),
  number: z.number().check(z.int()),
  size: z.string(),
  team: z.nullable(z.string()),
  /** Another player of the same team has this number (a warning: teams reuse numbers across squads). */
  duplicateNumber: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Player = z.infer<typeof Player>;

export const PlayerListResponse = z.object({
  data: z.array(Player),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  /** Every team name of the customer's roster, for the team filter. */
  teams: z.array(z.string()),
  /** Players of the whole roster (whatever the filter), against MAX_PLAYERS_PER_CUSTOMER. */
  rosterSize: z.number().check(z.int(), z.nonnegative()),
});
export type PlayerListResponse = z.infer<typeof PlayerListResponse>;

export const PlayerBulkDeleteResponse = z.object({ deleted: z.number().check(z.int(), z.nonnegative()) });
export type PlayerBulkDeleteResponse = z.infer<typeof PlayerBulkDeleteResponse>;

/** The successful answers of these endpoints, as their declarations (../players.ts) answer them. */
export const playerAnswers = {
  sizeChart: { 200: SizeChartResponse },
  list: { 200: PlayerListResponse },
  removeMany: { 200: PlayerBulkDeleteResponse },
} as const;
