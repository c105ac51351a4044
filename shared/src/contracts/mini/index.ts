// Schemas of the answers the account's first-loaded pages check (the roster's, My orders'),
// written with zod/mini: the declarations in ../ use these same schemas, so the API answers and
// the pages check by one schema, while a page's check downloads only the parts of zod/mini it
// uses, a fraction of zod whole and every contract (docs/performance.md has the figures). The
// modules in this folder import only zod/mini and zod-free values (lint holds them to it).
export * from './products';
export * from './players';
export * from './orders';
