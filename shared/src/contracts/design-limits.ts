// The limits of a saved design, without zod: the studio checks its thumbnail against them on its
// first load, where the contracts (zod) are not. ./designs builds its schemas on them.

/** The serialised document (UTF-8 JSON) may be at most this many bytes. Uploaded pictures belong
 *  on the server, not inline in the document, once they are this big. */
export const DESIGN_DOCUMENT_MAX_BYTES = 512 * 1024;
/** A thumbnail is a small PNG data URL for the My designs list, at most this many characters. */
export const DESIGN_THUMBNAIL_MAX_LENGTH = 200 * 1024;
export const DESIGN_NAME_MAX_LENGTH = 100;
export const DESIGN_TEAM_NAME_MAX_LENGTH = 100;
/** Designs per user when the shop sets no `settings.designs.maxPerUser`. */
export const DEFAULT_MAX_DESIGNS_PER_USER = 20;
export const DESIGNS_PAGE_SIZE_MAX = 50;
/** Paged lists go no further than this page (an offset must fit the database's integers). */
export const MAX_PAGE = 100_000;

const utf8 = new TextEncoder();

/** Size in bytes of a value serialised as JSON. */
export function serialisedBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value)).length;
}
