import type { RemoteFailureKind } from './failure-reports';

/**
 * Reports a remote release that failed (./failure-reports.ts). The reporter is fetched only when
 * a failure happens: most pages never have one, and the shell's entry, which every page loads,
 * stays as small as it was.
 */
export function reportRemoteFailure(remote: string, manifestUrl: string, kind: RemoteFailureKind): void {
  void import(/* webpackChunkName: "failure-reports" */ './failure-reports').then(
    (reports) => reports.reportRemoteFailure(remote, manifestUrl, kind),
    () => undefined,
  );
}
