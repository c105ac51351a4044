import { createRoot } from 'react-dom/client';
import { setApiBase, setShopKey } from '@teamwear/shared/api';
import { clearToasts } from '@teamwear/shared/ui';
import type { Design } from '@teamwear/design';
import type { HostHandle, HostMount } from '../contract';
import { EmbeddedApp } from './EmbeddedApp';
import { EmbedRoot } from './EmbedRoot';
import { showStudioLanguage } from './studio-language';

/**
 * One studio in the partner's element: the API pointed at the shop (by its key, without tokens),
 * its strings, then React inside the shadow root. Its handle is what the partner's page drives.
 */
export function mountStudio(request: HostMount): HostHandle {
  setApiBase(request.shop.origin);
  setShopKey(request.shop.key);
  const app = document.createElement('div');
  app.style.height = '100%';
  // antd's popups go beside the studio, inside the shadow root (its styles are there).
  const popups = document.createElement('div');
  request.root.replaceChildren(app, popups);
  const root = createRoot(app);
  let readDesign: (() => Design) | null = null;
  let gone = false;

  void showStudioLanguage(request.locale).then(
    () => {
      if (gone) return;
      root.render(
        <EmbedRoot shadowRoot={request.shadowRoot} popups={popups}>
          <EmbeddedApp
            request={request}
            onDesignReader={(read) => {
              readDesign = read;
            }}
          />
        </EmbedRoot>,
      );
    },
    (error: unknown) => {
      if (!gone) request.failed(`the studio’s strings could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    },
  );

  return {
    unmount() {
      gone = true;
      root.unmount();
      request.root.replaceChildren();
      clearToasts();
    },
    // A copy: the page cannot change the studio's document behind its back.
    getDesign: () => (readDesign ? structuredClone(readDesign()) : null),
    setLocale(language) {
      void showStudioLanguage(language);
    },
  };
}
