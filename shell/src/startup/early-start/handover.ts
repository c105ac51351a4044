/**
 * What the start-up script inlined in index.html (./index.ts) hands to the shell: requests it
 * began before the shell's code had arrived, for the shell to use instead of asking again.
 * Each is taken once (a retry asks the server afresh) and resolves to null when its request
 * failed: the shell then asks for remotes.json itself, and takes a manifest as not come (asking
 * again at once would double the wait for a remote that hangs).
 */
export interface EarlyRequests {
  /** The body of /remotes.json. */
  remotes: Promise<unknown> | null;
  /** Remote manifests (mf-manifest.json), by absolute URL. */
  manifests: Map<string, Promise<Response | null>>;
  /** GET /api/accounts/details with the stored access token, when a signed-in page opens. */
  details?: Promise<Response | null> | null;
}

const KEY = '__teamwearEarlyRequests';
type WithEarlyRequests = typeof globalThis & { [KEY]?: EarlyRequests };

export function handOver(requests: EarlyRequests): void {
  (globalThis as WithEarlyRequests)[KEY] = requests;
}

function early(): EarlyRequests | undefined {
  return (globalThis as WithEarlyRequests)[KEY];
}

export function takeEarlyRemotes(): Promise<unknown> | null {
  const requests = early();
  const remotes = requests?.remotes ?? null;
  if (requests) requests.remotes = null;
  return remotes;
}

/** The early answer to GET /api/accounts/details, once (see fetchDetails in @teamwear/shared/session). */
export function takeEarlyDetails(): Promise<Response | null> | null {
  const requests = early();
  const details = requests?.details ?? null;
  if (requests) requests.details = null;
  return details;
}

export function takeEarlyManifest(url: string, base = document.baseURI): Promise<Response | null> | null {
  const manifests = early()?.manifests;
  if (!manifests) return null;
  const key = new URL(url, base).href;
  const manifest = manifests.get(key) ?? null;
  manifests.delete(key);
  return manifest;
}
