import type { ReactNode } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// As antd's Alert with an icon draws a success or an error, on fixed colours (light and dark).
const CSS = `
.tw-notice { display: flex; align-items: flex-start; gap: 8px; margin-bottom: 16px; padding: 8px 12px; border: 1px solid; border-radius: 8px; }
.tw-notice-icon { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; margin-top: 3px; border-radius: 50%; color: #fff; font-size: 11px; font-weight: 700; line-height: 1; }
.tw-notice-success { background: #f6ffed; border-color: #b7eb8f; }
.tw-notice-success .tw-notice-icon { background: #389e0d; }
.tw-notice-success .tw-notice-icon::before { content: '✓'; }
.tw-notice-error .tw-notice-icon::before { content: '×'; }
.tw-notice-error { background: #fff2f0; border-color: #ffccc7; }
.tw-notice-error .tw-notice-icon { background: #cf1322; }
.dark .tw-notice-success { background: #162312; border-color: #274916; }
.dark .tw-notice-error { background: #2c1618; border-color: #5b2526; }
`;

/** A success or error message at the top of a form, drawn without a component library. An
 *  error is an alert (read out as it appears). */
export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  installStyleSheet('tw-notice', CSS);
  return (
    <div className={`tw-notice tw-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {/* The icon is drawn by CSS: the message's text is the message alone. */}
      <span className="tw-notice-icon" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
