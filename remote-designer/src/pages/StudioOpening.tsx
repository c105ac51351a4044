import type { DesignSlug } from '@teamwear/design/slugs';
import { GARMENT_PICTURE_SIZE, GARMENT_PICTURES } from '../../generated/garment-pictures';

/**
 * The studio page's opening state: the garment being opened, greyed, with a turning ring and
 * "Opening the design…", drawn without antd (the page's first paint waits for no component
 * library; antd and the shop's theme download beside the studio's code, see DesignEditorPage).
 * The garment's picture is a file drawn at build time (no catalogue code), the same for a new
 * design and a saved one, so it is shown as a shape to come, not as the design. It is also the
 * page's largest paint: the words alone were smaller than the studio header's save status, drawn
 * seconds later, which then took that place (Lighthouse's LCP, 5.8 s instead of about 3 s on the
 * mobile preset). The colours are the shell's theme variables (`--tw-*`, set for pages drawn
 * without antd).
 */
const OPENING_STYLES = `
.tw-studio-opening { display: flex; justify-content: center; align-items: center; min-height: 50vh; }
.tw-studio-opening-garment { display: block; width: min(${GARMENT_PICTURE_SIZE}px, 60vw); height: auto; filter: grayscale(1); opacity: 0.45; }
.tw-studio-opening-section { display: inline-flex; flex-direction: column; align-items: center; gap: 12px; color: var(--tw-link, #047857); }
.tw-studio-opening-ring { width: 32px; height: 32px; box-sizing: border-box; border-radius: 50%;
  border: 3px solid var(--tw-border, #f0f0f0); border-top-color: var(--tw-primary, #10b981); animation: tw-studio-opening-turn 1s linear infinite; }
.tw-studio-opening-words { font-size: 14px; line-height: 1; }
@keyframes tw-studio-opening-turn { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .tw-studio-opening-ring { animation-duration: 3s; } }
`;

export function StudioOpening({ product, label }: { product: DesignSlug; label: string }) {
  return (
    <div className="tw-studio-opening" data-testid="studio-opening">
      <style>{OPENING_STYLES}</style>
      <div className="tw-studio-opening-section" role="status" aria-live="polite">
        <img className="tw-studio-opening-garment" src={GARMENT_PICTURES[product]} width={GARMENT_PICTURE_SIZE} height={GARMENT_PICTURE_SIZE} alt="" decoding="async" fetchPriority="high" />
        <span className="tw-studio-opening-ring" aria-hidden="true" />
        <span className="tw-studio-opening-words">{label}</span>
      </div>
    </div>
  );
}
