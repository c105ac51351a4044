import { remoteEntryUrl } from './remote-entry-url';
import { integrityCheck, type IntegrityCheck, type RemoteIntegrities, type RemoteIntegrity } from './remote-integrity';

/**
 * The pins remotes.json gave, by the absolute URL of the manifest they belong to: a release
 * promoted while the page is open is checked with its own pin, an older one still loading with
 * its. The entry's pin is kept by the URL of the entry a checked manifest names, which is the URL
 * the federation runtime loads it from.
 */
const manifestPins = new Map<string, RemoteIntegrity | null>();
const entryPins = new Map<string, { integrity: string; manifest: string }>();
/** Which remote each manifest remotes.json named is of (a failure is reported by remote). */
const remotesAt = new Map<string, string>();
/** A production build runs only pinned releases (see integrityCheck). */
let required = false;

const absolute = (url: string, base: string) => new URL(url, base).href;

export function requireIntegrity(on: boolean): void {
  required = on;
}

/** Keeps the pins of a remotes.json (its `remotes` and its `integrity`), as read now. */
export function pinRemotes(locations: Partial<Record<string, string>>, integrities: RemoteIntegrities, base = document.baseURI): void {
  for (const [name, url] of Object.entries(locations)) {
    if (!url) continue;
    remotesAt.set(absolute(url, base), name);
    const pin = integrities[name as keyof RemoteIntegrities];
    if (pin === undefined) manifestPins.delete(absolute(url, base));
    else manifestPins.set(absolute(url, base), pin);
  }
}

/** How the manifest at `url` is fetched: with its integrity, or refused. */
export function manifestIntegrity(url: string, base = document.baseURI): IntegrityCheck {
  return integrityCheck(manifestPins.get(absolute(url, base)), 'manifest', required);
}

/** After the manifest at `url` was fetched with its integrity: pins the entry it names. */
export function pinEntryOf(url: string, manifest: unknown, base = document.baseURI): void {
  const manifestUrl = absolute(url, base);
  const pin = manifestPins.get(manifestUrl);
  const entry = remoteEntryUrl(manifest, manifestUrl);
  if (pin && entry) entryPins.set(entry, { integrity: pin.remoteEntry, manifest: manifestUrl });
}

/** How the remote entry at `url` is loaded: with the integrity its manifest's pin gives, or refused. */
export function entryIntegrity(url: string, base = document.baseURI): IntegrityCheck {
  const pin = entryPins.get(absolute(url, base));
  if (pin) return { integrity: pin.integrity };
  return required ? { refusal: 'no pinned manifest names it' } : { integrity: undefined };
}

/** The remote whose release the manifest at `url` (or the entry a pinned manifest names) is, and
 *  that manifest's URL, as remotes.json named it; null for a file it named nowhere. */
export function pinnedRemoteOf(url: string, base = document.baseURI): { remote: string; manifest: string } | null {
  const key = absolute(url, base);
  const manifest = entryPins.get(key)?.manifest ?? key;
  const remote = remotesAt.get(manifest);
  return remote ? { remote, manifest } : null;
}
