import type { ImageHit, ShopImageUpload } from '@teamwear/shared/contracts';
import type { TenantTx } from '../db/tenant-scope';
import type { SearchableImage } from './image-search';

/** Where a shop's picture is served from. */
export const shopImageUrl = (id: string) => `/api/images/shop/${id}`;

/** The most pictures of its own a shop may keep in its library. */
export const SHOP_IMAGE_LIMIT = 500;

interface ShopImageMeta {
  id: string;
  type: ImageHit['type'];
  transparent: boolean;
  tags: string[];
  width: number;
  height: number;
}

function toSearchable(row: ShopImageMeta): SearchableImage {
  return {
    id: row.id,
    type: row.type,
    transparent: row.transparent,
    tags: row.tags,
    hit: { id: row.id, type: row.type, tags: row.tags.join(', '), previewURL: shopImageUrl(row.id), webformatURL: shopImageUrl(row.id), imageWidth: row.width, imageHeight: row.height },
  };
}

/** The shop's own pictures, newest first, without their bytes (the search reads tags only). */
export async function shopImages(tx: TenantTx, tenantId: string): Promise<SearchableImage[]> {
  const rows = await tx
    .selectFrom('library_images')
    .select(['id', 'type', 'transparent', 'tags', 'width', 'height'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .limit(SHOP_IMAGE_LIMIT)
    .execute();
  return rows.map(toSearchable);
}

/** A picture's bytes and type from its data URL (checked by the contract: base64 of a known type). */
export function decodePicture(dataUrl: string): { contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'; data: Buffer } {
  const [head, body] = dataUrl.split(',', 2);
  const contentType = (head ?? '').slice('data:'.length, -';base64'.length) as 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  return { contentType, data: Buffer.from(body ?? '', 'base64') };
}

/** Does the picture start as its type says (the magic bytes; an SVG has an <svg element)? */
export function looksLike(contentType: string, data: Buffer): boolean {
  if (contentType === 'image/png') return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (contentType === 'image/jpeg') return data[0] === 0xff && data[1] === 0xd8;
  if (contentType === 'image/webp') return data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return /<svg[\s>]/i.test(data.subarray(0, 4096).toString('utf8'));
}

export async function addShopImage(tx: TenantTx, tenantId: string, upload: ShopImageUpload, picture: ReturnType<typeof decodePicture>): Promise<SearchableImage> {
  const row = await tx
    .insertInto('library_images')
    .values({
      tenant_id: tenantId,
      type: upload.type,
      transparent: upload.transparent,
      tags: [...new Set(upload.tags)],
      content_type: picture.contentType,
      width: upload.width,
      height: upload.height,
      data: picture.data,
    })
    .returning(['id', 'type', 'transparent', 'tags', 'width', 'height'])
    .executeTakeFirstOrThrow();
  return toSearchable(row);
}
