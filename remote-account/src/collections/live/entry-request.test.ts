import { COLLECTION_MESSAGES, PLAYER_MESSAGES } from '@teamwear/shared/contracts';
import { buildEntryRequest } from './entry-request';

const KIT = { pieces: ['main', 'shorts'] as const, printNumbers: true, numberRange: { min: 1, max: 99 } };

describe('buildEntryRequest', () => {
  it('sends the name as written, the number as a number (Khmer digits too), the sizes asked for and no empty e-mail', () => {
    expect(buildEntryRequest({ name: 'សុខា', number: '១០', size: 'M', shortsSize: 'L', email: ' ' }, KIT, 'kh')).toEqual({
      ok: true,
      request: { name: 'សុខា', number: 10, size: 'M', shortsSize: 'L', email: null, language: 'kh' },
    });
  });

  it('leaves out the shorts of a collection that asks only for the shirt', () => {
    const built = buildEntryRequest({ name: 'Dara', number: '', size: 'S', shortsSize: 'L' }, { ...KIT, pieces: ['main'], printNumbers: false }, 'en');
    expect(built).toEqual({ ok: true, request: { name: 'Dara', number: null, size: 'S', shortsSize: null, email: null, language: 'en' } });
  });

  it('names a missing name, a number out of the shop’s range and a wrong e-mail', () => {
    expect(buildEntryRequest({ name: '', number: '100', size: 'M', shortsSize: 'L', email: 'dara@' }, KIT, 'en')).toEqual({
      ok: false,
      errors: { name: PLAYER_MESSAGES.nameRequired, number: PLAYER_MESSAGES.numberInvalid, email: 'The e-mail must be an e-mail address' },
    });
  });

  it('asks for a number when numbers are printed, and a size for each piece the collection asks for (as the API does)', () => {
    expect(buildEntryRequest({ name: 'Dara', number: '' }, KIT, 'en')).toEqual({
      ok: false,
      errors: { number: COLLECTION_MESSAGES.numberRequired, size: COLLECTION_MESSAGES.sizeRequired, shortsSize: COLLECTION_MESSAGES.shortsSizeRequired },
    });
  });
});
