/**
 * The studio's frame inside its shadow root. The partner's style sheets do not reach into a shadow
 * root, but inherited properties do (font, colour, line height, alignment…), through the element
 * the shadow root is attached to, and a page may style that element too (`* { … !important }`).
 * `:host { all: initial !important }` stops both: inside a shadow root an !important rule wins over
 * the page's !important ones. The studio's own frame then sets what the shop's pages set on their
 * body. `contain: layout` keeps what the studio places on the screen (toasts, dialogs, the busy
 * overlay) within its element rather than over the partner's page.
 */
export const FRAME_CSS = `
:host { all: initial !important; display: block !important; position: relative !important; width: 100% !important; height: 100% !important; }
.frame { position: relative; height: 100%; contain: layout; background: #f5f5f5; color: rgba(0,0,0,.88); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Khmer', sans-serif; font-size: 14px; line-height: 1.5715; text-align: start; }
.frame:lang(km) { font-family: 'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.status { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; min-height: 320px; height: 100%; padding: 24px; box-sizing: border-box; text-align: center; }
.status[hidden] { display: none; }
.title { margin: 0; font-size: 18px; font-weight: 600; }
.detail { margin: 0; color: rgba(0,0,0,.68); max-width: 36em; }
.spinner { width: 36px; height: 36px; border-radius: 50%; border: 4px solid rgba(0,0,0,.08); border-top-color: #10b981; animation: spin .8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
.retry { font: inherit; height: 32px; padding: 4px 15px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: inherit; cursor: pointer; }
.retry:focus-visible { outline: 2px solid #047857; outline-offset: 2px; }
`;
