import { showToast } from '@teamwear/shared/ui';
import { isTextLayer, textStyleJson, type DesignStore, type TextStyle } from '@teamwear/design';
import { translate } from '../../strings';

/**
 * Copying and pasting a text layer's style through the system clipboard, as JSON (model
 * text-style.ts), from the layer menu and the keyboard (text-style-keys.ts). The clipboard is the
 * browser's: a style copied in one tab or design pastes in another. Whatever the clipboard holds
 * that is not a text style, or a clipboard the browser will not read, answers 'invalid textstyle'
 * and changes nothing.
 */

export async function copyTextStyle(store: DesignStore, layerId: string): Promise<void> {
  const layer = store.getState().doc.layers.find((candidate) => candidate.id === layerId);
  if (!layer || !isTextLayer(layer)) return;
  try {
    await navigator.clipboard.writeText(textStyleJson(layer));
    showToast({ severity: 'success', summary: translate('designer.textStyle.copied') });
  } catch {
    showToast({ severity: 'error', summary: translate('designer.textStyle.copyFailed') });
  }
}

async function clipboardText(): Promise<string | null> {
  try {
    return await navigator.clipboard.readText();
  } catch {
    return null;
  }
}

/** The clipboard's text read strictly as a text style (zod, downloaded with the first paste, not with the studio), or null. */
async function readTextStyle(text: string | null): Promise<TextStyle | null> {
  try {
    const { parseTextStyle } = await import(/* webpackChunkName: "design-schemas" */ '@teamwear/design/schemas');
    return parseTextStyle(text);
  } catch {
    return null;
  }
}

export async function pasteTextStyle(store: DesignStore, layerId: string): Promise<void> {
  const layer = store.getState().doc.layers.find((candidate) => candidate.id === layerId);
  if (!layer || !isTextLayer(layer)) return;
  const style = await readTextStyle(await clipboardText());
  if (!style) {
    showToast({ severity: 'error', summary: translate('designer.textStyle.invalid') });
    return;
  }
  store.closeStep();
  store.dispatch({ type: 'pasteTextStyle', args: { id: layerId, style } });
  store.closeStep();
}
