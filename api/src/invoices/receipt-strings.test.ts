import { RECEIPT_STRINGS_EN, RECEIPT_STRINGS_KH } from './receipt-strings';

type Tree = { [key: string]: string | Tree };

/** Every key path of a tree with the placeholders of its string. */
function leaves(tree: Tree, prefix = ''): [string, string[]][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string).sort()] as [string, string[]]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('a receipt’s words', () => {
  it('has every English key in Khmer, with the same placeholders, and nothing left in English', () => {
    expect(leaves(RECEIPT_STRINGS_KH as Tree)).toEqual(leaves(RECEIPT_STRINGS_EN as Tree));
    const value = (path: string) => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key] as string | Tree, RECEIPT_STRINGS_KH as Tree) as string;
    for (const [path] of leaves(RECEIPT_STRINGS_KH as Tree).filter(([path]) => path !== 'methods.khqr')) {
      expect({ path, khmer: /[\u1780-\u17FF]/.test(value(path)) }).toEqual({ path, khmer: true });
    }
  });
});
