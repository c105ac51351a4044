import { createHash } from 'node:crypto';
import { sizesOf, type Order, type ProofLanguage } from '@teamwear/shared/contracts';
import { migrateDesign } from '@teamwear/design';
import type { Db, TenantRow } from '../../db/schema';
import { readAsTenant, withTenant, type TenantTx } from '../../db/tenant-scope';
import { shopLinks } from '../../mail/shop-links';
import { sizeChartOf } from '../../tenancy/tenant-settings';
import { inksOf } from '../production-settings';
import { renderDesignPicture } from '../render/render-print-file';
import { proofPdf, type ProofInput } from './proof-pdf';

/** Pixels of each picture of the design in the proof (about 300 dpi at its printed width). */
const PICTURE_PIXELS = 1000;

/**
 * Everything a proof shows but its pictures (which are drawn from `order.document`), read inside a
 * transaction; the drawing happens after it, outside any transaction (a drawing holds no
 * connection: on the embedded database there is only one).
 */
export interface ProofSource {
  tenantId: string;
  orderId: string;
  input: Omit<ProofInput, 'pictures' | 'design'>;
  /** What the PDF is drawn from: the same hash, the same PDF. */
  hash: string;
}

/** What the proof of `order` in `language` is drawn from, with the shop's links, inks and sizes as they are now. */
export async function proofSource(tx: TenantTx, tenant: TenantRow, order: Order, language: ProofLanguage): Promise<ProofSource> {
  const links = await shopLinks(tx, tenant);
  const input: ProofSource['input'] = {
    language,
    shopName: tenant.name,
    order,
    inks: inksOf(tenant),
    orderUrl: links.order(order.id),
    sizeOrder: sizesOf(sizeChartOf(tenant)),
  };
  // The whole input: anything the PDF could show that changed (a status, a price, an ink) draws it again.
  const hash = createHash('sha256').update(`proof-v1\n${JSON.stringify(input)}`).digest('base64url');
  return { tenantId: tenant.id, orderId: order.id, input, hash };
}

/** The proof PDF of `source`, drawn now (pictures in the drawing processes). */
async function drawProof(source: ProofSource): Promise<Buffer> {
  const migrated = migrateDesign(source.input.order.document);
  const design = migrated.ok ? migrated.doc : null;
  const pictures = design ? { front: await renderDesignPicture(design, 'front', PICTURE_PIXELS), back: await renderDesignPicture(design, 'back', PICTURE_PIXELS) } : null;
  return proofPdf({ ...source.input, design, pictures });
}

/** Proofs being drawn in this process, by what they are drawn from: asked again meanwhile, they are waited for, not drawn twice. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The proof of `source`: the one kept for the same hash, else drawn (once, however many ask at the
 * same time in this process) and kept in place of the order's older one in that language. A kept
 * proof is not read inside the caller's transaction: call this after it.
 */
export async function keptProof(db: Db, source: ProofSource): Promise<Buffer> {
  const { tenantId, orderId, hash } = source;
  const language = source.input.language;
  // Only a read: the read-only scope, as every call that only reads.
  const kept = await readAsTenant(db, tenantId, (tx) =>
    tx
      .selectFrom('order_proofs')
      .select('pdf')
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('language', '=', language)
      .where('proof_hash', '=', hash)
      .executeTakeFirst(),
  );
  if (kept) return kept.pdf;
  const key = `${tenantId}/${orderId}/${language}/${hash}`;
  const pending = drawing.get(key);
  if (pending) return pending;
  const work = (async () => {
    const pdf = await drawProof(source);
    await withTenant(db, tenantId, async (tx) => {
      // The order may be gone since (deleted with its customer): then there is nothing to keep it for.
      const order = await tx.selectFrom('orders').select('id').where('tenant_id', '=', tenantId).where('id', '=', orderId).executeTakeFirst();
      if (!order) return;
      await tx
        .insertInto('order_proofs')
        .values({ tenant_id: tenantId, order_id: orderId, language, proof_hash: hash, pdf })
        .onConflict((oc) => oc.columns(['tenant_id', 'order_id', 'language']).doUpdateSet({ proof_hash: hash, pdf }))
        .execute();
    });
    return pdf;
  })();
  drawing.set(key, work);
  try {
    return await work;
  } finally {
    drawing.delete(key);
  }
}
