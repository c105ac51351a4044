// The API's release id, `<api version>-<ten hex digits>`, made as the apps' are but of what the
// API's image is built from (the files Containerfile.api copies, deploy/container/build-context.mjs)
// rather than of the image's files (its installed packages are not byte for byte the same from one
// install to the next). The image is tagged with it, never with a bare version a node would not pull
// again when it changed:
//   release=$(node deploy/container/api-release.mjs)
//   podman build -f deploy/container/Containerfile.api --build-arg TEAMWEAR_RELEASE=$release -t teamwear/api:$release .
// (the build argument is what the API says it runs, in /livez and /healthz).
// `npm run released -- record api` records it; deploy/k8s/teamwear.yaml runs it.
import fs from 'node:fs';
import path from 'node:path';
import { buildContextHash } from './build-context.mjs';

export function apiReleaseId(repo) {
  const { version } = JSON.parse(fs.readFileSync(path.join(repo, 'api/package.json'), 'utf8'));
  return `${version}-${buildContextHash({ repo, containerfile: path.join(repo, 'deploy/container/Containerfile.api') })}`;
}

if (process.argv[1] === import.meta.filename) console.log(apiReleaseId(path.resolve(import.meta.dirname, '../..')));
