import { sizesOf, type Order, type ProofLanguage } from '@teamwear/shared/contracts';
import { migrateDesign } from '../../../../remote-designer/src/model';
import type { TenantRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { shopLinks } from '../../mail/shop-links';
import { sizeChartOf } from '../../tenancy/tenant-settings';
import { inksOf } from '../production-settings';
import { renderDesignPicture } from '../render/render-print-file';
import { proofPdf } from './proof-pdf';

/** Pixels of each picture of the design in the proof (about 300 dpi at its printed width). */
const PICTURE_PIXELS = 1000;

/** The proof PDF of an order as it is now, in `language`, with the shop's inks and sizes and the link to the order's page. */
export async function orderProof(tx: TenantTx, tenant: TenantRow, order: Order, language: ProofLanguage): Promise<Buffer> {
  const migrated = migrateDesign(order.document);
  const pictures = migrated.ok
    ? { front: await renderDesignPicture(migrated.doc, 'front', PICTURE_PIXELS), back: await renderDesignPicture(migrated.doc, 'back', PICTURE_PIXELS) }
    : null;
  const links = await shopLinks(tx, tenant);
  return proofPdf({
    language,
    shopName: tenant.name,
    order,
    pictures,
    inks: inksOf(tenant),
    orderUrl: links.order(order.id),
    sizeOrder: sizesOf(sizeChartOf(tenant)),
  });
}
