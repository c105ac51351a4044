import { en } from './locales/en/index';
import { kh } from './locales/kh/index';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('has the same keys in English and Khmer', () => {
    expect(keysOf(kh).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty string in either language', () => {
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    expect(leaves(en).filter((s) => s.trim() === '')).toEqual([]);
    expect(leaves(kh).filter((s) => s.trim() === '')).toEqual([]);
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (tree: object, prefix = ''): Record<string, string[]> =>
      Object.fromEntries(
        Object.entries(tree).flatMap(([key, value]) =>
          typeof value === 'string'
            ? [[`${prefix}${key}`, [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort()]]
            : Object.entries(placeholders(value as object, `${prefix}${key}.`)),
        ),
      );
    expect(placeholders(kh)).toEqual(placeholders(en));
  });
});
