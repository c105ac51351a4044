import { apiAddress } from '@teamwear/shared/api';
import { MAX_IMAGE_DATA_URL_LENGTH, readPicture, type UploadProblem } from '../panels/image-upload';

/**
 * A library picture made into what a layer keeps: a data URL, like an upload, so that the design
 * holds its pictures (saved, handed over, drawn for print) without asking the library again. An
 * SVG stays vector (its text, base64); other pictures are reduced as uploads are.
 */
export async function pictureFromLibrary(url: string, signal?: AbortSignal): Promise<{ src: string; width: number; height: number } | UploadProblem> {
  let response: Response;
  try {
    response = await fetch(url, signal ? { signal } : {});
  } catch {
    return { code: 'read' };
  }
  if (!response.ok) return { code: 'read' };
  return pictureFromBlob(await response.blob());
}

/** A picture's bytes (from the library, or one of the customer's own uploads) as a layer keeps them. */
export async function pictureFromBlob(blob: Blob): Promise<{ src: string; width: number; height: number } | UploadProblem> {
  const type = blob.type.split(';')[0]?.trim() ?? '';
  if (type !== 'image/svg+xml') return readPicture(new File([blob], 'library', { type }));
  const text = await blob.text();
  const size = svgSize(text);
  const src = svgDataUrl(text);
  if (src.length > MAX_IMAGE_DATA_URL_LENGTH) return { code: 'tooLarge' };
  return { src, ...size };
}

/** An SVG document as a data URL (base64 of its UTF-8 bytes: Khmer text in it survives). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The size an SVG says it has (width/height, else its viewBox), or 512 square. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}="([\\d.]+)(px)?"`, 'i').exec(root)?.[1];
    return value ? Number(value) : NaN;
  };
  let width = number('width');
  let height = number('height');
  if (!(width > 0 && height > 0)) {
    const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/i.exec(root);
    width = Number(box?.[1]);
    height = Number(box?.[2]);
  }
  return width > 0 && height > 0 ? { width, height } : { width: 512, height: 512 };
}

/** A library picture's address: the API's own paths go to the API (the studio may be embedded on another origin). */
export function libraryAddress(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? apiAddress(url) : url;
}
