import { tagsOf } from './picture-file';

describe('tags typed in the pictures page', () => {
  it('are split on commas and lines, trimmed, each kept once, in English or Khmer', () => {
    expect(tagsOf(' lion, crest ,\nlion,, ')).toEqual(['lion', 'crest']);
    expect(tagsOf('តោ, ពានរង្វាន់')).toEqual(['តោ', 'ពានរង្វាន់']);
    expect(tagsOf('  ')).toEqual([]);
  });
});
