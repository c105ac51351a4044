// What Pixi needs as it starts, beside its core: the event system (pointer events on the scene's
// layers and handles) and the WebGL renderer. The application starts with `skipExtensionImports`
// (use-pixi-application), so Pixi does not download its whole browser environment: accessibility
// (the studio's canvas is aria-hidden; its panels and keys are the accessible way in), DOM
// containers, filters and masks, none of which the studio draws with. StudioCanvas asks for this
// module as soon as it loads, so it comes while React draws; the application waits for it.
import 'pixi.js/events';
import { getMaxFragmentPrecision, isWebGLSupported } from 'pixi.js';
import { whenIdle } from '../scheduling/when-idle';

export { WebGLRenderer } from 'pixi.js';

/**
 * Pixi's two probes of the GPU before its renderer starts, each in an idle task of its own ahead
 * of `app.init`: the WebGL check (a throwaway context, lost at once) and the fragment precision
 * (a test context kept for it). Both keep their answer, so init reads it instead of making them
 * inside its own task, which on a phone was the studio's longest after Pixi's evaluation (issue
 * 41: 61 ms observed at load 4, of which these 16 ms); each alone is a short task. Pixi answers
 * exactly as it would inside init: the same calls with the same defaults.
 */
export async function probeGpuAhead(): Promise<void> {
  await whenIdle();
  isWebGLSupported();
  await whenIdle();
  getMaxFragmentPrecision();
  // init in a task of its own, not after the last probe.
  await whenIdle();
}
