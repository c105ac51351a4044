import theme from 'antd/es/theme';

const DOT_RULES = `
.tw-opening-dots { position: relative; display: inline-block; width: 32px; height: 32px; animation: tw-opening-turn 1.2s infinite linear; }
.tw-opening-dots i { position: absolute; width: 14px; height: 14px; border-radius: 100%; background: currentColor; opacity: 0.3; animation: tw-opening-fade 1s infinite linear alternate; }
.tw-opening-dots i:nth-child(1) { top: 0; inset-inline-start: 0; }
.tw-opening-dots i:nth-child(2) { top: 0; inset-inline-end: 0; animation-delay: 0.4s; }
.tw-opening-dots i:nth-child(3) { bottom: 0; inset-inline-end: 0; animation-delay: 0.8s; }
.tw-opening-dots i:nth-child(4) { bottom: 0; inset-inline-start: 0; animation-delay: 1.2s; }
@keyframes tw-opening-turn { to { transform: rotate(405deg); } }
@keyframes tw-opening-fade { to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .tw-opening-dots, .tw-opening-dots i { animation: none; opacity: 1; } }
`;

/**
 * The studio page's opening state (its design and its code on their way): antd's large Spin with
 * its words under it, drawn without antd's Spin, whose styles were built in the page's first commit.
 */
export function OpeningSpinner({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <style>{DOT_RULES}</style>
      <div role="status" aria-live="polite" aria-busy="true" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: token.marginXS, color: token.colorPrimary, fontSize: token.fontSize }}>
        <span className="tw-opening-dots" aria-hidden="true">
          <i />
          <i />
          <i />
          <i />
        </span>
        <span>{label}</span>
      </div>
    </div>
  );
}
