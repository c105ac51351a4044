export { tenantStore, setTenant, useTenant, type TenantInfo } from './tenant-store';
