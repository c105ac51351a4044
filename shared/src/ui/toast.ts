import { createStore } from 'zustand/vanilla';

export const TOAST_SEVERITIES = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];
export const TOAST_POSITIONS = ['top-right', 'top-left', 'top-center', 'bottom-left', 'bottom-right', 'bottom-center', 'center'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export interface ToastOptions {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  life?: number;
  closable?: boolean;
  /** Only a toast host of the same group shows it (the shell's host has no group). */
  group?: string;
  position?: ToastPosition;
}

export interface Toast extends Required<Omit<ToastOptions, 'group' | 'summary' | 'detail'>> {
  id: number;
  summary?: string;
  detail?: string;
  group?: string;
}

export const DEFAULT_TOAST_LIFE = 3000;

export const toastStore = createStore<{ toasts: Toast[] }>()(() => ({ toasts: [] }));

let nextId = 1;

/** Shows a toast in the shell's toast area; any remote may call it. Returns its id. */
export function showToast(options: ToastOptions): number {
  const toast: Toast = {
    id: nextId++,
    severity: options.severity ?? 'info',
    summary: options.summary,
    detail: options.detail,
    life: options.life ?? DEFAULT_TOAST_LIFE,
    closable: options.closable ?? true,
    group: options.group,
    position: options.position ?? 'top-right',
  };
  toastStore.setState((s) => ({ toasts: [...s.toasts, toast] }));
  return toast.id;
}

export function closeToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export function clearToasts(group?: string): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.group !== group) }));
}
