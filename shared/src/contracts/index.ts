// Zod schemas and inferred types of every API payload, shared by the API and the browser apps.
// Keep this folder free of node-only imports.
export * from './endpoint';
export * from './untrusted-input';
export * from './error';
export * from './tenant';
export * from './auth';
export * from './account';
export * from './contact';
export * from './designs';
export * from './fabrics';
export * from './templates';
export * from './players';
export * from './orders';
export * from './order-changes';
export * from './shop-mail-settings';
export * from './cart';
export * from './handoffs';
export * from './production';
export * from './production-settings';
export * from './images';
export * from './shop-customers';
export * from './shop-order-filters';
export * from './shop-order-board';
export * from './shop-roles';
export * from './fonts';
export * from './unicode-range';
export * from '@teamwear/design/picture-source';
