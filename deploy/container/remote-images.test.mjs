// Each remote has an image of its own (Containerfile.remote), and the gateway's image installs the
// workspace, which names every remote's folder: a remote either Containerfile leaves out fails
// `podman build`, where no test on this machine would see it.
import fs from 'node:fs';
import path from 'node:path';
import { buildStageCopies } from './build-context.mjs';
import { REMOTE_NAMES } from '../releases/release-store.mjs';

const dir = import.meta.dirname ?? __dirname;
const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');

test.each(REMOTE_NAMES)('Containerfile.remote builds the image of the %s remote', (name) => {
  // The build refuses a REMOTE its case does not list.
  const accepted = /case "\$REMOTE" in ([\w|]+)\)/.exec(read('Containerfile.remote'))?.[1].split('|');
  expect(accepted).toContain(name);
});

test.each(REMOTE_NAMES)('Containerfile.gateway’s build stage has the %s remote’s folder, which the workspace names', (name) => {
  const sources = buildStageCopies(read('Containerfile.gateway')).flatMap((copy) => copy.sources);
  expect(sources).toContain(`remote-${name}/`);
  expect(fs.readFileSync(path.join(dir, '../../pnpm-workspace.yaml'), 'utf8')).toMatch(new RegExp(`^  - remote-${name}$`, 'm'));
});
