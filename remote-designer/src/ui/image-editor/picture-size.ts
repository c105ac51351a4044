/** The size a picture draws at on its own (an SVG's width and height, a bitmap's pixels); 512 square when it cannot be read. */
export function pictureSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth || 512, height: image.naturalHeight || 512 });
    image.onerror = () => resolve({ width: 512, height: 512 });
    image.src = src;
  });
}
