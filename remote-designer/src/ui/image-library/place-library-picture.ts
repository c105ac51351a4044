import { resolvedViewOf, type Command, type Design, type ImageLayerKind, type LayerPatch, type View } from '../../model';
import { boxForPicture } from '../panels/image-upload';
import { placementFor, viewForNewLayer } from '../panels/layer-placement';

/** The box a picture gets where its kind has no print area on this garment. */
const FALLBACK_BOX = { width: 200, height: 200 };

/**
 * The command that puts a chosen picture on the design as `kind`: on the print area that kind
 * takes (as the Add menu places a new logo), sized to the picture's aspect. `extra` carries what
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
  const placement = placementFor(kind, view, resolvedViewOf(doc, view).printAreas, false);
  const box = { width: placement.width ?? FALLBACK_BOX.width, height: placement.height ?? FALLBACK_BOX.height };
  const props: LayerPatch = { ...placement, ...extra, src: picture.src, ...boxForPicture(box, picture) };
  return { type: 'addLayer', args: { kind, view, props } };
}
