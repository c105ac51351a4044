// A roster's limits, messages and sorts, without zod: the roster page reads them on its first load,
// where the contracts (zod) are not. ./players builds its schemas on them.

import { controlCharacterMessage } from './control-characters';

export const PLAYER_NAME_MAX_LENGTH = 60;
export const PLAYER_TEAM_MAX_LENGTH = 40;
export const PLAYER_SIZE_MAX_LENGTH = 12;
/** Players one customer may keep. */
export const MAX_PLAYERS_PER_CUSTOMER = 1000;
export const PLAYERS_PAGE_SIZE_MAX = 1000;

/** The product's own wording ('Name is required', …); the account area translates them. */
export const PLAYER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PLAYER_NAME_MAX_LENGTH} characters`,
  numberRequired: 'Number is required',
  numberInvalid: 'Number is invalid',
  sizeRequired: 'Size is required',
  sizeUnknown: 'Size is not one of the shop’s sizes',
  teamTooLong: `Team must be at most ${PLAYER_TEAM_MAX_LENGTH} characters`,
  limitReached: `A roster holds at most ${MAX_PLAYERS_PER_CUSTOMER} players`,
  nameControl: controlCharacterMessage('Name'),
  teamControl: controlCharacterMessage('Team'),
  sizeControl: controlCharacterMessage('Size'),
  numberControl: controlCharacterMessage('Number'),
} as const;

/** The orders `GET /api/players` sorts by (`-` descending). */
export const PLAYER_SORTS = ['name', '-name', 'number', '-number', 'size', '-size', 'team', '-team', 'createdAt', '-createdAt'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
