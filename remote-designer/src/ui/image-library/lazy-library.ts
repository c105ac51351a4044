import { preloadable } from '../lazy/preloadable';

// The library's dialog is downloaded when it is first opened or its button pointed at: not part of
// the studio's first load (bench: `npm run bench -- bytes`).
export const LazyImageLibrary = preloadable(() => import('./ImageLibraryDialog').then((module) => module.ImageLibraryDialog));
