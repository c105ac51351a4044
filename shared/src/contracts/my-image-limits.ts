// The limits of a customer's own pictures, without zod (the studio's image library reads them; ./images
// builds its schemas on them).

/**
 * A customer's own uploads (docs/product.md §1): pictures the studio read from the customer's files,
 * kept for them alone so that they come back in the library's "My uploads". The studio has already
 * reduced them (a side of at most 1024 px), so a few hundred kilobytes each.
 */
export const MY_IMAGE_MAX_DATA_URL = 400_000;
/** The most pictures one customer keeps. */
export const MY_IMAGE_LIMIT = 200;
