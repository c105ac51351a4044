// Schemas of the answers the account's first-loaded pages check (the roster's, My orders', the order
// form's, the order page's), written with zod/mini: the declarations in ../ use these same schemas,
// so the API answers and the pages check by one schema, while a page's check downloads only the
// parts of zod/mini it uses, a fraction of zod whole and every contract (docs/performance.md has
// the figures). The modules in this folder import only zod/mini and zod-free values (lint holds
// them to it). Where a request is checked with a schema of the same shape (a design's document, a
// size guide's rows, a shop's payment methods), the request keeps its zod one, and the answer's is
// written again here, held to it by a test beside the request's.
export * from './products';
export * from './players';
export * from './orders';
export * from './designs';
export * from './size-guide';
export * from './payment-terms';
