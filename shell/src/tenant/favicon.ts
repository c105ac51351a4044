import { FAVICON_SIZE, faviconLook } from '@teamwear/shared/tenant/favicon-look';

/** Draws the shop's favicon (its first letter on its colour) and puts it on the page. */
export function applyFavicon(name: string, color: string | null, now = new Date()): string | null {
  const look = faviconLook(name, color, now);
  const canvas = document.createElement('canvas');
  canvas.width = FAVICON_SIZE;
  canvas.height = FAVICON_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = look.background;
  context.beginPath();
  context.roundRect(0, 0, FAVICON_SIZE, FAVICON_SIZE, 9);
  context.fill();
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
 *  them), then again at the next 06:00 or 18:00, so an open tab follows the time of day. */
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
  return () => {
    cancelFirst();
    clearTimeout(timer);
  };
}
