import { storedLanguage, type Language } from '@teamwear/shared/i18n';
import { hasStoredSession, SESSION_STORAGE_KEY } from '@teamwear/shared/session';
import { fetchWithinTimeLimit } from '../../federation/load-time-limit';
import { openingRemote } from '../../federation/opening-page';
import { parseRemoteLocations } from '../../federation/remote-locations';
import { handOver } from './handover';
import { pageScripts } from './page-scripts';
import { unexpiredAccessToken } from './stored-token';

/*
 * Inlined into index.html (see shell/webpack.config.js), so it runs as soon as the page's head
 * is read, long before the shell's own code has downloaded. It starts what the first render
 * waits for besides that code: the strings of the stored language, /remotes.json, the manifest
 * of the remote page being opened and that page's scripts and strings (a signed-in page's: with the
 * shell's files of the /me frame), and hands the requests to the shell
 * (./handover). Without it everything still works; the shell then asks for each in turn.
 */

function preloadScript(href: string, integrity?: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  // A pinned remote entry: preloaded as the shell then loads it (federation/integrity-failures.ts).
  if (integrity) {
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
  }
  // As the shell's own deferred scripts: needed at the same time, not ahead of them.
  link.setAttribute('fetchpriority', 'low');
  document.head.appendChild(link);
}

/** The stored access token while it is unexpired, or null (see ./stored-token). */
function storedAccessToken(): string | null {
  try {
    return unexpiredAccessToken(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null, Math.floor(Date.now() / 1000));
  } catch {
    return null;
  }
}

/** A fetch that resolves to null instead of failing: a failure is the shell's to report. */
function quietly<T>(request: Promise<T>): Promise<T | null> {
  return request.catch(() => null);
}

function start(script: HTMLOrSVGScriptElement | null): void {
  // data-strings: each language's strings chunk, written in by the build.
  const strings = JSON.parse(script?.dataset.strings ?? '{}') as Partial<Record<Language, string>>;
  const language = storedLanguage();
  const stringsFile = strings[language];
  if (stringsFile) preloadScript(stringsFile);

  // With the shell's time limit: the shell waits for these before it loads a remote.
  const remotes = quietly(fetchWithinTimeLimit('/remotes.json').then((response) => (response.ok ? response.json() : null)));
  const manifests = new Map<string, Promise<Response | null>>();
  const { pathname } = window.location;
  const remote = openingRemote(pathname, hasStoredSession());
  // A signed-in page draws its frame once the customer's details are there (auth/startup.ts):
  // asked for now, beside the shell's code, instead of after it has run.
  const token = remote === 'account' ? storedAccessToken() : null;
  const details = token
    ? quietly(fetchWithinTimeLimit('/api/accounts/details', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }))
    : null;
  handOver({ remotes, manifests, details });

  if (!remote) return;
  // data-signed-in-frame: the shell's own files of the /me frame (the layout), then antd's root
  // for the page in it, which it would ask for only once its entry has run; downloaded beside the
  // entry instead.
  if (remote === 'account') (JSON.parse(script?.dataset.signedInFrame ?? '[]') as string[]).forEach((file) => preloadScript(file));
  void remotes.then((json) => {
    const entry = json ? parseRemoteLocations(json)[remote] : undefined;
    if (!entry) return;
    const manifestUrl = new URL(entry, document.baseURI).href;
    // Fetched with the integrity remotes.json pins the release with, as the shell fetches it (the
    // shell checks the pin's form, and takes this answer only from a pin it accepts).
    const pin = (json as { integrity?: Partial<Record<string, { manifest?: string; remoteEntry?: string }>> }).integrity?.[remote];
    // Taken by the shell's remote-loading plugin instead of asking again.
    const manifest = quietly(fetchWithinTimeLimit(manifestUrl, { integrity: pin?.manifest }).then((response) => (response.ok ? response : null)));
    manifests.set(manifestUrl, manifest);
    return manifest
      .then((response) => response?.clone().json())
      .then((body: unknown) => pageScripts(body, manifestUrl, pathname, language).forEach((file, index) => preloadScript(file, index === 0 ? pin?.remoteEntry : undefined)));
  }).catch(() => undefined);
}

start(document.currentScript);
