import { installStyleSheet } from '@teamwear/shared/ui';

/** Page-level styles: the chrome and the plain controls drawn without antd (light-ui), all on
 *  the `--tw-*` theme variables (app/chrome-theme.ts); the defaults below are the light theme
 *  before the variables are set. */
const CSS = `
:root { --tw-primary: #10b981; --tw-on-primary: #111827; --tw-link: #047857; --tw-bg-layout: #f5f5f5; --tw-bg: #fff; --tw-border: #f0f0f0; --tw-text: rgba(0,0,0,.88); --tw-text-secondary: rgba(0,0,0,.68); --tw-radius: 6px; --tw-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
html, body { margin: 0; }
body { background: var(--tw-bg-layout); color: var(--tw-text); font-family: var(--tw-font); font-size: 14px; line-height: 1.5715; }
.public-layout { min-height: 100vh; display: flex; flex-direction: column; }
.public-content { flex: 1; min-height: calc(100vh - 65px); } /* the footer starts below the fold: a page filling in does not push it around */
.public-header, .me-topbar { background: var(--tw-bg); border-bottom: 1px solid var(--tw-border); position: sticky; top: 0; z-index: 100; }
.public-header-bar { display: flex; align-items: center; gap: 24px; max-width: 1200px; margin: 0 auto; padding: 12px 16px; box-sizing: border-box; min-height: 65px; }
.public-header-nav { flex: 1; }
.public-header-actions { margin-left: auto; }
.public-nav { display: flex; gap: 24px; list-style: none; margin: 0; padding: 0; }
.public-nav-vertical { flex-direction: column; gap: 8px; }
.public-nav-link { color: var(--tw-text); text-decoration: none; padding: 4px 0; }
.public-nav-link:hover { color: var(--tw-link); }
.public-nav-popup { min-width: 220px; }
.public-footer { background: var(--tw-bg); border-top: 1px solid var(--tw-border); }
.public-footer-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 24px 32px; max-width: 1200px; margin: 0 auto; padding: 32px 16px; box-sizing: border-box; }
.public-footer-brand { grid-column: 1 / -1; }
@media (min-width: 768px) { .public-footer-grid { grid-template-columns: 2fr 1fr 1fr; } .public-footer-brand { grid-column: auto; } }
.public-footer-heading { font-size: 16px; font-weight: 600; margin: 0 0 8px; }
.footer-links { list-style: none; margin: 0; padding: 0; line-height: 2; color: var(--tw-text-secondary); }
.footer-social { display: flex; flex-wrap: wrap; gap: 0 16px; }
.footer-links a { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
.footer-links a:hover { color: var(--tw-link); }
.footer-links a:focus-visible { outline: 2px solid var(--tw-link); outline-offset: 2px; }
.logo-button { border: 0; padding: 0; background: none; cursor: pointer; border-radius: 8px; }
.tw-row { display: flex; align-items: center; gap: 8px; }
.tw-stack { display: flex; flex-direction: column; gap: 8px; margin-top: 12px; }
.tw-text-secondary { color: var(--tw-text-secondary); }
.tw-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; box-sizing: border-box; height: 32px; padding: 4px 15px; border: 1px solid #d9d9d9; border-radius: var(--tw-radius); background: var(--tw-bg); color: var(--tw-text); font: inherit; line-height: 1; text-decoration: none; white-space: nowrap; cursor: pointer; transition: border-color .2s, color .2s, background .2s; }
.dark .tw-button { border-color: #424242; }
.tw-button:hover { border-color: var(--tw-primary); color: var(--tw-link); }
.tw-button-primary, .tw-button-primary:hover { background: var(--tw-primary); border-color: var(--tw-primary); color: var(--tw-on-primary); }
.tw-button-primary:hover { filter: brightness(1.08); }
.tw-button-block { display: flex; width: 100%; }
.tw-button-icon { width: 32px; padding: 0; }
.tw-button-large { height: 40px; padding: 6px 20px; font-size: 16px; }
.tw-button:focus-visible, .tw-select:focus-visible, .tw-menu-item:focus-visible, .public-nav-link:focus-visible, .logo-button:focus-visible { outline: 2px solid var(--tw-link); outline-offset: 2px; }
.tw-select { height: 32px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: var(--tw-radius); background: var(--tw-bg); color: var(--tw-text); font: inherit; cursor: pointer; }
.dark .tw-select { border-color: #424242; }
.tw-menu-anchor { position: relative; }
.tw-popup { position: absolute; top: calc(100% + 4px); z-index: 1050; background: var(--tw-bg); color: var(--tw-text); border-radius: 8px; box-shadow: 0 6px 16px rgba(0,0,0,.12), 0 3px 6px -4px rgba(0,0,0,.16); padding: 12px; min-width: 200px; }
.dark .tw-popup { background: #1f1f1f; }
.tw-popup-end { right: 0; }
.tw-popup-start { left: 0; }
.tw-identity { display: flex; flex-direction: column; padding: 0 4px 8px; border-bottom: 1px solid var(--tw-border); margin-bottom: 4px; }
.tw-menu { list-style: none; margin: 0; padding: 0; }
.tw-menu-item { display: block; width: 100%; box-sizing: border-box; padding: 6px 8px; border: 0; border-radius: 4px; background: none; color: var(--tw-text); font: inherit; text-align: left; text-decoration: none; cursor: pointer; }
.tw-menu-item:hover, .tw-menu-item:focus { background: rgba(0,0,0,.05); }
.dark .tw-menu-item:hover, .dark .tw-menu-item:focus { background: rgba(255,255,255,.08); }
.tw-menu-divider { height: 1px; margin: 4px 0; background: var(--tw-border); }
.tw-dialog { border: 0; border-radius: 8px; padding: 0; background: var(--tw-bg); color: var(--tw-text); box-shadow: 0 6px 16px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05); }
.tw-dialog::backdrop { background: rgba(0,0,0,.45); }
.tw-dialog-body { padding: 20px 24px; }
.tw-dialog-title { margin: 0 0 8px; font-size: 16px; font-weight: 600; }
.tw-dialog-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 12px; }
.tw-sign-out-dialog { width: 450px; max-width: none; box-sizing: border-box; }
@media (max-width: 639.98px) { .tw-sign-out-dialog { width: 90vw; } }
.tw-cart-button { position: relative; }
.tw-cart-badge { position: absolute; top: -4px; right: -4px; min-width: 18px; height: 18px; padding: 0 5px; box-sizing: border-box; border-radius: 9px; background: #b42318; color: #fff; font-size: 11px; font-weight: 700; line-height: 18px; text-align: center; }
.tw-cart-panel { margin: 0 0 0 auto; height: 100vh; max-height: none; width: 420px; max-width: 100vw; border-radius: 0; box-sizing: border-box; }
.tw-cart-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 12px; }
.tw-cart-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.tw-cart-item { display: grid; grid-template-columns: 64px 1fr; gap: 8px 12px; align-items: center; padding-bottom: 12px; border-bottom: 1px solid var(--tw-border); }
.tw-cart-item-text { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.tw-cart-item-actions { grid-column: 1 / -1; display: flex; gap: 8px; justify-content: flex-end; }
.tw-cart-picture { width: 64px; height: 64px; object-fit: contain; border-radius: 6px; background: var(--tw-bg-layout); display: inline-flex; align-items: center; justify-content: center; font-weight: 700; font-size: 24px; color: var(--tw-text-secondary); }
.tw-cart-empty { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.tw-cart-empty-title { font-size: 16px; font-weight: 600; margin: 0; }
.tw-page-spinner { display: flex; align-items: center; justify-content: center; min-height: 40vh; }
.tw-spinner { width: 40px; height: 40px; border-radius: 50%; border: 4px solid rgba(0,0,0,.08); border-top-color: var(--tw-primary); animation: tw-spin 0.8s linear infinite; }
@keyframes tw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .tw-spinner { animation-duration: 2.4s; } }
.tw-status { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 48px 24px; text-align: center; }
.tw-status-icon { display: inline-flex; align-items: center; justify-content: center; width: 64px; height: 64px; border: 4px solid; border-radius: 50%; font-size: 36px; font-weight: 700; }
.tw-status-title { margin: 0; font-size: 24px; font-weight: 600; }
.tw-status-detail { margin: 0; color: var(--tw-text-secondary); }
/* antd's text button (the signed-in top bar's icon buttons) */
.tw-button-text, .dark .tw-button-text { border-color: transparent; background: transparent; }
.tw-button-text:hover { border-color: transparent; color: var(--tw-text); background: rgba(0,0,0,.04); }
.tw-button-text:active { background: rgba(0,0,0,.15); }
.dark .tw-button-text:hover { background: rgba(255,255,255,.08); }
.dark .tw-button-text:active { background: rgba(255,255,255,.18); }
/* The signed-in frame (layouts/me), as antd's Layout drew it */
.me-layout { display: flex; flex-direction: column; min-height: 100vh; background: var(--tw-bg-layout); }
.me-topbar-bar { display: flex; align-items: center; gap: 16px; height: 60px; padding: 0 16px; }
.me-topbar-actions { display: flex; align-items: center; gap: 8px; margin-left: auto; }
.me-content { flex: auto; min-width: 0; padding: 24px; }
.me-page-title { margin: 0 0 .5em; color: var(--tw-text); font-weight: 600; font-size: 28px; line-height: 1.2105263157894737; }
.me-sidebar { background: var(--tw-bg); border-right: 1px solid var(--tw-border); padding: 12px 8px; box-sizing: border-box; flex: none; }
.me-sidebar[hidden] { display: none; }
.me-sidebar-floating { position: fixed; top: 60px; bottom: 0; left: 0; z-index: 999; box-shadow: 0 8px 24px rgba(0,0,0,.18); overflow-y: auto; }
.me-sidebar-mask { position: fixed; inset: 60px 0 0 0; background: rgba(0,0,0,.35); z-index: 998; }
.swatch { width: 28px; height: 28px; border-radius: 50%; border: 2px solid var(--tw-bg); box-shadow: 0 0 0 1px rgba(0,0,0,.15); cursor: pointer; display: inline-flex; align-items: center; justify-content: center; padding: 0; }
.skip-link { position: absolute; left: -9999px; top: 8px; z-index: 3000; background: #fff; padding: 8px 12px; }
.skip-link:focus { left: 8px; }
::view-transition-old(root), ::view-transition-new(root) { animation-duration: 300ms; }
`;

export function installGlobalStyles(): void {
  installStyleSheet('teamwear-global-styles', CSS);
}
