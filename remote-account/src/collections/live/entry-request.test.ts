import { PLAYER_MESSAGES } from '@teamwear/shared/contracts';
import { buildEntryRequest } from './entry-request';

const KIT = { pieces: ['main', 'shorts'] as const, numberRange: { min: 1, max: 99 } };

describe('buildEntryRequest', () => {
  it('sends the name as written, the number as a number (Khmer digits too), the sizes asked for and no empty e-mail', () => {
    expect(buildEntryRequest({ name: 'សុខា', number: '១០', size: 'M', shortsSize: 'L', email: ' ' }, KIT, 'kh')).toEqual({
      ok: true,
      request: { name: 'សុខា', number: 10, size: 'M', shortsSize: 'L', email: null, language: 'kh' },
    });
  });

  it('leaves out the shorts of a collection that asks only for the shirt', () => {
    const built = buildEntryRequest({ name: 'Dara', number: '', size: 'S', shortsSize: 'L' }, { ...KIT, pieces: ['main'] }, 'en');
    expect(built).toEqual({ ok: true, request: { name: 'Dara', number: null, size: 'S', shortsSize: null, email: null, language: 'en' } });
  });

  it('names a missing name, a number out of the shop’s range and a wrong e-mail', () => {
    expect(buildEntryRequest({ name: '', number: '100', email: 'dara@' }, KIT, 'en')).toEqual({
      ok: false,
      errors: { name: PLAYER_MESSAGES.nameRequired, number: PLAYER_MESSAGES.numberInvalid, email: 'The e-mail must be an e-mail address' },
    });
  });
});
