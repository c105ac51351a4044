import { installStyleSheet } from '@teamwear/shared/ui';

// The home page is drawn without antd (it is the first page most visitors load, and its
// bytes are budgeted), on the shell's theme variables (--tw-*), with these few rules.
const CSS = `
.home-hero { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 64px 16px 32px; text-align: center; }
.home-hero h1 { margin: 0; font-size: clamp(28px, 5vw, 38px); line-height: 1.2; font-weight: 600; }
.home-hero p { margin: 0; font-size: 18px; color: var(--tw-text-secondary, rgba(0,0,0,.68)); }
.home-cta { display: inline-flex; align-items: center; height: 40px; padding: 0 20px; border-radius: var(--tw-radius, 6px); background: var(--tw-primary, #10b981); color: var(--tw-on-primary, #111827); font-size: 16px; text-decoration: none; }
.home-cta:hover { filter: brightness(1.08); }
.home-cta:focus-visible { outline: 2px solid var(--tw-link, #047857); outline-offset: 2px; }
.home-stages { max-width: 1100px; margin: 0 auto; padding: 16px 16px 64px; box-sizing: border-box; }
.home-stages h2 { text-align: center; font-size: 22px; font-weight: 600; margin: 0 0 24px; }
.home-stage-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr; gap: 24px; }
@media (min-width: 576px) { .home-stage-list { grid-template-columns: repeat(2, 1fr); } }
@media (min-width: 768px) { .home-stage-list { grid-template-columns: repeat(3, 1fr); } }
.home-stage { display: flex; gap: 12px; align-items: flex-start; }
.home-stage-number { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%; border: 1px solid var(--tw-text-secondary, rgba(0,0,0,.68)); color: var(--tw-text-secondary, rgba(0,0,0,.68)); font-size: 14px; }
.home-stage h3 { margin: 2px 0 4px; font-size: 16px; font-weight: 600; }
.home-stage p { margin: 0; color: var(--tw-text-secondary, rgba(0,0,0,.68)); }
`;

export function installHomeStyles(): void {
  installStyleSheet('teamwear-home-styles', CSS);
}
