import type { Language } from '@teamwear/shared/i18n';
import { FRAME_CSS } from './frame-styles';
import { loaderStrings } from './strings';

/** What the loader shows in the element until the studio draws itself, or instead of it. */
export type FrameStatus = { kind: 'loading' } | { kind: 'failed'; retry: () => void } | { kind: 'setup' } | { kind: 'none' };

export interface Frame {
  shadowRoot: ShadowRoot;
  /** Where the studio draws (the embed host's React root goes in here). */
  root: HTMLElement;
  show(status: FrameStatus): void;
  setLocale(locale: Language): void;
  remove(): void;
}

/** The page's style sheet for the frame: adopted (no <style> element, so a partner's CSP without
 *  'unsafe-inline' allows it), or a <style> element where the browser cannot adopt sheets. */
function addStyles(shadowRoot: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(FRAME_CSS);
    shadowRoot.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = FRAME_CSS;
    shadowRoot.appendChild(style);
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

/**
 * The studio's place in the partner's element: an element of ours inside it (the partner's own
 * element keeps whatever it has), with a shadow root, so that the partner's CSS cannot restyle the
 * studio and the studio's cannot touch the partner's page.
 */
export function openFrame(target: Element, initialLocale: Language): Frame {
  const host = document.createElement('div');
  host.setAttribute('data-teamwear-studio', '');
  const shadowRoot = host.attachShadow({ mode: 'open' });
  addStyles(shadowRoot);
  const frame = element('div', 'frame');
  frame.setAttribute('role', 'region');
  const status = element('div', 'status');
  const root = element('div', 'app');
  root.style.height = '100%';
  frame.append(status, root);
  shadowRoot.appendChild(frame);
  target.appendChild(host);

  let locale = initialLocale;
  let current: FrameStatus = { kind: 'none' };
  const draw = () => {
    const strings = loaderStrings(locale);
    frame.lang = locale === 'kh' ? 'km' : 'en';
    frame.setAttribute('aria-label', strings.region);
    status.replaceChildren();
    status.hidden = current.kind === 'none';
    status.removeAttribute('role');
    if (current.kind === 'loading') {
      status.setAttribute('role', 'status');
      status.append(element('div', 'spinner'), element('p', 'detail', strings.loading));
    } else if (current.kind === 'failed' || current.kind === 'setup') {
      status.setAttribute('role', 'alert');
      const failed = current.kind === 'failed';
      status.append(element('p', 'title', failed ? strings.failedTitle : strings.setupTitle), element('p', 'detail', failed ? strings.failedDetail : strings.setupDetail));
      if (current.kind === 'failed') {
        const retry = element('button', 'retry', strings.retry);
        retry.type = 'button';
        retry.addEventListener('click', current.retry);
        status.append(retry);
      }
    }
  };
  draw();

  return {
    shadowRoot,
    root,
    show(next) {
      current = next;
      draw();
    },
    setLocale(next) {
      locale = next;
      draw();
    },
    remove() {
      host.remove();
    },
  };
}
