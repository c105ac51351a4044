// Pixi-free, so panels and thumbnails can point at the designer's files without the renderer.

declare const __webpack_public_path__: string | undefined;

/** Where the designer's static files are served from (its own origin when loaded as a remote). */
export function designerAssetUrl(relative: string): string {
  let base = '';
  try {
    base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  } catch {
    base = '';
  }
  if (base && !base.endsWith('/')) base += '/';
  return `${base}${relative}`;
}
