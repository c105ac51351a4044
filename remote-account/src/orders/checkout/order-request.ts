import type { ExtraPiecesRequest, OrderPlayerRequest, PlaceOrderRequest, Player, QuoteRequest } from '@teamwear/shared/contracts';
import { phoneOf, selectedPrints, type CheckoutForm } from './checkout-form';

/** What a filled form asks for, with which player and which extras row each entry of the
 *  request is (the API names problems by index: `players.3.size`, `extras.0.quantity`). */
export interface OrderRequest {
  body: PlaceOrderRequest;
  playerIds: string[];
  extraKeys: string[];
}

/**
 * The form as `POST /api/orders` takes it. Each player goes with the name, number and sizes of this
 * order (the roster stays as it is); a shorts size only for a garment with shorts. Empty numbers and
 * quantities are sent as they are not (omitted, 0) for the checks to name; the form checks them first.
 */
export function orderRequest(designId: string, form: CheckoutForm, roster: readonly Player[], withShorts: boolean, accountPhone: string | null = null): OrderRequest {
  const chosen = selectedPrints(form, roster);
  const players: OrderPlayerRequest[] = chosen.map(({ player, print }) => ({
    playerId: player.id,
    name: print.name,
    ...(print.number === null ? {} : { number: print.number }),
    size: print.size,
    ...(withShorts ? { shortsSize: print.shortsSize } : {}),
  }));
  const extras: ExtraPiecesRequest[] = form.extras.map((extra) => ({
    size: extra.size,
    ...(withShorts ? { shortsSize: extra.shortsSize } : {}),
    quantity: extra.quantity ?? 0,
  }));
  return {
    body: { designId, players, extras, address: form.address, phone: phoneOf(form, accountPhone), note: form.note },
    playerIds: chosen.map(({ player }) => player.id),
    extraKeys: form.extras.map((extra) => extra.key),
  };
}

const countable = (quantity: number | null): quantity is number => quantity !== null && Number.isInteger(quantity) && quantity >= 1 && quantity <= 500;

/**
 * What `POST /api/orders/quote` needs to price the form: the pieces and their sizes. Names and
 * numbers do not change the price, so a half-typed one does not stop the price from following the
 * form; nor does an extras row whose quantity is being typed. null when there is nothing to price.
 */
export function quoteRequest(designId: string, form: CheckoutForm, roster: readonly Player[], withShorts: boolean): QuoteRequest | null {
  const players = selectedPrints(form, roster).map(({ player, print }) => ({
    playerId: player.id,
    size: print.size,
    ...(withShorts ? { shortsSize: print.shortsSize } : {}),
  }));
  const extras = form.extras
    .filter((extra): extra is typeof extra & { quantity: number } => countable(extra.quantity) && extra.size !== '')
    .map((extra) => ({ size: extra.size, ...(withShorts ? { shortsSize: extra.shortsSize } : {}), quantity: extra.quantity }));
  if (players.length === 0 && extras.length === 0) return null;
  return { designId, players, extras };
}
