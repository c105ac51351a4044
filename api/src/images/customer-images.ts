import { sql } from 'kysely';
import type { ImageHit, ImageSearchResponse, MyImageUpload } from '@teamwear/shared/contracts';
import type { Db } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import type { decodePicture } from './shop-images';

/** Where a customer's own picture is served from (to that customer only: it needs their token). */
export const customerImageUrl = (id: string) => `/api/images/mine/${id}`;

export interface Customer {
  tenantId: string;
  userId: string;
}

/**
 * withTenant for one customer's pictures: `app.user` is set too, for this transaction only, so the
 * table's restrictive policy shows this customer's rows and no one else's.
 */
export function withCustomer<T>(db: Db, customer: Customer, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return withTenant(db, customer.tenantId, async (tx) => {
    await sql`select set_config('app.user', ${customer.userId}, true)`.execute(tx);
    return work(tx);
  });
}

interface CustomerImageMeta {
  id: string;
  name: string;
  content_type: string;
  width: number;
  height: number;
}

/** An SVG is a vector; a PNG or WebP (often a logo with a clear ground) an illustration; a JPEG a photo. */
function typeOf(contentType: string): ImageHit['type'] {
  if (contentType === 'image/svg+xml') return 'vector';
  return contentType === 'image/jpeg' ? 'photo' : 'illustration';
}

export function customerImageHit(row: CustomerImageMeta): ImageHit {
  const url = customerImageUrl(row.id);
  return { id: row.id, type: typeOf(row.content_type), tags: row.name, previewURL: url, webformatURL: url, imageWidth: row.width, imageHeight: row.height };
}

const META = ['id', 'name', 'content_type', 'width', 'height'] as const;

/** One page of the customer's pictures, newest first, in the library's answer shape. */
export async function customerImagesPage(tx: TenantTx, customer: Customer, page: number, perPage: number): Promise<ImageSearchResponse> {
  const owned = tx.selectFrom('customer_images').where('tenant_id', '=', customer.tenantId).where('user_id', '=', customer.userId);
  // One after the other: a transaction is one connection.
  const count = await owned.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await owned
    .select([...META])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(perPage)
    .offset(page * perPage)
    .execute();
  return { totalHits: Number(count.count), hits: rows.map(customerImageHit) };
}

export async function countCustomerImages(tx: TenantTx, customer: Customer): Promise<number> {
  const row = await tx
    .selectFrom('customer_images')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', customer.tenantId)
    .where('user_id', '=', customer.userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addCustomerImage(tx: TenantTx, customer: Customer, upload: MyImageUpload, picture: ReturnType<typeof decodePicture>): Promise<ImageHit> {
  const row = await tx
    .insertInto('customer_images')
    .values({
      tenant_id: customer.tenantId,
      user_id: customer.userId,
      name: upload.name,
      content_type: picture.contentType,
      width: upload.width,
      height: upload.height,
      data: picture.data,
    })
    .returning([...META])
    .executeTakeFirstOrThrow();
  return customerImageHit(row);
}
