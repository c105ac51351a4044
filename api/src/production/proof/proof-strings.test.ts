import { fill, PROOF_STRINGS_EN, PROOF_STRINGS_KH } from './proof-strings';

type Tree = { [key: string]: string | Tree };

/** Every key path of a tree with the placeholders of its string. */
function leaves(tree: Tree, prefix = ''): [string, string[]][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string).sort()] as [string, string[]]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('the proof’s words', () => {
  it('has every English key in Khmer, with the same placeholders, and nothing left in English', () => {
    expect(leaves(PROOF_STRINGS_KH as Tree)).toEqual(leaves(PROOF_STRINGS_EN as Tree));
    const untranslated = leaves(PROOF_STRINGS_KH as Tree).filter(([path]) => !/colourColumns\.(hex|rgb)|rosterColumns\.index|places\.layerWithText/.test(path));
    for (const [path] of untranslated) {
      const value = path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key] as string | Tree, PROOF_STRINGS_KH as Tree) as string;
      expect({ path, khmer: /[\u1780-\u17FF]/.test(value) }).toEqual({ path, khmer: true });
    }
  });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(fill('Proof of order #{{number}} {{other}}', { number: 1001 })).toBe('Proof of order #1001 {{other}}');
  });
});
