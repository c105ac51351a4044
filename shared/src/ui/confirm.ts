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

/** One answer of a question with more than yes and no (see `choose`). */
export interface Choice {
  key: string;
  label: string;
  /** The main answer: drawn as the primary button, focused first. */
  primary?: boolean;
}

export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (accepted: boolean) => void;
  /** Set for `choose()`: the buttons, in order, instead of accept and reject. */
  choices?: Choice[];
  resolveChoice?: (key: string | null) => void;
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

export type ChoiceOptions = Pick<ConfirmOptions, 'message' | 'header' | 'icon' | 'position' | 'group'> & { choices: Choice[] };

/** Asks a question with several answers in the shell's confirm dialog; resolves the chosen key,
 *  or null when the dialog is closed without an answer (Escape, the close button). */
export function choose(options: ChoiceOptions): Promise<string | null> {
  return new Promise((resolveChoice) => {
    const id = nextId++;
    const entry: PendingConfirm = { ...options, id, resolve: () => undefined, resolveChoice };
    confirmStore.setState((s) => ({ pending: [...s.pending, entry] }));
  });
}

/** Answers a `choose()` question (null: closed without an answer). */
export function settleChoice(id: number, key: string | null): void {
  const entry = confirmStore.getState().pending.find((p) => p.id === id);
  if (!entry) return;
  confirmStore.setState((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
  entry.resolveChoice?.(key);
}

export function settleConfirm(id: number, accepted: boolean): void {
  const entry = confirmStore.getState().pending.find((p) => p.id === id);
  if (!entry) return;
  if (entry.choices) {
    settleChoice(id, null);
    return;
  }
  confirmStore.setState((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
  if (accepted) entry.accept?.();
  else entry.reject?.();
  entry.resolve(accepted);
}
