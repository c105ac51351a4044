/**
 * Where a picture in a design document may come from: only its own bytes, inside the document, as
 * a base64 data URL of a picture type the studio reads (or '' for a placeholder not filled in yet).
 *
 * Not a file path and not a web address: the server draws proofs and print files from documents,
 * and a renderer given a path reads the server's own disk (a design once showed a server file on
 * its proof), given a pipe it hangs, given a device it runs out of memory. The studio keeps every
 * picture it places as a data URL (uploads as WebP or PNG, library pictures as their own bytes),
 * so nothing it makes is refused. The API checks every stored document with this list, and the
 * drawing code checks it again before drawing a document stored earlier.
 */

export const PICTURE_SOURCE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export type PictureSourceType = (typeof PICTURE_SOURCE_TYPES)[number];

/** Said for a picture whose source is not one of the above. */
export const PICTURE_SOURCE_MESSAGE =
  'A picture in a design must be a PNG, JPEG, WebP, GIF or SVG image kept inside the design (a base64 data: URL); file paths and web addresses are not accepted';

/** An allowed source: its type (group 1) and base64 body (group 2). The API's drawing processes read pictures by this same pattern. */
export const PICTURE_SOURCE_PATTERN = /^data:(image\/(?:png|jpeg|webp|gif|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The type and base64 body of an allowed picture source, or null ('' included: it holds no picture). */
export function readPictureSource(src: string): { type: PictureSourceType; base64: string } | null {
  const match = PICTURE_SOURCE_PATTERN.exec(src);
  if (!match || (match[2] as string).length % 4 !== 0) return null;
  return { type: match[1] as PictureSourceType, base64: match[2] as string };
}

/** Is `src` a source a design may keep: empty, or an allowed data URL? */
export function isPictureSource(src: string): boolean {
  return src === '' || readPictureSource(src) !== null;
}

/**
 * The first layer of a design document (as stored, unmigrated) whose picture source is not allowed,
 * as a path from the document's root, or null. Reads only `layers[].src`, where pictures live in
 * every version of the document.
 */
export function findPictureSourceProblem(document: unknown): { path: (string | number)[]; message: string } | null {
  if (typeof document !== 'object' || document === null) return null;
  const layers = (document as { layers?: unknown }).layers;
  if (!Array.isArray(layers)) return null;
  for (let index = 0; index < layers.length; index += 1) {
    const layer: unknown = layers[index];
    if (typeof layer !== 'object' || layer === null) continue;
    // Anything else than text in `src` holds no picture: migrating the document drops it.
    const src = (layer as { src?: unknown }).src;
    if (typeof src === 'string' && !isPictureSource(src)) return { path: ['layers', index, 'src'], message: PICTURE_SOURCE_MESSAGE };
  }
  return null;
}
