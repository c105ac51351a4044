import { useStore } from 'zustand';
import { busyStore } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';

/** docs/product.md §2/§9: a full-screen blocking overlay with a spinner (stroke 3, 50px,
 *  z-index 2000) while the global busy flag is set. */
export function BusyOverlay() {
  const { t } = useTranslation();
  const busy = useStore(busyStore, (s) => s.count > 0);
  if (!busy) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={t('busy.label')}
      data-testid="busy-overlay"
      style={{ position: 'fixed', inset: 0, zIndex: 2000, background: 'rgba(0,0,0,.35)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <svg width="50" height="50" viewBox="0 0 50 50" role="img" aria-label={t('busy.label')}>
        <circle cx="25" cy="25" r="20" fill="none" stroke="#fff" strokeOpacity="0.3" strokeWidth="3" />
        <circle cx="25" cy="25" r="20" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeDasharray="90 150">
          <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
        </circle>
      </svg>
    </div>
  );
}
