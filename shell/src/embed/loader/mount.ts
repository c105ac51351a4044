import type { Language } from '@teamwear/shared/i18n';
import type { HostHandle, MountOptions, StudioEvent, StudioHandle } from '../contract';
import { openFrame } from './frame';
import { loadHost } from './host-script';
import { checkOptions, isLocale } from './options';

/** Where the loader was served from: the shop, whose API and pages the studio uses. */
export interface LoaderOrigin {
  origin: string;
  /** The loader's nonce under a partner's CSP with nonces, for the scripts it adds. */
  nonce: string;
}

/** The partner's onEvent, called so that a mistake in it cannot break the studio. */
function eventSink(onEvent: MountOptions['onEvent']): (event: StudioEvent) => void {
  return (event) => {
    if (event.type === 'error') console.error(`[TeamwearDesigner] ${event.code}: ${event.message}`);
    if (!onEvent) return;
    try {
      onEvent({ ...event });
    } catch (error) {
      console.error('[TeamwearDesigner] the page’s onEvent threw', error);
    }
  };
}

let mounted = false;

/** TeamwearDesigner.mount(element, options): the studio in the element, and a handle on it. */
export function mountStudio(loader: LoaderOrigin, element: unknown, given: unknown): StudioHandle {
  // Nothing can be shown without an element: this one is thrown, for the developer to see at once.
  if (typeof element !== 'object' || element === null || (element as Node).nodeType !== Node.ELEMENT_NODE) {
    throw new TypeError('TeamwearDesigner.mount(element, options): element must be the element of the page to draw the studio in');
  }
  // The studio's strings, theme and stores are one per page, as on the shop's own pages.
  if (mounted) throw new Error('TeamwearDesigner.mount: a studio is already mounted on this page; unmount() it first');
  mounted = true;

  const checked = checkOptions(given);
  let locale: Language = checked.ok ? checked.options.locale : checked.locale;
  const frame = openFrame(element as Element, locale);
  const emit = eventSink(checked.ok ? checked.options.onEvent : checked.onEvent);
  let host: HostHandle | null = null;
  let gone = false;

  if (!checked.ok) {
    frame.show({ kind: 'setup' });
    emit({ type: 'error', code: 'INVALID_OPTIONS', message: checked.problem });
  } else {
    const { options } = checked;
    const start = () => {
      frame.show({ kind: 'loading' });
      loadHost(`${loader.origin}/embed/studio-host.js`, loader.nonce).then(
        (loaded) => {
          if (gone) return;
          host = loaded.mount({
            shop: { key: options.shop, origin: loader.origin },
            garment: options.garment,
            locale,
            design: options.design,
            shadowRoot: frame.shadowRoot,
            root: frame.root,
            shown: () => frame.show({ kind: 'none' }),
            failed: (reason) => {
              host?.unmount();
              host = null;
              fail(reason);
            },
            emit,
          });
        },
        (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
      );
    };
    const fail = (reason: string) => {
      if (gone) return;
      frame.show({ kind: 'failed', retry: start });
      emit({ type: 'error', code: 'LOAD_FAILED', message: reason });
    };
    start();
  }

  return {
    unmount() {
      if (gone) return;
      gone = true;
      mounted = false;
      host?.unmount();
      frame.remove();
    },
    getDesign() {
      return host?.getDesign() ?? null;
    },
    setLocale(next) {
      if (!isLocale(next)) {
        emit({ type: 'error', code: 'INVALID_OPTIONS', message: `setLocale: locale must be 'en' or 'kh', not ${JSON.stringify(next)}` });
        return;
      }
      locale = next;
      frame.setLocale(next);
      host?.setLocale(next);
    },
  };
}
