// A design drawn as plain data (parts, stripes, patterns, shading, layers in garment units), for
// pictures drawn without Pixi: the studio's SVG thumbnails, the API's print files and proofs, the
// marketing site's garment pictures; and the geometry of a gradient paint, which the studio's
// canvas shares with it.
export { scenePaint, thumbnailScene } from './thumbnail-scene';
export type { GradientStopData, ScenePaint, ScenePattern, SceneShape, SceneShade, SceneText, SceneImage, SceneLayer, ThumbnailScene } from './thumbnail-scene';
export { linearGradientLine, radialGradientCircle, normaliseStops, type Bounds, type Point } from './gradient';
