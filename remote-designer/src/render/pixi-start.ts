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
  // What follows (prepareContextAhead) starts in a task of its own, not after the last probe.
}

/** The canvas and WebGL context the application is handed (Pixi's `canvas` and `context`). */
export interface PreparedContext {
  canvas: HTMLCanvasElement;
  /** WebGL 2's, or WebGL 1's where there is none: Pixi's option is typed as WebGL 2's, and Pixi
   *  tells the two apart itself (GlContextSystem.initFromContext). */
  context: WebGL2RenderingContext;
}

/**
 * The application's WebGL context, made in an idle task of its own, and its extensions asked for
 * in the next: `app.init` made both in its own task, the studio's longest after Pixi's evaluation
 * on a phone once the probes had gone (issue 41: the context 19 ms, its extensions about as much
 * again, at Lighthouse's ×4 a task of 150 ms). The context has the attributes Pixi gives its own
 * (GlContextSystem: WebGL 2 first, alpha for a transparent background, premultiplied, stencil,
 * no preserved buffer) and `antialias` as the application asks; the extensions are Pixi's list, so
 * that when init asks again the browser hands back the ones it has already enabled. Null when
 * the browser makes no context: init then tries itself, and fails as it always did.
 */
export async function prepareContextAhead(antialias: boolean): Promise<PreparedContext | null> {
  await whenIdle();
  const canvas = document.createElement('canvas');
  const attributes: WebGLContextAttributes = {
    alpha: true,
    premultipliedAlpha: true,
    antialias,
    stencil: true,
    preserveDrawingBuffer: false,
    powerPreference: 'default',
  };
  const context = canvas.getContext('webgl2', attributes) ?? canvas.getContext('webgl', attributes);
  if (!context) return null;
  // The extensions in a task of their own: on a software GPU enabling them is about as long as the context.
  await whenIdle();
  for (const name of PIXI_EXTENSIONS) context.getExtension(name);
  await whenIdle();
  return { canvas, context: context as WebGL2RenderingContext };
}

/** What GlContextSystem.getExtensions asks for (Pixi 8), WebGL 1's and 2's together. */
const PIXI_EXTENSIONS = [
  'EXT_texture_filter_anisotropic',
  'OES_texture_float_linear',
  'WEBGL_compressed_texture_s3tc',
  'WEBGL_compressed_texture_s3tc_srgb',
  'WEBGL_compressed_texture_etc',
  'WEBGL_compressed_texture_etc1',
  'WEBGL_compressed_texture_pvrtc',
  'WEBKIT_WEBGL_compressed_texture_pvrtc',
  'WEBGL_compressed_texture_atc',
  'WEBGL_compressed_texture_astc',
  'EXT_texture_compression_bptc',
  'EXT_texture_compression_rgtc',
  'WEBGL_lose_context',
  'EXT_color_buffer_float',
  'WEBGL_provoking_vertex',
  'WEBGL_draw_buffers',
  'WEBGL_depth_texture',
  'OES_vertex_array_object',
  'OES_element_index_uint',
  'OES_texture_float',
  'OES_texture_half_float',
  'OES_texture_half_float_linear',
  'ANGLE_instanced_arrays',
  'EXT_sRGB',
];
