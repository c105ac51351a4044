import { fontNeedsOf } from './font-needs';
import { firstAsk, markPending } from './font-pending';

/**
 * A renderer's link to the font loader: `want` asks for the fonts of the texts drawn (the loader
 * and the API client load only once a text names a catalogue family, not with the studio), and
 * `onLoaded` hears which families came in, so that their texts are drawn again. A family asked
 * for the first time is pending until then: its texts are drawn without it meanwhile (fontStack),
 * never cached by the canvas in a fallback under the family's name.
 */
export function documentFonts(onLoaded: (families: readonly string[]) => void): {
  want(layers: readonly object[]): void;
  ready(layers: readonly object[]): Promise<void>;
  stop(): void;
} {
  let stopped = false;
  const load = async (layers: readonly object[]): Promise<void> => {
    const needs = fontNeedsOf(layers);
    if (needs.length === 0) return;
    const fresh = [...new Set(needs.map((need) => need.family))].filter(firstAsk);
    for (const family of fresh) markPending(family, 1);
    let families: string[] = [];
    try {
      const { loadFontsFor } = await import(/* webpackChunkName: "designer-font-loader" */ './font-loader');
      families = await loadFontsFor(layers);
    } catch (error) {
      console.warn('[designer] the font loader could not be loaded', error);
    } finally {
      for (const family of fresh) markPending(family, -1);
    }
    const changed = [...new Set([...families, ...fresh])];
    if (!stopped && changed.length > 0) onLoaded(changed);
  };
  return {
    want: (layers) => void load(layers),
    ready: load,
    stop: () => {
      stopped = true;
    },
  };
}
