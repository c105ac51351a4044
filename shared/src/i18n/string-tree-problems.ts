import type { StringTree } from './strings-sources';

function leavesOf(tree: StringTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leavesOf(value, `${prefix}${key}.`),
  );
}

const placeholdersOf = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort().join(',');

/**
 * What is wrong with a translation next to the English it translates: keys missing or extra, empty
 * strings, interpolation placeholders that differ. Empty when nothing is. The shell's strings and
 * each remote's are checked with it in their unit tests.
 */
export function stringTreeProblems(english: StringTree, translation: StringTree): string[] {
  const en = new Map(leavesOf(english));
  const other = new Map(leavesOf(translation));
  const problems: string[] = [];
  for (const [key, text] of en) {
    const translated = other.get(key);
    if (translated === undefined) problems.push(`missing: ${key}`);
    else if (placeholdersOf(translated) !== placeholdersOf(text)) problems.push(`placeholders differ: ${key}`);
  }
  for (const key of other.keys()) if (!en.has(key)) problems.push(`extra: ${key}`);
  for (const [key, text] of [...en, ...other]) if (text.trim() === '') problems.push(`empty: ${key}`);
  return problems;
}
