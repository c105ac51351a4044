import { initI18n } from '@teamwear/shared/i18n';
import { installSessionHandling } from '@teamwear/shared/session';
import { restoreSession } from '../auth/startup';
import { loadTenant, type TenantLoad } from '../tenant/load-tenant';

/**
 * Asks at once for the rest of what the first render waits for: who the tenant is, the
 * strings and the stored session. Resolves with the tenant once those and the remotes
 * (started earlier, by the entry) are ready.
 */
export async function beginStartup(remotesStarted: Promise<void>): Promise<TenantLoad> {
  // Before any call: a 401 refreshes the access token once and retries.
  installSessionHandling();
  const [tenant] = await Promise.all([
    loadTenant(),
    remotesStarted,
    initI18n(),
    // docs/product.md §4: the stored session is kept, refreshed or cleared before the first render.
    restoreSession(),
  ]);
  return tenant;
}
