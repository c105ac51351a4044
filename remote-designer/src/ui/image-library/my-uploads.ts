import { callEndpoint, downloadEndpoint } from '@teamwear/shared/api';
import { imageRoutes } from '@teamwear/shared/api-routes';
import type { ImageHit } from '@teamwear/shared/contracts';
import { MY_IMAGE_MAX_DATA_URL } from '@teamwear/shared/contracts/plain';
import type { UploadProblem } from '../panels/image-upload';
import { pictureFromBlob } from './picture-source';

/** What the API keeps of an upload: the picture types it takes, as the studio wrote them. */
const KEPT_PICTURE = /^data:image\/(png|jpeg|webp|svg\+xml);base64,/;

/** The file's name without its folder, at most as long as the API keeps. */
export function uploadName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? '').trim().slice(0, 80);
}

/** Whether a picture the studio read can be kept in "My uploads" (its type and size). */
export function canKeep(src: string): boolean {
  return KEPT_PICTURE.test(src) && src.length <= MY_IMAGE_MAX_DATA_URL;
}

/**
 * A signed-in customer's upload, kept in their "My uploads" too (docs/product.md §1). The layer
 * holds its own copy either way, so a failure here changes nothing on the design: it is only
 * not offered again in the library.
 */
export async function keepUpload(picture: { src: string; width: number; height: number }, fileName: string): Promise<boolean> {
  if (!canKeep(picture.src)) return false;
  const result = await callEndpoint(imageRoutes.uploadMine, {
    body: { picture: picture.src, name: uploadName(fileName), width: Math.max(1, Math.round(picture.width)), height: Math.max(1, Math.round(picture.height)) },
  });
  return result.ok;
}

/** One of the customer's own pictures (their token: an <img> address would not carry it). */
export async function myPictureBlob(hit: ImageHit, signal?: AbortSignal): Promise<Blob | null> {
  const result = await downloadEndpoint(imageRoutes.mine, { params: { id: hit.id }, ...(signal ? { signal } : {}) });
  return result.ok ? result.data : null;
}

/** …made into what a layer keeps, as a library picture is. */
export async function pictureFromMyUploads(hit: ImageHit): Promise<{ src: string; width: number; height: number } | UploadProblem> {
  const blob = await myPictureBlob(hit);
  return blob ? pictureFromBlob(blob) : { code: 'read' };
}

export async function deleteMyUpload(hit: ImageHit): Promise<boolean> {
  return (await callEndpoint(imageRoutes.deleteMine, { params: { id: hit.id } })).ok;
}
