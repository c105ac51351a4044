/**
 * The design document's strict zod schemas (`@teamwear/design/schemas`), apart from the model so
 * that what only draws a document (the scene, the thumbnails on /me) does not load zod. Each is a
 * function that builds its schema on its first call and keeps it (model/lazy-schema.ts).
 */
// migrateDesign's strict check alone, for a document upgradeDesign gave (the studio runs it apart).
export { strictlyChecked } from './model/document/strict-check';
export { designSchema, hexColourSchema, imageSrcSchema, layerSchema, paintSchema, strokeSchema } from './model/document/schema';
export { cropSchema, imageEditsSchema } from './model/image-edits/edits-schema';
export { textStyleSchema } from './model/text-style/text-style-schema';
// The clipboard's text read as a text style, strictly (the studio loads it when pasting).
export { parseTextStyle } from './model/text-style/parse-text-style';
