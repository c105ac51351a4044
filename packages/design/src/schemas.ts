/**
 * The design document's strict zod schemas (`@teamwear/design/schemas`), apart from the model so
 * that what only draws a document (the scene, the thumbnails on /me) does not load zod. Each is a
 * function that builds its schema on its first call and keeps it (model/lazy-schema.ts).
 */
export { designSchema, hexColourSchema, imageSrcSchema, layerSchema, paintSchema, strokeSchema } from './model/document/schema';
export { cropSchema, imageEditsSchema } from './model/image-edits/edits-schema';
export { textStyleSchema } from './model/text-style/text-style-schema';
