import { Texture } from 'pixi.js';
import { findPattern } from '@teamwear/design/patterns';
import { designerAssetUrl } from './asset-url';

type Listener = () => void;

/**
 * Textures the scene draws from pictures: pattern tiles and layer images. Each source is
 * loaded once and kept for the page's life (patterns are small, and a design rarely holds
 * many pictures); the scene asks synchronously and is told when a picture arrives.
 */
export class TextureStore {
  private readonly textures = new Map<string, Texture>();
  private readonly failed = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private destroyed = false;
  private loadedCount = 0;

  /** Pictures still on their way: the canvas is not final while this is above 0. */
  get pending(): number {
    return this.loading.size;
  }

  /** Grows by one whenever a picture arrives or fails: part of the scene's cache keys. */
  get version(): number {
    return this.loadedCount;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The pattern tile's texture, or null (not loaded yet, or unknown id: the part stays plain). */
  pattern(id: string): Texture | null {
    const entry = findPattern(id);
    return entry ? this.get(designerAssetUrl(entry.file)) : null;
  }

  /** The texture of a picture URL (http(s), site path or data URL), or null while it loads or when it failed. */
  get(src: string): Texture | null {
    if (!src) return null;
    const texture = this.textures.get(src);
    if (texture) return texture;
    if (!this.failed.has(src) && !this.loading.has(src)) this.load(src);
    return null;
  }

  hasFailed(src: string): boolean {
    return this.failed.has(src);
  }

  patternFailed(id: string): boolean {
    const entry = findPattern(id);
    return !entry || this.failed.has(designerAssetUrl(entry.file));
  }

  /** Resolves when every picture asked for so far has arrived or failed. */
  async settled(): Promise<void> {
    while (this.loading.size > 0) await Promise.all([...this.loading.values()]);
  }

  private load(src: string) {
    const promise = loadImage(src)
      .then((image) => {
        if (this.destroyed) return;
        this.textures.set(src, Texture.from(image));
      })
      .catch(() => {
        this.failed.add(src);
      })
      .finally(() => {
        this.loading.delete(src);
        this.loadedCount += 1;
        if (!this.destroyed) for (const listener of [...this.listeners]) listener();
      });
    this.loading.set(src, promise);
  }

  destroy() {
    this.destroyed = true;
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
    this.listeners.clear();
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Pattern tiles come from the designer's origin, not the page's: CORS keeps the canvas exportable.
    if (!src.startsWith('data:')) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src.slice(0, 80)}`));
    image.src = src;
  });
}
