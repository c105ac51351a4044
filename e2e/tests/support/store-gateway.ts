import path from 'node:path';
// @ts-expect-error -- untyped .mjs
import { remotesFromFile, startGateway } from '../../../deploy/local/gateway.mjs';
import { PORTS } from './env';

const repo = path.resolve(import.meta.dirname, '../../..');

/** The local gateway on `port` as the release specs run it: the shell as built, this run's API, the
 *  remotes `remotesFile` names (read as the gateway reads remotes.json) and the release store. */
export async function startStoreGateway(port: number, remotesFile: string, store: string): Promise<{ close(): Promise<void> }> {
  return startGateway({
    port,
    host: '127.0.0.1',
    shellDist: path.join(repo, 'shell/dist'),
    apiUrl: `http://127.0.0.1:${PORTS.api}`,
    remotes: await remotesFromFile(remotesFile),
    releasesDir: store,
  });
}
