import { COLLECTION_MESSAGES } from '@teamwear/shared/contracts';
import { en } from '../strings/en';
import { apiFieldErrors } from './api-field-errors';
import { collectionMessageKey } from './collection-messages';

describe('apiFieldErrors', () => {
  it('puts a deadline moved past the need-by day on the deadline dialog’s day, in the page’s words', () => {
    const shown = apiFieldErrors({ deadline: COLLECTION_MESSAGES.needByBeforeDeadline }, { deadline: 'day' });
    expect(shown).toEqual([{ name: 'day', errors: ['The kits cannot arrive before the collection closes'] }]);
    const key = collectionMessageKey(COLLECTION_MESSAGES.needByBeforeDeadline) as string;
    expect(key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], en)).toBe(COLLECTION_MESSAGES.needByBeforeDeadline);
  });

  it('leaves out the fields the form has none for, and answers without fields', () => {
    expect(apiFieldErrors({ needBy: 'x', constructor: 'y', title: 'z' }, { title: 'title', needBy: 'needBy' })).toEqual([
      { name: 'needBy', errors: ['x'] },
      { name: 'title', errors: ['z'] },
    ]);
    expect(apiFieldErrors(undefined, { deadline: 'day' })).toEqual([]);
  });
});
