import { patchLayer } from '../document/layer-patch';
import { isTextLayer } from '../document/defaults';
import type { Design } from '../document/types';
import { parseTextStyle } from '../text-style/parse-text-style';

/**
 * Pastes a text style (the clipboard's JSON, see text-style.ts) onto a text layer: one undo step.
 * Anything that is not a valid text style, or a layer that is not a text, leaves the design as it
 * is; the UI tells the user ('invalid textstyle'). Every value this file exports is a command.
 */
export function pasteTextStyle(doc: Design, args: { id: string; style: unknown }): Design {
  const style = parseTextStyle(args.style);
  const index = doc.layers.findIndex((layer) => layer.id === args.id);
  const layer = doc.layers[index];
  if (!style || !layer || !isTextLayer(layer)) return doc;
  // `type` has no reader in patchLayer: only the style's properties change.
  const next = patchLayer(layer, style);
  if (next === layer) return doc;
  const layers = doc.layers.slice();
  layers[index] = next;
  return { ...doc, layers };
}
