import type { ReactNode } from 'react';

const ICONS = {
  warning: { glyph: '!', color: '#b45309' },
  error: { glyph: '×', color: '#b91c1c' },
  'not-found': { glyph: '?', color: '#475569' },
} as const;

export interface StatusPanelProps {
  tone: keyof typeof ICONS;
  title: ReactNode;
  detail?: ReactNode;
  actionLabel: string;
  onAction: () => void;
  testId?: string;
}

/** A whole-page message with one way out (retry, reload), drawn without a component library
 *  because it stands in for pages that could not be loaded. */
export function StatusPanel({ tone, title, detail, actionLabel, onAction, testId }: StatusPanelProps) {
  const icon = ICONS[tone];
  return (
    <section className="tw-status" data-testid={testId}>
      <span className="tw-status-icon" aria-hidden="true" style={{ color: icon.color, borderColor: icon.color }}>
        {icon.glyph}
      </span>
      <h1 className="tw-status-title">{title}</h1>
      {detail ? <p className="tw-status-detail">{detail}</p> : null}
      <button type="button" className="tw-button tw-button-primary" onClick={onAction}>
        {actionLabel}
      </button>
    </section>
  );
}
