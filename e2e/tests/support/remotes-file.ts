import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- untyped .mjs
import { integrityOfFolder } from '../../../deploy/releases/release-integrity.mjs';
// @ts-expect-error -- untyped .mjs
import { manifestUrl, promote } from '../../../deploy/releases/remotes-file.mjs';
import { PORTS } from './env';

const repo = path.resolve(import.meta.dirname, '../../..');

export type RemoteName = 'marketing' | 'designer' | 'account' | 'backoffice';

/** What a spec starts and stops: a gateway, a static server, the partner site. */
export interface Closable {
  close(): Promise<void>;
}

/** A remote's pin as `npm run promote` writes it (deploy/releases/release-integrity.mjs): of a
 *  release in `store`, or of this run's build. */
const integrityOf = (folder: string) => integrityOfFolder(folder) as { manifest: string; remoteEntry: string };

/**
 * Writes the remotes.json a release spec's gateway reads, as `npm run promote` writes it: the remotes
 * in `fromStore` at those releases of the release store `store`, and those in `onPorts` as this run
 * built and serves them, each pinned with its integrity. A remote in neither is not named (its pages
 * show the shell's "not available").
 */
export function writeRemotesFile(file: string, { store, fromStore, onPorts }: { store: string; fromStore: Partial<Record<RemoteName, string>>; onPorts: RemoteName[] }): void {
  const remotes: Record<string, string> = {};
  const integrity: Record<string, unknown> = {};
  for (const name of onPorts) {
    remotes[name] = `http://localhost:${PORTS[name]}/mf-manifest.json`;
    integrity[name] = integrityOf(path.join(repo, `remote-${name}/dist`));
  }
  for (const [name, release] of Object.entries(fromStore)) {
    remotes[name] = manifestUrl(name, release);
    integrity[name] = integrityOf(path.join(store, name, release));
  }
  fs.writeFileSync(file, JSON.stringify({ remotes, integrity }));
}

/** `npm run promote` of a release in `store`: remotes.json names it, pinned with its integrity. */
export function promoteFromStore(file: string, store: string, name: RemoteName, release: string): void {
  promote(file, name, manifestUrl(name, release), { integrity: integrityOf(path.join(store, name, release)) });
}
