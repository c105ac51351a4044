import type { GlLimitsSystem as Limits, WebGLRenderer } from 'pixi.js';

// Pixi reads the browser's navigator as it loads: Node 20 has none.
let GlLimitsSystem: typeof Limits;
let MAX_BATCH_TEXTURES: number;
beforeAll(async () => {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  ({ GlLimitsSystem } = await import('pixi.js'));
  ({ MAX_BATCH_TEXTURES } = await import('./batch-textures'));
});

/** A WebGL2 context that reports `units` texture units and compiles any shader. */
function rendererWith(units: number): WebGLRenderer {
  const gl = {
    MAX_TEXTURE_IMAGE_UNITS: 0x8872,
    MAX_UNIFORM_BUFFER_BINDINGS: 0x8a2f,
    FRAGMENT_SHADER: 0x8b30,
    COMPILE_STATUS: 0x8b81,
    getParameter: (name: number) => (name === 0x8872 ? units : 24),
    createShader: () => ({}),
    shaderSource: () => undefined,
    compileShader: () => undefined,
    getShaderParameter: () => true,
    deleteShader: () => undefined,
  };
  return { gl, context: { webGLVersion: 2 } } as unknown as WebGLRenderer;
}

describe('the batches’ texture count', () => {
  it('is capped on a GPU that offers more units (SwiftShader offers 32)', () => {
    const limits = new GlLimitsSystem(rendererWith(32));
    limits.contextChange();
    expect(limits.maxBatchableTextures).toBe(MAX_BATCH_TEXTURES);
    // Only the batches are capped: a shader may still use every unit.
    expect(limits.maxTextures).toBe(32);
  });

  it('stays what a smaller GPU offers', () => {
    const limits = new GlLimitsSystem(rendererWith(2));
    limits.contextChange();
    expect(limits.maxBatchableTextures).toBe(2);
  });
});
