// Whether the cluster's files agree on the remotes' releases, read from the files alone (CI has no
// cluster and no release store): remotes.json (the ConfigMap the gateway serves), the record of what
// is released (deploy/released/<remote>.json), the audit trail of promotions beside it
// (promotions.jsonl) and each remote's image tag in teamwear.yaml. A remote's image holds every
// release made before its own (deploy/container/Containerfile.remote), so remotes.json may name:
// - the release the image is tagged with (after a promotion), or
// - an older one, after a rollback: then the trail shows the image's release promoted into this
//   remotes.json after the one it now names (so the image was built when that one was in the store).
// deploy/k8s/teamwear.test.mjs holds the committed files to it, release-walkthrough.test.mjs the
// steps of deploy/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { parseImage } from './image-reference.mjs';
import { readPromotions } from '../releases/promotion-log.mjs';
import { isIntegrityEntry } from '../releases/release-integrity.mjs';
import { REMOTE_NAMES } from '../releases/release-store.mjs';
import { releaseOf } from '../releases/remotes-file.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

/** The tag of each remote's image in a teamwear.yaml. */
export function remoteImageTags(yamlFile) {
  const deployments = parseAllDocuments(fs.readFileSync(yamlFile, 'utf8'))
    .map((document) => document.toJS())
    .filter((resource) => resource?.kind === 'Deployment');
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const deployment = deployments.find((candidate) => candidate.metadata.name === `teamwear-remote-${name}`);
      // A registry (host:port) before it and a digest after it are not the tag.
      return [name, parseImage(deployment?.spec.template.spec.containers[0].image)?.tag ?? null];
    }),
  );
}

/**
 * What does not agree, one sentence each ([] when all is well).
 * @param {{ k8sDir: string, releasedDir: string }} dirs the folder of teamwear.yaml and
 *   remotes.json, and the record's (with its trail)
 */
export function clusterReleaseProblems({ k8sDir, releasedDir }) {
  const problems = [];
  const remotesFile = path.join(k8sDir, 'remotes.json');
  const served = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  const extraKeys = Object.keys(served).filter((key) => key !== 'remotes' && key !== 'integrity');
  if (extraKeys.length) problems.push(`remotes.json is served as it is and holds ${extraKeys.join(', ')}: only remotes and integrity belong there (npm run promote moves the history beside it)`);
  const tags = remoteImageTags(path.join(k8sDir, 'teamwear.yaml'));
  const trail = readPromotions(releasedDir).filter((entry) => entry.remotesFile && path.resolve(repo, entry.remotesFile) === path.resolve(remotesFile));
  for (const name of REMOTE_NAMES) {
    const url = served.remotes?.[name];
    const release = releaseOf(name, url);
    if (!release) {
      problems.push(`${name}: remotes.json names ${url ?? 'nothing'}, not a release under /remotes/${name}/`);
      continue;
    }
    if (!isIntegrityEntry(served.integrity?.[name])) problems.push(`${name}: remotes.json does not pin ${release} with its integrity ({ manifest, remoteEntry }, sha384): promote it again`);
    const recordFile = path.join(releasedDir, `${name}.json`);
    const recorded = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')).release : null;
    if (recorded !== release) problems.push(`${name}: remotes.json names ${release}, the record (${path.basename(releasedDir)}/${name}.json) ${recorded ?? 'nothing'}: promote writes both, commit both`);
    const tag = tags[name];
    if (tag === release) continue;
    const entries = trail.filter((entry) => entry.remote === name);
    const imagePromoted = entries.findLastIndex((entry) => entry.action === 'promote' && entry.release === tag);
    const namedBefore = entries.findIndex((entry) => entry.release === release);
    const last = entries.at(-1);
    if (imagePromoted < 0 || namedBefore < 0 || namedBefore > imagePromoted || last?.to !== url) {
      problems.push(
        `${name}: the image is tagged ${tag}, remotes.json names ${release}, and the trail of promotions does not show ${tag} promoted after ${release} (a rollback keeps the newer image): put the new tag on the Deployment and promote it in one commit`,
      );
    }
  }
  return problems;
}
