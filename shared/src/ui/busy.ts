import { createStore } from 'zustand/vanilla';

/** The global busy flag: while any holder is busy, the shell blocks the page with a spinner.
 *  A counter, so overlapping tasks do not clear each other's flag. */
export const busyStore = createStore<{ count: number }>()(() => ({ count: 0 }));

export async function whileBusy<T>(task: () => Promise<T>): Promise<T> {
  busyStore.setState((s) => ({ count: s.count + 1 }));
  try {
    return await task();
  } finally {
    busyStore.setState((s) => ({ count: Math.max(0, s.count - 1) }));
  }
}

export function setBusy(busy: boolean): void {
  busyStore.setState((s) => ({ count: busy ? s.count + 1 : Math.max(0, s.count - 1) }));
}
