import {
  MAX_PLAYERS_PER_CUSTOMER,
  NUL_MESSAGE,
  PLAYER_MESSAGES,
  PLAYER_NAME_MAX_LENGTH,
  PLAYER_TEAM_MAX_LENGTH,
  UNICODE_MESSAGE,
} from '@teamwear/shared/contracts/plain';

/** The API's player messages (English, the product's wording) by the key of their translation. */
const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.entries(PLAYER_MESSAGES).map(([key, message]) => [message, key] as [string, string]),
  [NUL_MESSAGE, 'textNul'],
  [UNICODE_MESSAGE, 'textUnicode'],
]);

/** What the translations of the messages interpolate. */
export const PLAYER_MESSAGE_VALUES = {
  nameMax: PLAYER_NAME_MAX_LENGTH,
  teamMax: PLAYER_TEAM_MAX_LENGTH,
  rosterMax: MAX_PLAYERS_PER_CUSTOMER,
} as const;

/**
 * The i18n key (`players.messages.*`) of a message the contracts or the API give for a player,
 * or null for one the account area does not know (shown as the API wrote it).
 */
export function playerMessageKey(message: string): string | null {
  const key = MESSAGE_KEYS.get(message);
  return key ? `players.messages.${key}` : null;
}
