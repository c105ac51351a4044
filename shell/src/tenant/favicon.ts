import { FAVICON_EDGE_WIDTH, FAVICON_SIZE, faviconLook, type BrowserScheme } from '@teamwear/shared/tenant/favicon-look';

/** The browser's colour scheme, which its tab strip follows. */
const DARK_SCHEME = '(prefers-color-scheme: dark)';
const browserScheme = (): BrowserScheme => (typeof matchMedia === 'function' && matchMedia(DARK_SCHEME).matches ? 'dark' : 'light');

/** Draws the shop's favicon (its first letter on its colour, with a light edge where a dark
 *  browser's tab strip would swallow the colour) and puts it on the page. */
export function applyFavicon(name: string, color: string | null, now = new Date(), scheme = browserScheme()): string | null {
  const look = faviconLook(name, color, now, scheme);
  const canvas = document.createElement('canvas');
  canvas.width = FAVICON_SIZE;
  canvas.height = FAVICON_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = look.background;
  context.beginPath();
  context.roundRect(0, 0, FAVICON_SIZE, FAVICON_SIZE, 9);
  context.fill();
  if (look.edge) {
    const inset = FAVICON_EDGE_WIDTH / 2;
    context.strokeStyle = look.edge;
    context.lineWidth = FAVICON_EDGE_WIDTH;
    context.beginPath();
    context.roundRect(inset, inset, FAVICON_SIZE - FAVICON_EDGE_WIDTH, FAVICON_SIZE - FAVICON_EDGE_WIDTH, 9 - inset);
    context.stroke();
  }
  context.fillStyle = look.foreground;
  context.font = `bold 30px system-ui, -apple-system, 'Segoe UI', 'Noto Sans Khmer', sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(look.letter, FAVICON_SIZE / 2, FAVICON_SIZE / 2 + 2);
  const href = canvas.toDataURL('image/png');
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.type = 'image/png';
  link.sizes = `${FAVICON_SIZE}x${FAVICON_SIZE}`;
  link.href = href;
  link.dataset.letter = look.letter;
  link.dataset.background = look.background;
  link.dataset.foreground = look.foreground;
  link.dataset.edge = look.edge ?? '';
  return href;
}

/** Runs `draw` once the page is idle (or after a second at most). */
function whenIdle(draw: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(draw, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(draw, 0);
  return () => clearTimeout(timer);
}

/** Draws the icon when the page is idle (a canvas and a PNG: the first paint does not need
 *  them), then again at the next 06:00 or 18:00 and when the browser turns dark or light, so an
 *  open tab follows the time of day and the tab strip. (A PNG, not an SVG with a
 *  prefers-color-scheme rule inside: Chrome draws an SVG icon on the page's main thread,
 *  api/src/tenancy/favicon-routes.ts.) */
export function keepFaviconCurrent(name: string, color: string | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const now = new Date();
    const next = new Date(now);
    next.setHours(now.getHours() < 6 ? 6 : now.getHours() < 18 ? 18 : 30, 0, 0, 0);
    timer = setTimeout(() => {
      applyFavicon(name, color);
      schedule();
    }, next.getTime() - now.getTime());
  };
  const cancelFirst = whenIdle(() => {
    applyFavicon(name, color);
    schedule();
  });
  const scheme = typeof matchMedia === 'function' ? matchMedia(DARK_SCHEME) : null;
  const schemeChanged = () => applyFavicon(name, color);
  scheme?.addEventListener('change', schemeChanged);
  return () => {
    cancelFirst();
    clearTimeout(timer);
    scheme?.removeEventListener('change', schemeChanged);
  };
}
