import type { ImageHit, ShopImageTags, ShopImageUpload, ShopPicture } from '@teamwear/shared/contracts';
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
  tags_en: string[];
  tags_kh: string[];
  width: number;
  height: number;
}

const metaColumns = ['id', 'type', 'transparent', 'tags_en', 'tags_kh', 'width', 'height'] as const;

/** English then Khmer: the search finds a picture by either. */
const bothLanguages = (row: Pick<ShopImageMeta, 'tags_en' | 'tags_kh'>) => [...row.tags_en, ...row.tags_kh];

function toSearchable(row: ShopImageMeta): SearchableImage {
  const tags = bothLanguages(row);
  return {
    id: row.id,
    type: row.type,
    transparent: row.transparent,
    tags,
    hit: { id: row.id, type: row.type, tags: tags.join(', '), previewURL: shopImageUrl(row.id), webformatURL: shopImageUrl(row.id), imageWidth: row.width, imageHeight: row.height },
  };
}

function toPicture(row: ShopImageMeta & { created_at: Date | string }): ShopPicture {
  return {
    id: row.id,
    type: row.type,
    transparent: row.transparent,
    tags: { en: row.tags_en, kh: row.tags_kh },
    url: shopImageUrl(row.id),
    width: row.width,
    height: row.height,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Each language's tags once each (the same word typed twice is one tag). */
function distinctTags(tags: ShopImageTags): { tags_en: string[]; tags_kh: string[]; tags: string[] } {
  const en = [...new Set(tags.en)];
  const kh = [...new Set(tags.kh)];
  // `tags` is both together for the API released before migration 0027, which reads only it.
  return { tags_en: en, tags_kh: kh, tags: [...en, ...kh] };
}

/** The shop's own pictures, newest first, without their bytes (the search reads tags only). */
export async function shopImages(tx: TenantTx, tenantId: string): Promise<SearchableImage[]> {
  const rows = await tx.selectFrom('library_images').select(metaColumns).where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').limit(SHOP_IMAGE_LIMIT).execute();
  return rows.map(toSearchable);
}

/** The shop's own pictures for its back office, newest first, with their tags per language. */
export async function shopPictures(tx: TenantTx, tenantId: string): Promise<ShopPicture[]> {
  const rows = await tx
    .selectFrom('library_images')
    .select([...metaColumns, 'created_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(SHOP_IMAGE_LIMIT)
    .execute();
  return rows.map(toPicture);
}

/** One picture's tags replaced; the picture before and after, or undefined when the shop has no such picture. */
export async function retagShopImage(tx: TenantTx, tenantId: string, id: string, tags: ShopImageTags): Promise<{ before: ShopPicture; after: ShopPicture } | undefined> {
  const current = await tx.selectFrom('library_images').select([...metaColumns, 'created_at']).where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!current) return undefined;
  const row = await tx
    .updateTable('library_images')
    .set(distinctTags(tags))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning([...metaColumns, 'created_at'])
    .executeTakeFirstOrThrow();
  return { before: toPicture(current), after: toPicture(row) };
}

/** Takes a picture out of the shop's library; what it was, or undefined when the shop has no such picture. */
export async function removeShopImage(tx: TenantTx, tenantId: string, id: string): Promise<ShopPicture | undefined> {
  const row = await tx.deleteFrom('library_images').where('tenant_id', '=', tenantId).where('id', '=', id).returning([...metaColumns, 'created_at']).executeTakeFirst();
  return row ? toPicture(row) : undefined;
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

export async function addShopImage(
  tx: TenantTx,
  tenantId: string,
  upload: ShopImageUpload,
  picture: ReturnType<typeof decodePicture>,
): Promise<{ searchable: SearchableImage; picture: ShopPicture }> {
  const row = await tx
    .insertInto('library_images')
    .values({
      tenant_id: tenantId,
      type: upload.type,
      transparent: upload.transparent,
      ...distinctTags(upload.tags),
      content_type: picture.contentType,
      width: upload.width,
      height: upload.height,
      data: picture.data,
    })
    .returning([...metaColumns, 'created_at'])
    .executeTakeFirstOrThrow();
  return { searchable: toSearchable(row), picture: toPicture(row) };
}
