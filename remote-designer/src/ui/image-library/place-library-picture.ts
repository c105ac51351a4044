import { newLayerProps, newLayerSpace, startingSize, viewForNewLayer, type Command, type Design, type ImageLayerKind, type LayerPatch, type View } from '@teamwear/design';
import { boxForPicture } from '../panels/image-upload';

/** The box a picture gets where its kind has no print area on this garment. */
const FALLBACK_BOX = { width: 200, height: 200 };

/**
 * The command that puts a chosen picture on the design as `kind`: on the print area that kind
 * takes (as the Add menu places a new logo, clear of the layers there), sized to the picture's aspect. `extra` carries what
 * the editor set before placing (its edits).
 */
export function placePictureCommand(
  doc: Design,
  shown: View,
  kind: ImageLayerKind,
  picture: { src: string; width: number; height: number },
  extra: LayerPatch = {},
): Command {
  const view = viewForNewLayer(kind, shown);
  const home = newLayerSpace(doc, kind, view)?.homes[0];
  const size = home ? startingSize(kind, home, false) : {};
  const box = { width: size.width ?? FALLBACK_BOX.width, height: size.height ?? FALLBACK_BOX.height };
  const props: LayerPatch = newLayerProps(doc, kind, view, { ...extra, src: picture.src, ...boxForPicture(box, picture) });
  return { type: 'addLayer', args: { kind, view, props } };
}
