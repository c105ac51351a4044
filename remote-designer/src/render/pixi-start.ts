// What Pixi needs as it starts, beside its core: the event system (pointer events on the scene's
// layers and handles) and the WebGL renderer. The application starts with `skipExtensionImports`
// (use-pixi-application), so Pixi does not download its whole browser environment: accessibility
// (the studio's canvas is aria-hidden; its panels and keys are the accessible way in), DOM
// containers, filters and masks, none of which the studio draws with. StudioCanvas asks for this
// module as soon as it loads, so it comes while React draws; the application waits for it.
import 'pixi.js/events';

export { WebGLRenderer } from 'pixi.js';
