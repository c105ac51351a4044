// /embed.js: the script a partner's page includes to show the shop's design studio.
//
//   <script src="https://<shop>/embed.js"></script>
//   const studio = TeamwearDesigner.mount(element, { shop: 'angkor', garment: 'soccer', locale: 'en', onEvent });
//
// It stays small (a byte budget of its own: bench/bytes.mjs), as every page of the partner's site loads it: it checks the options, opens the studio's frame
// (a shadow root) in the element and loads the rest from the shop: the embed host (../host), which
// starts its own federation runtime and loads the designer remote.
import type { StudioHandle } from '../contract';
import { mountStudio, type LoaderOrigin } from './mount';

declare global {
  interface Window {
    TeamwearDesigner?: { mount(element: Element, options: unknown): StudioHandle };
  }
}

/** The shop this script was served by (read while it runs: document.currentScript is null later). */
function loaderOrigin(): LoaderOrigin {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src || document.querySelector<HTMLScriptElement>('script[src$="/embed.js"]')?.src || location.href;
  return { origin: new URL(src).origin, nonce: script?.nonce ?? '' };
}

// Included twice, the first copy stays: a studio it mounted keeps working.
if (!window.TeamwearDesigner) {
  const loader = loaderOrigin();
  window.TeamwearDesigner = Object.freeze({ mount: (element: Element, options: unknown) => mountStudio(loader, element, options) });
}
