import { z } from 'zod';
import { clientReportAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/** The remotes a shell loads, as remotes.json names them. */
export const REPORTED_REMOTES = ['marketing', 'designer', 'account', 'backoffice'] as const;

/**
 * How a browser failed a remote's release:
 * - `unavailable`: its manifest, entry or a chunk did not load (its server is down, hangs, or the
 *   files are gone), so its pages showed their fallback;
 * - `contract`: refused, built for a shell contract the shell does not keep;
 * - `integrity`: refused, its files are not the bytes remotes.json pins.
 */
export const REMOTE_FAILURE_KINDS = ['unavailable', 'contract', 'integrity'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** A release id of the release store (`<version>-<content hash>`, deploy/releases), or
 *  `unreleased` for a remote served from a build (its own port, locally). */
export const RELEASE_LABEL = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,79}$/;

/** `POST /api/client-reports/remote-failures` (anonymous, rate-limited) → 204. One report per
 *  failed remote release and page: which remote, which release, what went wrong. Nothing else is
 *  accepted (no address, no user, no free text): it is counted and logged for the team that
 *  released it (the API's metrics, teamwear_remote_failures_total). */
export const RemoteFailureReport = z.strictObject(
  {
    remote: z.enum(REPORTED_REMOTES, { error: `remote is one of ${REPORTED_REMOTES.join(', ')}` }),
    release: z.string({ error: 'release is required' }).regex(RELEASE_LABEL, 'release is a release id (letters, digits, . + -, at most 80)'),
    kind: z.enum(REMOTE_FAILURE_KINDS, { error: `kind is one of ${REMOTE_FAILURE_KINDS.join(', ')}` }),
  },
  { error: 'Only remote, release and kind are reported' },
);
export type RemoteFailureReport = z.infer<typeof RemoteFailureReport>;

export const clientReportEndpoints = {
  remoteFailure: defineEndpoint({
    ...clientReportAddresses.remoteFailure,
    body: RemoteFailureReport,
    responses: { 204: z.null().describe('Counted'), 400: ApiError, 404: ApiError, 429: ApiError },
  }),
};
