import { busyStore, whileBusy } from './busy';
import { confirm, confirmStore, settleConfirm } from './confirm';
import { closeToast, showToast, toastStore } from './toast';

describe('toasts', () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('defaults to info, top-right, closable, 3 s', () => {
    showToast({ summary: 'Saved' });
    expect(toastStore.getState().toasts[0]).toMatchObject({ severity: 'info', position: 'top-right', closable: true, life: 3000, summary: 'Saved' });
  });

  it('keeps what the caller chose and closes by id', () => {
    const id = showToast({ severity: 'contrast', position: 'bottom-center', closable: false, life: 0, group: 'studio', detail: 'x' });
    expect(toastStore.getState().toasts[0]).toMatchObject({ severity: 'contrast', position: 'bottom-center', closable: false, life: 0, group: 'studio' });
    closeToast(id);
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

describe('confirm', () => {
  it('resolves true and runs accept on accept, false and runs reject otherwise', async () => {
    const accept = jest.fn();
    const reject = jest.fn();
    const first = confirm({ message: 'Are you sure you want to cancel the order?', accept, reject });
    settleConfirm(confirmStore.getState().pending[0]!.id, true);
    await expect(first).resolves.toBe(true);
    expect(accept).toHaveBeenCalledTimes(1);

    const second = confirm({ message: 'You will lose your previous design!', accept, reject });
    settleConfirm(confirmStore.getState().pending[0]!.id, false);
    await expect(second).resolves.toBe(false);
    expect(reject).toHaveBeenCalledTimes(1);
    expect(confirmStore.getState().pending).toEqual([]);
  });
});

describe('busy flag', () => {
  it('stays set while any task runs, and clears when the last one ends, even on failure', async () => {
    let finishFirst!: () => void;
    const first = whileBusy(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = whileBusy(() => Promise.reject(new Error('nope')));
    await expect(second).rejects.toThrow('nope');
    expect(busyStore.getState().count).toBe(1);
    finishFirst();
    await first;
    expect(busyStore.getState().count).toBe(0);
  });
});

describe('choose', () => {
  it('resolves the chosen key, or null when the dialog is closed without an answer', async () => {
    const { choose, confirmStore, settleChoice, settleConfirm } = await import('./confirm');
    const first = choose({ message: 'Continue to checkout?', choices: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B', primary: true }] });
    const asked = confirmStore.getState().pending.at(-1);
    expect(asked?.choices?.map((choice) => choice.key)).toEqual(['a', 'b']);
    settleChoice(asked?.id ?? 0, 'b');
    await expect(first).resolves.toBe('b');
    const second = choose({ message: 'Again?', choices: [{ key: 'a', label: 'A' }] });
    settleConfirm(confirmStore.getState().pending.at(-1)?.id ?? 0, false); // Escape, the close button
    await expect(second).resolves.toBeNull();
    expect(confirmStore.getState().pending).toEqual([]);
  });
});
