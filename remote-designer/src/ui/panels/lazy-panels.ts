import { preloadable } from '../lazy/preloadable';

// Each panel's code, with what only it uses (the templates, the patterns, the layers' editors, the
// upload), is downloaded when the panel is first opened or its tab pointed at (hover, focus): the
// studio's first load is its header, the canvas, Pixi and the parts panel.
export const PartsPanel = preloadable(() => import('./PartsPanel').then((module) => module.PartsPanel));
export const OptionsPanel = preloadable(() => import('./OptionsPanel').then((module) => module.OptionsPanel));
export const LayersPanel = preloadable(() => import('./LayersPanel').then((module) => module.LayersPanel));
export const StripesPanel = preloadable(() => import('./StripesPanel').then((module) => module.StripesPanel));
export const PatternsPanel = preloadable(() => import('./PatternsPanel').then((module) => module.PatternsPanel));
export const FabricPanel = preloadable(() => import('./FabricPanel').then((module) => module.FabricPanel));
export const TemplatesPanel = preloadable(() => import('./TemplatesPanel').then((module) => module.TemplatesPanel));
export const SkinPanel = preloadable(() => import('./SkinPanel').then((module) => module.SkinPanel));

/** Each panel's code by the panel's id. */
export const PANEL_CODE = {
  parts: PartsPanel,
  options: OptionsPanel,
  layers: LayersPanel,
  stripes: StripesPanel,
  patterns: PatternsPanel,
  fabric: FabricPanel,
  templates: TemplatesPanel,
  skin: SkinPanel,
} as const;
