import { createStore } from 'zustand/vanilla';
import { apiRequest, type ApiResult } from '../api/client';
import type { CartItem } from '../contracts/orders';
import { sessionStore } from '../session/session-store';

export interface CartState {
  /** The signed-in customer's cart; null until it has been read (or when nobody is signed in). */
  items: CartItem[] | null;
}

/**
 * The customer's cart as the page knows it. It lives in @teamwear/shared, a federation singleton:
 * the studio adds to it, the shell's header counts it, the account area orders from it, and all
 * see one state. The server holds the cart; this is the page's copy, read again after each change.
 */
export const cartStore = createStore<CartState>()(() => ({ items: null }));

let loading: Promise<void> | null = null;

/** Reads the cart from the server (once at a time); clears it when nobody is signed in. */
export function loadCart(): Promise<void> {
  if (!sessionStore.getState().tokens) {
    cartStore.setState({ items: null });
    return Promise.resolve();
  }
  loading ??= apiRequest<unknown>('/api/cart')
    .then(async (result) => {
      if (!result.ok) return;
      // The contracts (zod) load with the first cart read, not with every page's header.
      const { CartResponse } = await import('../contracts/orders');
      const parsed = CartResponse.safeParse(result.data);
      if (parsed.success) cartStore.setState({ items: parsed.data.data.items });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Puts a saved design in the cart (already there is fine), then reads the cart again. */
export async function addToCart(designId: string): Promise<ApiResult<unknown>> {
  const result = await apiRequest<unknown>('/api/cart/items', { method: 'POST', body: { designId } });
  if (result.ok) await loadCart();
  return result;
}

export async function removeFromCart(itemId: string): Promise<ApiResult<unknown>> {
  const result = await apiRequest<unknown>(`/api/cart/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
  if (result.ok || result.status === 404) {
    cartStore.setState((state) => ({ items: state.items?.filter((item) => item.id !== itemId) ?? null }));
  }
  return result;
}

// Signing out (here or in another tab) forgets the cart; signing in reads it.
let signedIn = Boolean(sessionStore.getState().tokens);
sessionStore.subscribe((state) => {
  const now = Boolean(state.tokens);
  if (now === signedIn) return;
  signedIn = now;
  if (now) void loadCart();
  else cartStore.setState({ items: null });
});
