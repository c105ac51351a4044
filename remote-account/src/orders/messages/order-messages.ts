import {
  controlCharacterMessage,
  MAX_ORDER_PLAYERS,
  NUL_MESSAGE,
  ORDER_MESSAGES,
  PLAYER_MESSAGES,
  PLAYER_NAME_MAX_LENGTH,
  UNICODE_MESSAGE,
} from '@teamwear/shared/contracts/plain';

/** A message for the customer: an i18next key (`orderMessages.*`) with what it interpolates, or,
 *  for a message of the API this area does not know, the API's own text (never a blank). */
export type OrderMessage = { key: string; values?: Record<string, string | number> } | { text: string };

const key = (name: string, values?: Record<string, string | number>): OrderMessage => ({ key: `orderMessages.${name}`, ...(values ? { values } : {}) });

/** The contracts' and the API's messages (English, the product's wording) by their translation. */
const KNOWN: ReadonlyMap<string, OrderMessage> = new Map<string, OrderMessage>([
  [ORDER_MESSAGES.selectPlayers, key('selectPlayers')],
  [ORDER_MESSAGES.addressRequired, key('addressRequired')],
  [ORDER_MESSAGES.phoneRequired, key('phoneRequired')],
  // The account's phone rule says it its own way; the order form says it the product's way.
  ['Phone number is required', key('phoneRequired')],
  ['Phone number is invalid', key('phoneInvalid')],
  ['The address must be at most 500 characters', key('addressTooLong', { max: 500 })],
  ['The note must be at most 2000 characters', key('noteTooLong', { max: 2000 })],
  [PLAYER_MESSAGES.nameRequired, key('nameRequired')],
  [PLAYER_MESSAGES.nameTooLong, key('nameTooLong', { max: PLAYER_NAME_MAX_LENGTH })],
  [PLAYER_MESSAGES.numberRequired, key('numberRequired')],
  [PLAYER_MESSAGES.numberInvalid, key('numberInvalid')],
  [PLAYER_MESSAGES.sizeRequired, key('sizeRequired')],
  [PLAYER_MESSAGES.sizeUnknown, key('sizeUnknown')],
  ['Quantity must be a number', key('quantityRange', { min: 1, max: 500 })],
  ['Quantity must be a whole number', key('quantityRange', { min: 1, max: 500 })],
  ['Quantity must be at least 1', key('quantityRange', { min: 1, max: 500 })],
  ['Quantity must be at most 500', key('quantityRange', { min: 1, max: 500 })],
  [`At most ${MAX_ORDER_PLAYERS} players per order`, key('tooManyPlayers', { max: MAX_ORDER_PLAYERS })],
  ['No such player', key('playerGone')],
  ['This player is in the order twice', key('playerTwice')],
  ['The shop does not offer this garment any more', key('garmentNotOffered')],
  ['The shop has no price for this garment yet: ask the shop', key('garmentNotPriced')],
  [NUL_MESSAGE, key('textInvalid')],
  [UNICODE_MESSAGE, key('textInvalid')],
  [PLAYER_MESSAGES.nameControl, key('nameControl')],
  [PLAYER_MESSAGES.sizeControl, key('sizeControl')],
  [controlCharacterMessage('The address'), key('addressControl')],
  // A phone number with a control character is simply not a phone number.
  [controlCharacterMessage('Phone number'), key('phoneInvalid')],
  [controlCharacterMessage('The note'), key('noteControl')],
]);

/** The API names the size a garment is not made in (order-pieces.ts). */
const NOT_MADE = /^This garment is not made in size (.+)$/;

export function orderMessage(message: string): OrderMessage {
  const notMade = NOT_MADE.exec(message);
  if (notMade) return key('sizeNotMade', { size: notMade[1] ?? '' });
  return KNOWN.get(message) ?? { text: message };
}

/** A message of the form's own (the product's wording for what the contracts do not say). */
export function formMessage(
  name: 'numberRequired' | 'quantityRequired' | 'sizeUnknown' | 'sizeNotMade' | 'numberOutOfRange',
  values?: Record<string, string | number>,
): OrderMessage {
  return key(name, values);
}
