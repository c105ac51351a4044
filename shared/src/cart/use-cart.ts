import { useStore } from 'zustand';
import { cartStore, type CartState } from './cart-store';

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
