import type { BackendModule, ReadCallback } from 'i18next';
import { isLanguage, type Language } from './language';

/** A tree of strings, as a translation file is. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** Where one namespace's strings come from: a loader per language, so a visitor downloads only
 *  the language they read. */
export type StringsLoaders = Record<Language, () => Promise<StringTree>>;

/**
 * The namespaces of the page's one i18next instance and where each one's strings are. The shell's
 * own ('translation') is added by i18n.ts; each remote adds its own when its code first runs
 * (registerStrings), so a remote's strings are released with the remote, not compiled into the
 * shell. @teamwear/shared is a federation singleton: every app adds to this same map.
 */
const sources = new Map<string, StringsLoaders>();

export function addStringsSource(namespace: string, loaders: StringsLoaders): void {
  sources.set(namespace, loaders);
}

/** An i18next backend over the sources: i18next asks it for a namespace in a language when a
 *  component first needs it and, for every namespace in use, when the language changes. */
export const stringsSourcesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = isLanguage(language) ? sources.get(namespace)?.[language] : undefined;
    if (!load) {
      callback(new Error(`No strings for the namespace "${namespace}" in "${language}"`), false);
      return;
    }
    load().then(
      (strings) => callback(null, strings as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
