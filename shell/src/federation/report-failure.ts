import type { RemoteFailureKind } from './failure-reports';

/**
 * What is done when a remote fails (./failure-reports.ts) is fetched only then: most pages never
 * have a failure, and the shell's entry, which every page loads, stays as small as it was.
 */
const failures = () => import(/* webpackChunkName: "failure-reports" */ './failure-reports');

/** Reports a remote release that failed, for its team. */
export function reportRemoteFailure(remote: string, manifestUrl: string, kind: RemoteFailureKind): void {
  failures().then(
    (found) => found.reportRemoteFailure(remote, manifestUrl, kind),
    () => undefined,
  );
}

/** A pinned file did not load: says why in the console, and calls `mismatch` when its bytes were
 *  not the pinned ones. */
export function explainAndReport(url: string, integrity: string, what: string, mismatch: () => void): void {
  failures()
    .then((found) => found.explainPinnedFailure(url, integrity, what))
    .then(
      (refused) => refused && mismatch(),
      () => undefined,
    );
}
