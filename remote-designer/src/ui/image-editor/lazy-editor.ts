import { preloadable } from '../lazy/preloadable';

// The editor's code (its controls, the colour maths it shows) is downloaded when it is first opened
// or its button pointed at: not part of the studio's first load (bench: `npm run bench -- bytes`).
export const LazyImageEditor = preloadable(() => import('./ImageEditor').then((module) => module.ImageEditor));
