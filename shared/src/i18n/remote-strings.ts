import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import { i18n, registerStrings, SHELL_NAMESPACE } from './i18n';
import type { StringsLoaders } from './strings-sources';

/**
 * A remote's strings, released with the remote: registers its namespace and answers the two ways
 * its code translates, looking in the remote's namespace first and then in the shell's (common
 * words, the cart, products). A remote's `src/strings` calls this once:
 *
 *   export const { useTranslation, translate } = remoteStrings('designer', { en: …, kh: … });
 */
export function remoteStrings(namespace: string, loaders: StringsLoaders) {
  registerStrings(namespace, loaders);
  const namespaces = [namespace, SHELL_NAMESPACE];
  return {
    /** react-i18next's hook over both namespaces ('fallback': a key not in the remote's is looked
     *  up in the shell's; by default only the first is); suspends until the remote's strings are in. */
    useTranslation: () => useI18nextTranslation(namespaces, { nsMode: 'fallback' }),
    /** Outside components (and in tests, after `loadStrings`). */
    translate: (key: string, options?: TOptions): string => i18n.t(key, { ...options, ns: namespaces }),
    /** Resolves when the remote's strings in the language shown are loaded. */
    loadStrings: (): Promise<void> => i18n.loadNamespaces(namespace),
  };
}
