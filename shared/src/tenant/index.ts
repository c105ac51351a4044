export { tenantStore, setTenant, useTenant, type TenantInfo } from './tenant-store';
export { SLUG_BY_PRODUCT_TYPE, PRODUCT_TYPE_BY_SLUG, offeredSlugs, isOffered } from './products';
