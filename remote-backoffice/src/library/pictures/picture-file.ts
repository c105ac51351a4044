/** What the library takes (the API checks the bytes again). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/** A file as a data URL, the upload's form. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A picture's size in pixels as the browser draws it; an SVG without one is taken as a square of 1000. */
export function pictureSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const image = new Image();
    const fallback = { width: 1000, height: 1000 };
    image.onload = () => resolve(image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: Math.min(10_000, image.naturalWidth), height: Math.min(10_000, image.naturalHeight) } : fallback);
    image.onerror = () => resolve(fallback);
    image.src = dataUrl;
  });
}

/** Tags typed with commas or new lines: each trimmed, empty ones left out, each once. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((tag) => tag.trim()).filter(Boolean))];
}
