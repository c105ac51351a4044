import type { KeyLike } from '@teamwear/design';

export type TextStyleKey = 'copy' | 'paste';

/**
 * Ctrl+Alt+C copies the selected text's style, Ctrl+Alt+V pastes one (Cmd+Option on a Mac), as
 * formatting is copied in document editors; plain Ctrl+C / Ctrl+V stay the browser's. The
 * physical key is read (`code`): Option turns C into ç on a Mac. AltGr arrives as Ctrl+Alt on
 * Windows, so a letter typed with AltGr (ć on a Polish keyboard) is not taken for the shortcut.
 */
export function textStyleKey(event: KeyLike & { code?: string }): TextStyleKey | null {
  if (!event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return null;
  const letter = event.code === 'KeyC' ? 'c' : event.code === 'KeyV' ? 'v' : null;
  if (!letter) return null;
  if (!event.metaKey && event.key.toLowerCase() !== letter) return null;
  return letter === 'c' ? 'copy' : 'paste';
}
