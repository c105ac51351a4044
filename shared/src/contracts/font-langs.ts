// The studio's languages of text, without zod (the font picker lists them; ./fonts builds its schemas
// on them).

/** The studio's languages of text (docs/product.md §3): Khmer, Thai, Japanese, Korean, Chinese, Latin. */
export const FONT_LANGS = ['kh', 'th', 'jp', 'kr', 'cn', 'en'] as const;
