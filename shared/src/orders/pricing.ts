import type { PriceBreakdown, PriceLine, PriceList } from '../contracts/orders';
import type { ProductType } from '../contracts/tenant';

/** The prices of a shop that has set none: USD, tiers from 1, 10 and 25 pieces. */
export const DEFAULT_PRICE_LIST: PriceList = {
  currency: 'USD',
  products: {
    SOCCER_KIT: { tiers: tiers(2800, 2450, 2100) },
    POLO_SHIRT: { tiers: tiers(1800, 1550, 1300) },
    SLEEVELESS_SHIRT: { tiers: tiers(1100, 950, 800) },
    OVERSIZED_SHIRT: { tiers: tiers(1500, 1300, 1100) },
    TSHIRT: { tiers: tiers(1200, 1000, 850) },
    HOODIE: { tiers: tiers(3200, 2800, 2500) },
    BOXY_TSHIRT: { tiers: tiers(1400, 1200, 1000) },
    BOXING_TRUNKS: { tiers: tiers(2600, 2300, 2000) },
  },
  nameCents: 300,
  numberCents: 200,
  deliveryCents: 500,
};

function tiers(one: number, ten: number, twentyFive: number) {
  return [
    { minQuantity: 1, unitCents: one },
    { minQuantity: 10, unitCents: ten },
    { minQuantity: 25, unitCents: twentyFive },
  ];
}

/** What an order is made of, for pricing: player pieces carry a printed name and number. */
export interface OrderPieces {
  /** Pieces for players: each printed with a name and a number. */
  playerPieces: number;
  /** Pieces without names or numbers. */
  extraPieces: number;
}

export class ProductNotPriced extends Error {
  constructor(readonly productType: ProductType) {
    super(`The shop has no prices for ${productType}`);
  }
}

/**
 * The price of an order: every piece at the unit price of the tier the order's quantity reaches
 * (tiers sorted by their first quantity; the first applies from 1), a printed name and number per
 * player piece, and the shop's delivery charge. Whole cents throughout, so the total is exactly
 * the sum of its lines. An order of no pieces costs nothing, delivery included.
 */
export function quoteOrder(prices: PriceList, productType: ProductType, pieces: OrderPieces): PriceBreakdown {
  const product = prices.products[productType];
  if (!product) throw new ProductNotPriced(productType);
  const sorted = [...product.tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const quantity = pieces.playerPieces + pieces.extraPieces;
  const reached = sorted.filter((tier) => tier.minQuantity <= Math.max(quantity, 1));
  const tier = reached.at(-1) ?? sorted[0];
  if (!tier) throw new ProductNotPriced(productType);
  const next = sorted.find((candidate) => candidate.minQuantity > tier.minQuantity) ?? null;
  const line = (kind: PriceLine['kind'], count: number, unitCents: number): PriceLine => ({ kind, quantity: count, unitCents, totalCents: count * unitCents });
  const lines = [
    line('garments', quantity, tier.unitCents),
    line('names', pieces.playerPieces, prices.nameCents),
    line('numbers', pieces.playerPieces, prices.numberCents),
  ];
  const totalPriceCents = lines.reduce((sum, each) => sum + each.totalCents, 0);
  const delivery = line('delivery', quantity > 0 ? 1 : 0, prices.deliveryCents);
  return {
    currency: 'USD',
    productType,
    quantity,
    unitPriceCents: tier.unitCents,
    tier: { minQuantity: tier.minQuantity, nextMinQuantity: next?.minQuantity ?? null },
    lines: [...lines, delivery],
    totalPriceCents,
    grandTotalCents: totalPriceCents + delivery.totalCents,
  };
}
