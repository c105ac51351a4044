import type { ReactNode } from 'react';

/** As many columns of cards as fit, each at least this wide (two on a phone). */
const MIN_CARD_WIDTH = 150;

export function DesignGrid({ children, label, busy = false }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <div
      role="list"
      aria-label={label}
      aria-busy={busy}
      data-testid="design-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${MIN_CARD_WIDTH}px, 100%), 1fr))`,
        gap: 16,
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 0.2s',
      }}
    >
      {children}
    </div>
  );
}

export function DesignGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
