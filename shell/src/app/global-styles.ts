/** The few page-level styles antd's tokens do not cover: layout chrome, sidebar modes, swatches. */
const CSS = `
html, body { margin: 0; }
body { background: var(--ant-color-bg-layout, #f5f5f5); }
.public-header, .me-topbar { background: var(--ant-color-bg-container, #fff); border-bottom: 1px solid var(--ant-color-border-secondary, #f0f0f0); position: sticky; top: 0; z-index: 100; }
.public-nav-link { color: var(--ant-color-text, rgba(0,0,0,.88)); text-decoration: none; padding: 4px 0; }
.public-nav-link:hover { color: var(--ant-color-primary); }
.public-nav-popup { background: var(--ant-color-bg-elevated, #fff); padding: 12px 16px; border-radius: 8px; box-shadow: 0 6px 16px rgba(0,0,0,.12); }
.public-footer { background: var(--ant-color-bg-container, #fff); border-top: 1px solid var(--ant-color-border-secondary, #f0f0f0); }
.footer-links { list-style: none; margin: 0; padding: 0; line-height: 2; color: var(--ant-color-text-secondary); }
.logo-button { border: 0; padding: 0; background: none; cursor: pointer; border-radius: 8px; }
.me-sidebar { background: var(--ant-color-bg-container, #fff); border-right: 1px solid var(--ant-color-border-secondary, #f0f0f0); padding: 12px 8px; box-sizing: border-box; flex: none; }
.me-sidebar[hidden] { display: none; }
.me-sidebar-floating { position: fixed; top: 60px; bottom: 0; left: 0; z-index: 999; box-shadow: 0 8px 24px rgba(0,0,0,.18); overflow-y: auto; }
.me-sidebar-mask { position: fixed; inset: 60px 0 0 0; background: rgba(0,0,0,.35); z-index: 998; }
.swatch { width: 28px; height: 28px; border-radius: 50%; border: 2px solid var(--ant-color-bg-container, #fff); box-shadow: 0 0 0 1px rgba(0,0,0,.15); cursor: pointer; display: inline-flex; align-items: center; justify-content: center; padding: 0; }
.skip-link { position: absolute; left: -9999px; top: 8px; z-index: 3000; background: #fff; padding: 8px 12px; }
.skip-link:focus { left: 8px; }
::view-transition-old(root), ::view-transition-new(root) { animation-duration: 300ms; }
`;

export function installGlobalStyles(): void {
  if (document.getElementById('teamwear-global-styles')) return;
  const style = document.createElement('style');
  style.id = 'teamwear-global-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
