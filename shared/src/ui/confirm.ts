import { createStore } from 'zustand/vanilla';

export type ConfirmPosition = 'center' | 'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface ConfirmOptions {
  message: string;
  header?: string;
  /** 'warning' | 'info' | 'error' | 'question' | 'success' */
  icon?: 'warning' | 'info' | 'error' | 'question' | 'success';
  acceptLabel?: string;
  rejectLabel?: string;
  defaultFocus?: 'accept' | 'reject';
  position?: ConfirmPosition;
  group?: string;
  accept?: () => void;
  reject?: () => void;
}

export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (accepted: boolean) => void;
}

export const confirmStore = createStore<{ pending: PendingConfirm[] }>()(() => ({ pending: [] }));

let nextId = 1;

/** Asks the user to confirm, in the shell's confirm dialog. Resolves true on accept,
 *  false on reject, close or Escape; the accept/reject callbacks run too. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    confirmStore.setState((s) => ({ pending: [...s.pending, { ...options, id, resolve }] }));
  });
}

export function settleConfirm(id: number, accepted: boolean): void {
  const entry = confirmStore.getState().pending.find((p) => p.id === id);
  if (!entry) return;
  confirmStore.setState((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
  if (accepted) entry.accept?.();
  else entry.reject?.();
  entry.resolve(accepted);
}
