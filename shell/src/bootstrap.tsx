import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@teamwear/shared/i18n';
import { installSessionHandling } from '@teamwear/shared/session';
import { setTenant } from '@teamwear/shared/tenant';
import { App } from './app/App';
import { restoreSession } from './auth/startup';
import { setRemoteFallback } from './federation/fallback-registry';
import { RemoteUnavailable } from './federation/RemoteUnavailable';
import { prefetchRoutePage } from './federation/prefetch-route';
import { fetchRemoteLocations, registerRemoteLocations } from './federation/remote-registry';
import { loadTenant } from './tenant/load-tenant';
import { TenantUnavailable } from './tenant/TenantUnavailable';

setRemoteFallback(RemoteUnavailable);
// Before any call: a 401 refreshes the access token once and retries.
installSessionHandling();

/** Registers where the remotes are and starts loading the page being opened. Without
 *  remotes.json every remote page shows its fallback; the shell still runs. */
async function startRemotes(): Promise<void> {
  try {
    registerRemoteLocations(await fetchRemoteLocations());
    prefetchRoutePage(window.location.pathname);
  } catch (error) {
    console.error('[shell] remotes.json could not be read', error);
  }
}

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const [tenant] = await Promise.all([
    loadTenant(),
    startRemotes(),
    initI18n(),
    // PRODUCT_SPEC §4: the stored session is kept, refreshed or cleared before the first render.
    restoreSession(),
  ]);
  if (!tenant.ok) {
    root.render(
      <StrictMode>
        <TenantUnavailable reason={tenant.reason} />
      </StrictMode>,
    );
    return;
  }
  setTenant(tenant.tenant);
  document.title = tenant.tenant.name;
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
