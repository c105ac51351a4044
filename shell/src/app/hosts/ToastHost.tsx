import { useEffect, type CSSProperties } from 'react';
import { useStore } from 'zustand';
import { closeToast, toastStore, TOAST_POSITIONS, type Toast, type ToastPosition, type ToastSeverity } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';

const PLACEMENT: Record<ToastPosition, CSSProperties> = {
  'top-right': { top: 16, right: 16 },
  'top-left': { top: 16, left: 16 },
  'top-center': { top: 16, left: '50%', transform: 'translateX(-50%)' },
  'bottom-left': { bottom: 16, left: 16 },
  'bottom-right': { bottom: 16, right: 16 },
  'bottom-center': { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
  center: { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' },
};

/** Accent, background and text per severity; text contrast ≥ 4.5 on its background. */
const LOOK: Record<ToastSeverity, { accent: string; background: string; color: string }> = {
  info: { accent: '#2563eb', background: '#eff6ff', color: '#1e3a8a' },
  success: { accent: '#16a34a', background: '#f0fdf4', color: '#14532d' },
  warn: { accent: '#d97706', background: '#fffbeb', color: '#78350f' },
  error: { accent: '#dc2626', background: '#fef2f2', color: '#7f1d1d' },
  secondary: { accent: '#64748b', background: '#f1f5f9', color: '#1e293b' },
  contrast: { accent: '#f8fafc', background: '#0f172a', color: '#f8fafc' },
};

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const look = LOOK[toast.severity];
  useEffect(() => {
    if (toast.life <= 0) return;
    const timer = setTimeout(() => closeToast(toast.id), toast.life);
    return () => clearTimeout(timer);
  }, [toast.id, toast.life]);
  return (
    <div
      role={toast.severity === 'error' || toast.severity === 'warn' ? 'alert' : 'status'}
      className="toast"
      data-severity={toast.severity}
      data-testid="toast"
      style={{
        background: look.background,
        color: look.color,
        borderLeft: `6px solid ${look.accent}`,
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,.15)',
        padding: '12px 40px 12px 14px',
        width: 340,
        maxWidth: 'calc(100vw - 32px)',
        position: 'relative',
        pointerEvents: 'auto',
      }}
    >
      {toast.summary ? <div style={{ fontWeight: 700 }}>{toast.summary}</div> : null}
      {toast.detail ? <div style={{ marginTop: toast.summary ? 4 : 0 }}>{toast.detail}</div> : null}
      {toast.closable ? (
        <button
          type="button"
          aria-label={t('toast.close')}
          onClick={() => closeToast(toast.id)}
          style={{ position: 'absolute', top: 8, right: 8, border: 0, background: 'transparent', color: look.color, cursor: 'pointer', padding: 4 }}
        >
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** The toast area (top-right by default). A host with a group shows only that group's toasts. */
export function ToastHost({ group }: { group?: string }) {
  const { t } = useTranslation();
  const toasts = useStore(toastStore, (s) => s.toasts);
  const mine = toasts.filter((toast) => toast.group === group);
  return (
    <div aria-label={t('toast.region')} role="region">
      {TOAST_POSITIONS.map((position) => {
        const here = mine.filter((toast) => toast.position === position);
        if (here.length === 0) return null;
        return (
          <div
            key={position}
            data-position={position}
            style={{ position: 'fixed', zIndex: 2100, display: 'flex', flexDirection: 'column', gap: 8, pointerEvents: 'none', ...PLACEMENT[position] }}
          >
            {here.map((toast) => (
              <ToastCard key={toast.id} toast={toast} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
