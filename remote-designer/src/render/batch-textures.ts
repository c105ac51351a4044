import { checkMaxIfStatementsInShader, GlLimitsSystem, type WebGLRenderer } from 'pixi.js';

/**
 * How many textures Pixi's WebGL batches may hold: at most this many, whatever the GPU offers.
 *
 * Pixi compiles its batch shaders with one sampler per batchable texture and picks the
 * fragment's texture with a chain of `if (vTextureId < i.5)` — as many as the GPU has units
 * (32 on SwiftShader, the software GPU of a browser without a usable one). A software GPU runs
 * that whole chain for every pixel of every fill: on the studio's heaviest scene a frame took
 * 84 ms with 32 samplers and 31 ms with 4 (836×768 px, MSAA), the same picture either way — the
 * batches only split where a frame uses more textures than this (the scene's patterns, gradients
 * and texts: 8 draw calls instead of 7). A real GPU hardly notices either.
 *
 * Pixi 8 offers no option for it: its limits system works the figure out when the WebGL context
 * comes (`contextChange`, before the batchers and the graphics shader are made, which read it),
 * and this sets it there, for every renderer this page makes. Pixi's own contextChange, but for
 * the cap: it compiled a test shader of as many `if`s as the GPU has units to find how many its
 * compiler takes (32 on SwiftShader, 2–4 ms of the WebGL start on a phone) and then the cap
 * threw most of them away; this tests the capped count only. Imported before any renderer
 * starts (StudioCanvas).
 */
export const MAX_BATCH_TEXTURES = 4;

GlLimitsSystem.prototype.contextChange = function capBatchTextures(this: GlLimitsSystem) {
  const renderer = (this as unknown as { _renderer: WebGLRenderer })._renderer;
  const gl = renderer.gl;
  this.maxTextures = gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS) as number;
  this.maxBatchableTextures = checkMaxIfStatementsInShader(Math.min(this.maxTextures, MAX_BATCH_TEXTURES), gl);
  this.maxUniformBindings = renderer.context.webGLVersion === 2 ? (gl.getParameter((gl as WebGL2RenderingContext).MAX_UNIFORM_BUFFER_BINDINGS) as number) : 0;
};
