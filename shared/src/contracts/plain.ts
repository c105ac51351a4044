// The contracts' values that need no zod (limits, an order's statuses, words, messages and limits,
// a roster's limits, messages and sorts, the default size chart, unicode ranges), for the pages that
// use them on their first load: the whole contracts entry would bring zod and every schema, of no
// use there. The schemas in this folder are built on these same values.
export * from './design-limits';
export * from './order-statuses';
export * from './order-limits';
export * from './size-charts';
export * from './unicode-range';
export * from './fabric-suppliers';
export * from './font-langs';
export * from './my-image-limits';
export * from './player-limits';
export * from './text-messages';
export * from './control-characters';
export * from './csv-cells';
export * from '@teamwear/design/picture-source';
export * from './shop-role-rules';
