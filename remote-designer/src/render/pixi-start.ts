// What Pixi downloads as it starts: its browser environment (events, accessibility, filters) and
// the WebGL renderer. Pixi asks for them only once the canvas mounts, after the studio's first
// render; StudioCanvas asks for this module as soon as it loads, so they come while React draws.
import 'pixi.js/browser';

export { WebGLRenderer } from 'pixi.js';
