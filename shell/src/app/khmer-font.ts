import regular from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2';
import bold from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2';

let loading: Promise<void> | undefined;

/** Loads the Khmer UI font the first time Khmer is chosen; English visitors never download it. */
export function loadKhmerFont(): Promise<void> {
  loading ??= Promise.all(
    [
      ['400', regular],
      ['700', bold],
    ].map(async ([weight, url]) => {
      const face = new FontFace('Noto Sans Khmer', `url(${url}) format('woff2')`, { weight, display: 'swap' });
      document.fonts.add(await face.load());
    }),
  )
    .then(() => undefined)
    .catch((error: unknown) => {
      // The system's Khmer font (if any) still renders the text.
      console.warn('[shell] the Khmer font could not be loaded', error);
    });
  return loading;
}
