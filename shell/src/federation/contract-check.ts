/**
 * Whether the shell can run a remote, from the remote's manifest: the remote-loading plugin asks
 * this of every manifest before the federation runtime loads anything the manifest names. The
 * plugin runs before shared modules can be used, so it must not import @teamwear/shared (see
 * fallback-registry.ts); the shell hands the check over here at start (start-remotes.ts), before
 * any remote is registered, so no manifest is fetched without it.
 */
export type ManifestCheck = (manifest: unknown) => string | null;

let check: ManifestCheck = () => null;

export function setManifestCheck(next: ManifestCheck): void {
  check = next;
}

/** Why the remote of this manifest must not run, or null when it may. */
export function manifestProblem(manifest: unknown): string | null {
  return check(manifest);
}

/** Why the remote of a fetched manifest must not run, asked of `check`, or null: a body that is
 *  not JSON is left for the federation runtime to fail on, with its own message. Both hosts (the
 *  shell and the embedded studio's host) read a manifest response this way. */
export async function manifestResponseProblem(response: Response, check: ManifestCheck): Promise<string | null> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return null;
  }
  return check(body);
}

/** Rejects a manifest fetch (or an entry's load) whose remote the shell refuses, for its contract
 *  or its integrity: the runtime then takes the remote as one that cannot be loaded, and the
 *  fallback plugin shows its fallback. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** Says in the console why the remote's file at `url` is not run, and gives the error that refuses it. */
export function refusal(url: string, why: string): IncompatibleRemoteError {
  console.error(`[shell] remote at ${url} not run: ${why}`);
  return new IncompatibleRemoteError(why);
}
