import { patchLayer } from '../document/layer-patch';
import { isTextLayer } from '../document/defaults';
import type { Design } from '../document/types';
import { isRecord } from '../document/values';
import { TEXT_STYLE_TYPE, type TextStyle } from '../text-style/text-style';

/** What a style sets on a text: a TextStyle's properties but its mark (`type`). */
const STYLE_PROPERTIES = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'fill', 'align', 'stroke', 'opacity'] as const;

/**
 * Pastes a text style onto a text layer: one undo step. The style is the clipboard's text as
 * `parseTextStyle` read it (strictly: the UI tells the user 'invalid textstyle' when it is not
 * one). As any command given plain data, it takes nothing from it but a style's properties, each
 * read as patchLayer reads values, so the design stays valid whatever it is given; a value not
 * marked as a text style, or a layer that is not a text, leaves the design as it is. No zod here:
 * the studio's edits load with its first screen, the strict reading only when pasting (issue 41).
 * Every value this file exports is a command.
 */
export function pasteTextStyle(doc: Design, args: { id: string; style: TextStyle }): Design {
  const style: unknown = args.style;
  const index = doc.layers.findIndex((layer) => layer.id === args.id);
  const layer = doc.layers[index];
  if (!isRecord(style) || style.type !== TEXT_STYLE_TYPE || !layer || !isTextLayer(layer)) return doc;
  const next = patchLayer(layer, Object.fromEntries(STYLE_PROPERTIES.filter((key) => key in style).map((key) => [key, style[key]])));
  if (next === layer) return doc;
  const layers = doc.layers.slice();
  layers[index] = next;
  return { ...doc, layers };
}
