/** Pictures a user uploads for logos, sponsors and images: checked, then reduced to fit in a design. */

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
/** Files above this are refused before reading (a phone photo is a few MB; this is generous). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The long side a picture is reduced to: sharp enough for print at the layer sizes used. */
export const MAX_IMAGE_SIDE = 1024;
/** A design is saved whole (at most 512 KiB): one picture may take at most this many characters. */
export const MAX_IMAGE_DATA_URL_LENGTH = 300_000;

export type UploadProblem = { code: 'type' } | { code: 'size'; sizeMb: number; maxMb: number } | { code: 'read' } | { code: 'tooLarge' };

export function checkImageFile(file: { type: string; size: number }): UploadProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return { code: 'type' };
  if (file.size > MAX_UPLOAD_BYTES) {
    return { code: 'size', sizeMb: Math.round((file.size / 1024 / 1024) * 10) / 10, maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 };
  }
  return null;
}

/** The size a `width`×`height` picture is drawn at so that its long side is at most `max`. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const ratio = Math.min(1, max / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * ratio)), height: Math.max(1, Math.round(h * ratio)) };
}

/** The layer box for a picture of this aspect, keeping the box's long side. */
export function boxForPicture(box: { width: number; height: number }, picture: { width: number; height: number }): { width: number; height: number } {
  const long = Math.max(box.width, box.height);
  const aspect = Math.max(1e-6, picture.width) / Math.max(1e-6, picture.height);
  return aspect >= 1 ? { width: long, height: Math.max(1, Math.round(long / aspect)) } : { width: Math.max(1, Math.round(long * aspect)), height: long };
}

/**
 * Reads an uploaded picture into a data URL small enough to keep in the design: drawn onto
 * a canvas at most 1024 px (then 640, then 400) on its long side, as WebP (keeps transparency).
 */
export async function readPicture(file: File): Promise<{ src: string; width: number; height: number } | UploadProblem> {
  const problem = checkImageFile(file);
  if (problem) return problem;
  let image: HTMLImageElement;
  const url = URL.createObjectURL(file);
  try {
    image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error('unreadable'));
      img.src = url;
    });
  } catch {
    return { code: 'read' };
  } finally {
    URL.revokeObjectURL(url);
  }
  const natural = { width: image.naturalWidth || 512, height: image.naturalHeight || 512 };
  for (const side of [MAX_IMAGE_SIDE, 640, 400]) {
    const size = fitWithin(natural.width, natural.height, side);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { code: 'read' };
    context.drawImage(image, 0, 0, size.width, size.height);
    let src = canvas.toDataURL('image/webp', 0.9);
    if (!src.startsWith('data:image/webp')) src = canvas.toDataURL('image/png');
    if (src.length <= MAX_IMAGE_DATA_URL_LENGTH) return { src, ...size };
  }
  return { code: 'tooLarge' };
}
