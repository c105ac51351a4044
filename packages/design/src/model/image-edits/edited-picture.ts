import { adjustmentMatrix, keyAlphaMatrix, keyShiftMatrix, recolourMatrix, type ColourMatrix } from './colour-maths';
import { editedSize, isUnedited, type ImageEdits } from './edits';

/**
 * A picture with its edits as SVG: the original (kept as it is, a data or site URL) drawn at its
 * own size, moved so the crop fills the frame, turned and mirrored, through one filter for the
 * colours. The canvas and the browser's thumbnails load it as an SVG document (data URL); the
 * server's print renderer (api/src/production/render/scene-svg.ts) writes the same parts inline,
 * because resvg does not load a picture inside a picture.
 */
export interface EditedPicture {
  /** The frame, in pixels of the original: `<svg viewBox="0 0 width height">`. */
  width: number;
  height: number;
  /** The filter, when the colours change. */
  defs: string;
  body: string;
}

const n = (value: number) => String(Math.round(value * 10000) / 10000);
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const matrix = (values: ColourMatrix, extra = '') => `<feColorMatrix type="matrix"${extra} values="${values.map(n).join(' ')}"/>`;

/** The SVG transform that takes the original's pixels to the edited frame (crop, turns, flips). */
export function pictureTransform(edits: ImageEdits): string {
  const frame = editedSize(edits);
  const cx = (edits.crop.x + edits.crop.width / 2) * edits.sourceWidth;
  const cy = (edits.crop.y + edits.crop.height / 2) * edits.sourceHeight;
  return `translate(${n(frame.width / 2)} ${n(frame.height / 2)}) scale(${edits.flipX ? -1 : 1} ${edits.flipY ? -1 : 1}) rotate(${edits.quarterTurns * 90}) translate(${n(-cx)} ${n(-cy)})`;
}

/** Where a point of the original (pixels) lands in the edited frame: pictureTransform's sum, in code. */
export function mapPoint(edits: ImageEdits, point: { x: number; y: number }): { x: number; y: number } {
  const frame = editedSize(edits);
  let x = point.x - (edits.crop.x + edits.crop.width / 2) * edits.sourceWidth;
  let y = point.y - (edits.crop.y + edits.crop.height / 2) * edits.sourceHeight;
  for (let turn = 0; turn < edits.quarterTurns; turn += 1) [x, y] = [-y, x];
  if (edits.flipX) x = -x;
  if (edits.flipY) y = -y;
  return { x: x + frame.width / 2, y: y + frame.height / 2 };
}

/** The filter's steps: the colour removed, then recoloured, then brightness, contrast and saturation. */
export function filterSteps(edits: ImageEdits): string[] {
  const steps: string[] = [];
  if (edits.removeColour) {
    steps.push(
      matrix(keyShiftMatrix(edits.removeColour.color), ' in="SourceGraphic" result="shift"'),
      '<feComponentTransfer in="shift" result="distance"><feFuncR type="table" tableValues="1 0 1"/><feFuncG type="table" tableValues="1 0 1"/><feFuncB type="table" tableValues="1 0 1"/></feComponentTransfer>',
      matrix(keyAlphaMatrix(edits.removeColour.tolerance), ' in="distance" result="mask"'),
      '<feComposite in="SourceGraphic" in2="mask" operator="in" result="keyed"/>',
    );
  }
  if (edits.recolour) steps.push(matrix(recolourMatrix(edits.recolour)));
  const adjust = adjustmentMatrix(edits);
  if (adjust) steps.push(matrix(adjust));
  return steps;
}

/** The edited picture's parts; `id` names its filter (unique in the document it goes into). */
export function editedPicture(src: string, edits: ImageEdits, id = 'edit'): EditedPicture {
  const frame = editedSize(edits);
  const steps = filterSteps(edits);
  const filter = steps.length ? `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">${steps.join('')}</filter>` : '';
  // The frame is clipped explicitly: resvg does not clip a nested <svg> to its viewport.
  const clip = `<clipPath id="${id}-frame"><rect width="${n(frame.width)}" height="${n(frame.height)}"/></clipPath>`;
  const image = `<image href="${escapeXml(src)}" width="${edits.sourceWidth}" height="${edits.sourceHeight}" preserveAspectRatio="none"${steps.length ? ` filter="url(#${id})"` : ''}/>`;
  return { width: frame.width, height: frame.height, defs: `${clip}${filter}`, body: `<g clip-path="url(#${id}-frame)"><g transform="${pictureTransform(edits)}">${image}</g></g>` };
}

/** The edited picture as an SVG document of its own (what the canvas and thumbnails load). */
export function editedPictureDocument(src: string, edits: ImageEdits): string {
  const picture = editedPicture(src, edits);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(picture.width)}" height="${n(picture.height)}" viewBox="0 0 ${n(picture.width)} ${n(picture.height)}">` +
    (picture.defs ? `<defs>${picture.defs}</defs>` : '') +
    `${picture.body}</svg>`
  );
}

/** What to load to draw a picture layer: its original when unedited, else the edited SVG as a data URL. */
export function pictureSource(layer: { src: string; edits?: ImageEdits | undefined }): string {
  if (layer.src === '' || !layer.edits || isUnedited(layer.edits)) return layer.src;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(editedPictureDocument(layer.src, layer.edits))}`;
}
