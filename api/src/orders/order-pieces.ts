import {
  DesignProduct,
  offeredSizes,
  sizesOf,
  type SizeGuidePiece,
  type ExtraPiecesRequest,
  type OrderPlayerRequest,
  type PriceBreakdown,
} from '@teamwear/shared/contracts';
import { hasShorts, ProductNotPriced, quoteOrder } from '@teamwear/shared/orders';
import { PRODUCT_TYPE_BY_SLUG } from '@teamwear/shared/tenant';
import type { DesignRow, OrderSnapshot, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { sizeGuideOf } from '../catalogue/catalogue-settings';
import { findDesign, type DesignOwner } from '../designs/design-queries';
import { fieldsInvalid, notFound } from '../http/errors';
import { priceListOf, sizeChartOf } from '../tenancy/tenant-settings';

/** What a quote or an order asks for (already checked against the contract). */
export interface PiecesRequest {
  designId: string;
  players: OrderPlayerRequest[];
  extras: ExtraPiecesRequest[];
}

/** The pieces of an order as the server decides them: the design, each player's print and sizes, the extras, the price. */
export interface ResolvedPieces {
  design: DesignRow;
  players: OrderSnapshot['players'];
  extras: OrderSnapshot['extras'];
  prices: PriceBreakdown;
}


/**
 * Reads what a customer asks to order against what exists: the design must be theirs and a product
 * the shop offers and prices; the players theirs (each once); every size one of the shop's. The
 * name and number come from the roster unless the order changes them (the roster stays as it is); a
 * garment with shorts gets a shorts size, the shirt size when none is given. The price is computed
 * here from the shop's price list: nothing a client sends about money is read.
 */
export async function resolvePieces(tx: TenantTx, owner: DesignOwner, tenant: TenantRow, request: PiecesRequest): Promise<ResolvedPieces> {
  const design = await findDesign(tx, owner, request.designId);
  if (!design) throw notFound('No such design');
  const product = DesignProduct.parse(design.product);
  const productType = PRODUCT_TYPE_BY_SLUG[product];
  if (!tenant.product_types.includes(productType)) throw fieldsInvalid({ designId: 'The shop does not offer this garment any more' });

  const chart = sizeChartOf(tenant);
  const sizes = new Set(sizesOf(chart));
  // The sizes each piece is made in (the garment's size guide): a shop size the guide leaves out is refused too.
  const guide = sizeGuideOf(tenant, productType);
  const offered = { main: new Set(offeredSizes(guide, 'main')), shorts: new Set(offeredSizes(guide, 'shorts')) };
  const shorts = hasShorts(product);
  const problems: Record<string, string> = {};
  const checkSize = (field: string, size: string | undefined, piece: SizeGuidePiece) => {
    if (size === undefined) return;
    if (!sizes.has(size)) problems[field] = 'Size is not one of the shop’s sizes';
    else if (!offered[piece].has(size)) problems[field] = `This garment is not made in size ${size}`;
  };

  const ids = request.players.map((player) => player.playerId);
  const roster = ids.length
    ? await tx.selectFrom('players').selectAll().where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(roster.map((player) => [player.id, player]));
  const seen = new Set<string>();
  const players: OrderSnapshot['players'] = [];
  request.players.forEach((asked, index) => {
    const player = byId.get(asked.playerId);
    if (!player) {
      problems[`players.${index}.playerId`] = 'No such player';
      return;
    }
    if (seen.has(asked.playerId)) {
      problems[`players.${index}.playerId`] = 'This player is in the order twice';
      return;
    }
    seen.add(asked.playerId);
    const number = asked.number ?? player.number;
    if (number < chart.numberRange.min || number > chart.numberRange.max) problems[`players.${index}.number`] = 'Number is invalid';
    checkSize(`players.${index}.size`, asked.size, 'main');
    // Shorts that take the shirt's size say nothing more when that size is already refused.
    if (shorts && (asked.shortsSize !== undefined || !problems[`players.${index}.size`]))
      checkSize(`players.${index}.shortsSize`, asked.shortsSize ?? asked.size, 'shorts');
    players.push({
      playerId: player.id,
      name: asked.name ?? player.name,
      number,
      size: asked.size,
      shortsSize: shorts ? (asked.shortsSize ?? asked.size) : null,
    });
  });
  const extras: OrderSnapshot['extras'] = request.extras.map((extra, index) => {
    checkSize(`extras.${index}.size`, extra.size, 'main');
    if (shorts && (extra.shortsSize !== undefined || !problems[`extras.${index}.size`]))
      checkSize(`extras.${index}.shortsSize`, extra.shortsSize ?? extra.size, 'shorts');
    return { size: extra.size, shortsSize: shorts ? (extra.shortsSize ?? extra.size) : null, quantity: extra.quantity };
  });
  if (Object.keys(problems).length) throw fieldsInvalid(problems);

  let prices: PriceBreakdown;
  try {
    prices = quoteOrder(priceListOf(tenant), productType, {
      playerPieces: players.length,
      extraPieces: extras.reduce((sum, extra) => sum + extra.quantity, 0),
    });
  } catch (error) {
    if (error instanceof ProductNotPriced) throw fieldsInvalid({ designId: 'The shop has no price for this garment yet: ask the shop' });
    throw error;
  }
  return { design, players, extras, prices };
}
