/**
 * Tells the API (POST /api/client-reports/remote-failures, @teamwear/shared/contracts'
 * clientReportEndpoints) that a remote's release failed in this browser: its team then sees it in
 * the API's metrics, by remote, release and kind, not only in visitors' consoles. The runtime
 * plugins run before shared modules can be used, so this sends with the browser's own means.
 *
 * One report per remote release and page, never a flood: a failure is seen from several places
 * (the manifest, the entry, the page's fallback; a load again after it), so reports of the same
 * release wait a moment and the most telling kind is sent (a refusal over "unavailable").
 */
export type RemoteFailureKind = 'unavailable' | 'contract' | 'integrity';

export const REMOTE_FAILURE_REPORTS_PATH = '/api/client-reports/remote-failures';

export interface RemoteFailureReport {
  remote: string;
  release: string;
  kind: RemoteFailureKind;
}

const TELLING: Record<RemoteFailureKind, number> = { unavailable: 0, contract: 1, integrity: 2 };
/** How long reports of one release are gathered before the one is sent. */
const GATHER_MS = 2_000;

/** The release id a manifest URL names (`/remotes/<remote>/<release>/mf-manifest.json`, the
 *  release store's), or `unreleased` (a remote served from its build, on a port of its own). */
export function releaseOfManifest(url: string, base = 'http://localhost/'): string {
  const { pathname } = new URL(url, base);
  const found = /^\/remotes\/[a-z]+\/([0-9A-Za-z][0-9A-Za-z.+-]{0,79})\/mf-manifest\.json$/.exec(pathname);
  return found?.[1] ?? 'unreleased';
}

/** A reporter: `send` is called once per remote release, `gatherMs` after its first failure. */
export function failureReporter(send: (report: RemoteFailureReport) => void, gatherMs = GATHER_MS) {
  const gathering = new Map<string, RemoteFailureReport>();
  const sent = new Set<string>();
  return (remote: string, manifestUrl: string, kind: RemoteFailureKind): void => {
    const release = releaseOfManifest(manifestUrl, globalThis.document?.baseURI);
    const key = `${remote} ${release}`;
    if (sent.has(key)) return;
    const waiting = gathering.get(key);
    if (waiting) {
      if (TELLING[kind] > TELLING[waiting.kind]) waiting.kind = kind;
      return;
    }
    const report = { remote, release, kind };
    gathering.set(key, report);
    setTimeout(() => {
      gathering.delete(key);
      sent.add(key);
      send(report);
    }, gatherMs);
  };
}

/** Sent as the page may be left: a beacon, else a fetch kept alive. A report that cannot be sent is dropped. */
function sendReport(report: RemoteFailureReport): void {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(REMOTE_FAILURE_REPORTS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // sendBeacon refused it: the fetch below.
  }
  void fetch(REMOTE_FAILURE_REPORTS_PATH, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

export const reportRemoteFailure = failureReporter(sendReport);

/**
 * The embedded studio's reporter, on a partner's page: to the shop's API (`shopOrigin`), which
 * takes it from the sites the shop allows. A fetch kept alive, never a beacon: a beacon's JSON
 * across origins is refused without the preflight a fetch makes. No credentials, as every call
 * of the embed.
 */
export function shopFailureReporter(shopOrigin: string) {
  return failureReporter((report) => {
    void fetch(`${shopOrigin}${REMOTE_FAILURE_REPORTS_PATH}`, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      body: JSON.stringify(report),
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  });
}

/**
 * Why a pinned file did not load, for the console: the browser refuses a file whose bytes do not
 * match its integrity exactly as it refuses one that is not there. Asked again without the
 * integrity (only after such a failure), a file that comes is one that is not what was promoted.
 * Resolves true for that case.
 */
export async function explainPinnedFailure(url: string, integrity: string, what: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return false;
    console.error(`[shell] ${what} at ${url} not run: its bytes do not match the integrity remotes.json pins (${integrity})`);
    return true;
  } catch {
    return false;
  }
}
