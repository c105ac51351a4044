import type { Design, DesignStore } from '@teamwear/design';
import { DRAFT_DEBOUNCE_MS } from './drafts';

export interface DraftWriter {
  /** Writes now, if the document changed since the last write. */
  flush(): void;
  /** Writes what is left and stops watching. */
  stop(): void;
}

/**
 * Hands the document of `store` to `write` once edits settle (DRAFT_DEBOUNCE_MS, then the page's
 * next idle moment), and at once
 * when the page is hidden or closed (a phone may never come back to it), never twice for the
 * same document. The studio on the shop and the studio on a partner's page keep drafts with it.
 */
export function writeDraftsOf(store: DesignStore, write: (doc: Design) => void): DraftWriter {
  let written = store.getState().doc;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: (() => void) | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    idle?.();
    idle = null;
  };
  const flush = () => {
    cancel();
    const doc = store.getState().doc;
    if (doc === written) return;
    written = doc;
    write(doc);
  };
  const unsubscribe = store.subscribe(() => {
    if (store.getState().doc === written) return;
    cancel();
    // Written when the page is idle: serialising the design must not hold up the frame of the
    // next click (a colour swatch, a tab), which may come just as the edits settle.
    timer = setTimeout(() => {
      timer = null;
      idle = whenIdle(flush);
    }, DRAFT_DEBOUNCE_MS);
  });
  const onHide = () => flush();
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onHide);
  return {
    flush,
    stop() {
      flush();
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}

/** Runs `task` when the browser is idle (within a second), or soon where it cannot say; returns what cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
