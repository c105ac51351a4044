import { HOST_SLOT, type EmbedHost, type HostSlot } from '../contract';

/** A script that loaded but announced no studio (not the shop's, or broken) counts as failed after this long. */
const ANNOUNCE_WITHIN_MS = 15_000;

let loading: Promise<EmbedHost> | null = null;

/**
 * Loads the embed host (the studio's own start: its federation runtime, React, the shop's theme
 * and strings) from the shop, once per page. A failure is forgotten, so that "Try again" loads it
 * afresh.
 */
export function loadHost(src: string, nonce: string): Promise<EmbedHost> {
  loading ??= new Promise<EmbedHost>((resolve, reject) => {
    const slot: HostSlot = { hostReady: resolve };
    (globalThis as Record<symbol, unknown>)[HOST_SLOT] = slot;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // A partner's CSP with nonces allows the loader's own by its nonce: the host is given it too.
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    });
    script.addEventListener('load', () => setTimeout(() => reject(new Error(`${src} loaded but started no studio`)), ANNOUNCE_WITHIN_MS));
    document.head.appendChild(script);
  });
  const attempt = loading;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}
