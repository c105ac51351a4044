import type { PlaceOrderRequest } from '@teamwear/shared/contracts';

/** The contract `POST /api/orders` checks a form with: the form checks itself with the same one. */
export type OrderContract = typeof PlaceOrderRequest;

let loading: Promise<OrderContract> | undefined;

/**
 * The contract, downloaded when the form first needs it (a player chosen, or Place order): the
 * contracts bring zod whole and every schema, which the form's first draw has no use for (a form
 * with no player chosen is refused by the contract whatever else it holds). Loaded once; a failed
 * download is tried again by the next call.
 */
export function loadOrderContract(): Promise<OrderContract> {
  loading ??= import('@teamwear/shared/contracts').then(
    (contracts) => contracts.PlaceOrderRequest,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
