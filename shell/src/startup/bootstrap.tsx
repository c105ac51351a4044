import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTenant } from '@teamwear/shared/tenant';
import { App } from '../app/App';
import { followShopMode } from '../app/dark-mode';
import { setRemoteFallback } from '../federation/fallback-registry';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import type { TenantLoad } from '../tenant/load-tenant';
import { TenantUnavailable } from '../tenant/TenantUnavailable';

setRemoteFallback(RemoteUnavailable);

/** Draws the shell once the start-up (begin-startup, begun by the entry) is done. */
export async function renderShell(startup: Promise<TenantLoad>): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const tenant = await startup;
  // A transition: React draws the first page in slices of a few milliseconds instead of one
  // long task, so the page stays responsive while it starts (Lighthouse: total blocking time).
  startTransition(() => {
    if (!tenant.ok) {
      root.render(
        <StrictMode>
          <TenantUnavailable reason={tenant.reason} />
        </StrictMode>,
      );
      return;
    }
    setTenant(tenant.tenant);
    followShopMode(tenant.tenant.mode);
    document.title = tenant.tenant.name;
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
