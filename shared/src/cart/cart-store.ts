import { createStore } from 'zustand/vanilla';
import { apiRequest, type ApiResult } from '../api/client';
import type { CartItem, CartResponse } from '../contracts/orders';
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

/**
 * The cart's answer as far as the header and the cart panel use it. Checked by hand, not with the
 * contract's schema: that would bring zod and the contracts onto the first load of every signed-in page
 * with the header's first cart read. A malformed answer leaves the cart unread, as a failed call does.
 */
function isCartAnswer(answer: unknown): answer is CartResponse {
  const items = (answer as { data?: { items?: unknown } } | null)?.data?.items;
  return Array.isArray(items) && items.every(isCartItem);
}

function isCartItem(item: unknown): item is CartItem {
  const { id, addedAt, design } = (item ?? {}) as Partial<Record<keyof CartItem, unknown>>;
  const { id: designId, name, product, thumbnail } = (design ?? {}) as Partial<Record<string, unknown>>;
  const ofText = (value: unknown) => typeof value === 'string';
  return ofText(id) && ofText(addedAt) && ofText(designId) && ofText(name) && ofText(product) && (thumbnail === null || ofText(thumbnail));
}

/** Reads the cart from the server (once at a time); clears it when nobody is signed in. */
export function loadCart(): Promise<void> {
  if (!sessionStore.getState().tokens) {
    cartStore.setState({ items: null });
    return Promise.resolve();
  }
  loading ??= apiRequest<unknown>('/api/cart')
    .then((result) => {
      if (result.ok && isCartAnswer(result.data)) cartStore.setState({ items: result.data.data.items });
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
