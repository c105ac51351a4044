// /embed/studio-host.js: the studio's start on a partner's page, loaded by /embed.js (../loader).
// A federation host of its own (build/webpack-embed.mjs): the remotes use their host's runtime,
// and on a partner's page there is no shell to give them one. Its entry holds what every start
// needs (React, the federation runtime, the shop's API client, i18n, the stores); the rest loads
// behind the import below, where federation shares antd and the others with the designer remote.
import { setUpZodForStrictCsp } from '@teamwear/shared/zod-setup';
import { HOST_SLOT, type EmbedHost, type HostHandle, type HostMount, type HostSlot } from '../contract';

// Before any schema is built, by the host or the designer (see there why).
setUpZodForStrictCsp();

function mount(request: HostMount): HostHandle {
  let handle: HostHandle | null = null;
  let gone = false;
  let locale = request.locale;
  void import(/* webpackChunkName: "embed-studio" */ './mount-studio').then(
    ({ mountStudio }) => {
      if (!gone) handle = mountStudio({ ...request, locale });
    },
    (error: unknown) => {
      if (!gone) request.failed(error instanceof Error ? error.message : String(error));
    },
  );
  return {
    unmount() {
      gone = true;
      handle?.unmount();
    },
    getDesign: () => handle?.getDesign() ?? null,
    setLocale(next) {
      locale = next;
      handle?.setLocale(next);
    },
  };
}

const host: EmbedHost = { mount };
const slot = (globalThis as Record<symbol, HostSlot | undefined>)[HOST_SLOT];
slot?.hostReady(host);
