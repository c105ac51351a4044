import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { loadStrings, translate } from '../../strings';
import { NUL_MESSAGE, PLAYER_MESSAGES, UNICODE_MESSAGE } from '@teamwear/shared/contracts';
import { PLAYER_MESSAGE_VALUES, playerMessageKey } from './player-messages';

const KHMER_SCRIPT = /[\u1780-\u17ff]/;
const ALL_MESSAGES = [...Object.values(PLAYER_MESSAGES), NUL_MESSAGE, UNICODE_MESSAGE];

beforeAll(async () => {
  await initI18n();
  await loadStrings();
});

describe('playerMessageKey', () => {
  it('shows every message the API gives a player in English with the spec’s wording', async () => {
    await changeLanguage('en');
    for (const message of ALL_MESSAGES) {
      const key = playerMessageKey(message);
      expect(key).not.toBeNull();
      expect(translate(key as string, PLAYER_MESSAGE_VALUES)).toBe(message);
    }
  });

  it('shows every one of them in Khmer', async () => {
    await changeLanguage('kh');
    for (const message of ALL_MESSAGES) {
      const translated = translate(playerMessageKey(message) as string, PLAYER_MESSAGE_VALUES);
      expect(translated).toMatch(KHMER_SCRIPT);
      expect(translated).not.toContain('{{');
    }
    expect(translate(playerMessageKey(PLAYER_MESSAGES.nameTooLong) as string, PLAYER_MESSAGE_VALUES)).toContain('60');
  });

  it('answers null for a message it does not know, so the API’s own text is shown', () => {
    expect(playerMessageKey('Something new')).toBeNull();
  });
});
