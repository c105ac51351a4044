// The remotes.json files the repository ships (one per environment, and the cluster's) name every
// remote: a shell given one without a remote shows that remote's pages as "not available right
// now". Each names its remotes' origins in the origins file beside it, or the page's
// Content-Security-Policy refuses their scripts.
import fs from 'node:fs';
import path from 'node:path';
import { remoteOrigins } from '../local/content-security-policy.mjs';
import { REMOTE_NAMES } from '../releases/release-store.mjs';

const deploy = path.resolve(import.meta.dirname ?? __dirname, '..');
const read = (file) => fs.readFileSync(path.join(deploy, file), 'utf8');
const PAGE = 'https://shop.example';

/** The origins an origins file allows ($teamwear_remote_origins). */
const allowed = (file) => (/set \$teamwear_remote_origins "([^"]*)";/.exec(read(file))?.[1] ?? '').split(' ').filter(Boolean);

describe.each([
  ['remotes/production.json', 'remotes/production.origins.conf'],
  ['k8s/remotes.json', 'k8s/remote-origins.conf'],
])('%s', (file, originsFile) => {
  const { remotes } = JSON.parse(read(file));

  test('names a manifest of every remote', () => {
    expect(Object.keys(remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) expect({ name, manifest: remotes[name] }).toEqual({ name, manifest: expect.stringMatching(/\/mf-manifest\.json$/) });
  });

  test(`whose origins ${originsFile} allows`, () => {
    expect(remoteOrigins(remotes, PAGE).filter((origin) => !allowed(originsFile).includes(origin))).toEqual([]);
  });
});
