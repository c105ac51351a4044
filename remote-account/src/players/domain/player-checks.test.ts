import { DEFAULT_SIZE_CHART, PLAYER_MESSAGES } from '@teamwear/shared/contracts';
import { checkPlayerFields } from './player-checks';

const chart = DEFAULT_SIZE_CHART;

describe('checkPlayerFields', () => {
  it('accepts a player as the API stores it: trimmed, the number a number, no team as null', () => {
    expect(checkPlayerFields({ name: '  សុខ ដារា ', number: ' 07 ', size: 'M', team: '' }, chart)).toEqual({
      ok: true,
      player: { name: 'សុខ ដារា', number: 7, size: 'M', team: null },
    });
  });

  it('gives the spec’s messages for a missing name and number', () => {
    expect(checkPlayerFields({ name: ' ', number: '', size: 'M', team: '' }, chart)).toEqual({
      ok: false,
      errors: { name: PLAYER_MESSAGES.nameRequired, number: PLAYER_MESSAGES.numberRequired },
    });
  });

  it('says a number out of the shop’s range is invalid even while the name is missing', () => {
    expect(checkPlayerFields({ name: '', number: '100', size: 'XXS', team: '' }, chart)).toEqual({
      ok: false,
      errors: { name: PLAYER_MESSAGES.nameRequired, number: PLAYER_MESSAGES.numberInvalid, size: PLAYER_MESSAGES.sizeUnknown },
    });
  });

  it('refuses numbers that are not whole numbers', () => {
    for (const number of ['1.5', '-3', 'ten', '12a']) {
      expect(checkPlayerFields({ name: 'Dara', number, size: 'M', team: '' }, chart)).toEqual({ ok: false, errors: { number: PLAYER_MESSAGES.numberInvalid } });
    }
  });

  it('reads a number typed in Khmer digits', () => {
    expect(checkPlayerFields({ name: 'Dara', number: '២៣', size: 'L', team: 'U12' }, chart)).toEqual({
      ok: true,
      player: { name: 'Dara', number: 23, size: 'L', team: 'U12' },
    });
  });

  it('follows a shop that prints numbers up to 999', () => {
    const wide = { ...chart, numberRange: { min: 1, max: 999 } };
    expect(checkPlayerFields({ name: 'Dara', number: '250', size: 'M', team: '' }, wide).ok).toBe(true);
    expect(checkPlayerFields({ name: 'Dara', number: '0', size: 'M', team: '' }, wide)).toEqual({
      ok: false,
      errors: { number: PLAYER_MESSAGES.numberInvalid },
    });
  });

  it('refuses a name or a team longer than the API keeps', () => {
    expect(checkPlayerFields({ name: 'ក'.repeat(61), number: '1', size: 'M', team: 'T'.repeat(41) }, chart)).toEqual({
      ok: false,
      errors: { name: PLAYER_MESSAGES.nameTooLong, team: PLAYER_MESSAGES.teamTooLong },
    });
  });
});
