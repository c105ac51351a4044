import { ORDER_STATUS_WORDS } from '@teamwear/shared/contracts';
import { counted, MAIL_STRINGS_EN, MAIL_STRINGS_KH } from './mail-strings';

type Tree = { [key: string]: string | Tree };

/** Every key path of a tree with the placeholders of its string. */
function leaves(tree: Tree, prefix = ''): [string, string[]][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string).sort()] as [string, string[]]] : leaves(value, `${prefix}${key}.`),
  );
}

const at = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key] as string | Tree, tree) as string;

describe('the mails’ words', () => {
  it('has every English key in Khmer, with the same placeholders, and nothing left in English', () => {
    expect(leaves(MAIL_STRINGS_KH as Tree)).toEqual(leaves(MAIL_STRINGS_EN as Tree));
    const written = leaves(MAIL_STRINGS_KH as Tree).filter(([path]) => !/^(signature|orderPlaced\.ways\.separator)$/.test(path));
    for (const [path] of written) expect({ path, khmer: /[\u1780-\u17FF]/.test(at(MAIL_STRINGS_KH as Tree, path)) }).toEqual({ path, khmer: true });
  });

  it('names statuses with the order page’s words themselves, not a copy', () => {
    expect(MAIL_STRINGS_EN.status).toBe(ORDER_STATUS_WORDS.en);
    expect(MAIL_STRINGS_KH.status).toBe(ORDER_STATUS_WORDS.kh);
  });

  it('counts in each language’s way', () => {
    const forms = { one: '{{count}} piece', other: '{{count}} pieces' };
    expect([counted(forms, 'en', 1, {}), counted(forms, 'en', 2, {})]).toEqual(['1 piece', '2 pieces']);
    expect(counted({ one: 'ONE {{count}}', other: 'ចំនួន {{count}}' }, 'kh', 1, {})).toBe('ចំនួន 1');
  });
});
