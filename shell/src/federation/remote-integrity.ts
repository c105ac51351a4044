import { REMOTE_NAMES, type RemoteName } from './remote-modules';

/**
 * What remotes.json pins a remote's release with (written by every writer of it, see
 * deploy/releases/release-integrity.mjs): the Subresource Integrity (sha384) of its
 * mf-manifest.json and of the remote entry that manifest names.
 *
 *   { "remotes": { "designer": "/remotes/designer/1.0.0-abc/mf-manifest.json" },
 *     "integrity": { "designer": { "manifest": "sha384-…", "remoteEntry": "sha384-…" } } }
 *
 * The shell fetches the manifest with it and loads the entry with it, so a copy of a release with
 * code added to its files is refused by the browser before any of it runs (remote-loading-plugin.ts).
 */
export interface RemoteIntegrity {
  manifest: string;
  remoteEntry: string;
}

/** A remote's pin: null when remotes.json pins it with something that is no integrity value
 *  (its remote is then refused, never loaded unchecked). */
export type RemoteIntegrities = Partial<Record<RemoteName, RemoteIntegrity | null>>;

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

function isIntegrity(value: unknown): value is RemoteIntegrity {
  const pin = value as Partial<RemoteIntegrity> | null;
  return typeof pin?.manifest === 'string' && SRI.test(pin.manifest) && typeof pin.remoteEntry === 'string' && SRI.test(pin.remoteEntry);
}

/** The pins of remotes.json's `integrity` (absent in one written before releases were pinned). */
export function parseRemoteIntegrity(json: unknown): RemoteIntegrities {
  const integrity = (json as { integrity?: unknown } | null)?.integrity;
  if (!integrity || typeof integrity !== 'object') return {};
  const result: RemoteIntegrities = {};
  for (const name of REMOTE_NAMES) {
    const pin = (integrity as Record<string, unknown>)[name];
    if (pin !== undefined) result[name] = isIntegrity(pin) ? { manifest: pin.manifest, remoteEntry: pin.remoteEntry } : null;
  }
  return result;
}

/** What to check a remote's file with: its integrity, nothing (not pinned, and pins are not
 *  required), or why it must not load. */
export type IntegrityCheck = { integrity: string | undefined } | { refusal: string };

/**
 * How the manifest or the entry of a release is checked: with its pin. Without one, in a
 * production build (`required`), it is refused: a remotes.json that pins nothing could name any
 * copy of any release.
 */
export function integrityCheck(pin: RemoteIntegrity | null | undefined, part: keyof RemoteIntegrity, required: boolean): IntegrityCheck {
  if (pin === null) return { refusal: 'its pin in remotes.json is no sha384 value' };
  if (pin) return { integrity: pin[part] };
  return required ? { refusal: 'remotes.json pins no integrity for it' } : { integrity: undefined };
}
