import type { Language } from '@teamwear/shared/i18n';
import { en, type JoinStrings } from './en';
import { kh } from './kh';

/** The players' page keeps its own two small tables (no i18next: the page must stay small). */
export const JOIN_STRINGS: Record<Language, JoinStrings> = { en, kh };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A string of the page's tables by its dotted path, such as `form.name`. */
export type JoinKey = Leaves<JoinStrings>;
export type Translate = (key: JoinKey, values?: Record<string, string | number>) => string;

/** The words of `language`, with `{{name}}` replaced by the value given for it. */
export function translatorOf(language: Language): Translate {
  const table = JOIN_STRINGS[language];
  return (key, values = {}) => {
    let found: unknown = table;
    for (const part of key.split('.')) found = (found as Record<string, unknown>)[part];
    const text = typeof found === 'string' ? found : key;
    return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
