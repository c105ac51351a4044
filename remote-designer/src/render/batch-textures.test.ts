import type { GlLimitsSystem as Limits, WebGLRenderer } from 'pixi.js';

// Pixi reads the browser's navigator as it loads: Node 20 has none.
let GlLimitsSystem: typeof Limits;
let MAX_BATCH_TEXTURES: number;
beforeAll(async () => {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  ({ GlLimitsSystem } = await import('pixi.js'));
  ({ MAX_BATCH_TEXTURES } = await import('./batch-textures'));
});

/** The shaders a fake context was asked to compile. */
let compiled: string[] = [];

/** A WebGL2 context that reports `units` texture units and compiles any shader of at most `maxIfs` `if`s. */
function rendererWith(units: number, maxIfs = Infinity): WebGLRenderer {
  let source = '';
  const gl = {
    MAX_TEXTURE_IMAGE_UNITS: 0x8872,
    MAX_UNIFORM_BUFFER_BINDINGS: 0x8a2f,
    FRAGMENT_SHADER: 0x8b30,
    COMPILE_STATUS: 0x8b81,
    getParameter: (name: number) => (name === 0x8872 ? units : 24),
    createShader: () => ({}),
    shaderSource: (_shader: unknown, text: string) => {
      source = text;
    },
    compileShader: () => {
      compiled.push(source);
    },
    getShaderParameter: () => (source.match(/\bif\(/g) ?? []).length <= maxIfs,
    deleteShader: () => undefined,
  };
  return { gl, context: { webGLVersion: 2 } } as unknown as WebGLRenderer;
}

beforeEach(() => {
  compiled = [];
});

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

  it('is found by compiling a test shader of the capped count only, not of every unit', () => {
    const limits = new GlLimitsSystem(rendererWith(32));
    limits.contextChange();
    expect(compiled).toHaveLength(1);
    // Pixi's test: one `if` fewer than the count (the last branch is an else).
    expect((compiled[0]?.match(/\bif\(/g) ?? []).length).toBe(MAX_BATCH_TEXTURES - 1);
    expect(limits.maxUniformBindings).toBe(24);
  });

  it('comes down as Pixi’s does where the compiler takes fewer branches', () => {
    const limits = new GlLimitsSystem(rendererWith(32, 1));
    limits.contextChange();
    expect(limits.maxBatchableTextures).toBe(2);
  });
});
