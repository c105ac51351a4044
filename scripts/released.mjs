// `npm run released -- <command>`: the record of what is released (deploy/releases/released-record.mjs
// says what it holds and why). Folder: RELEASED_DIR, else deploy/released/.
//   record shell [<dist>]      the shell's build just deployed, with the embed host (shell/dist)
//   record <remote> <release>  a release in the store (RELEASES_DIR, else releases/); promote does this
//   record api [<release>]     the API built from this tree, just deployed (the design schema it reads);
//                              its release: deploy/container/api-release.mjs, which tags its image
//   pull <site>                every app as the live site serves it (https://<shop>); the shell's
//                              release from the site's /release.json (build/release-file.mjs)
//   check                      the apps just built against the recorded releases (CI runs it)
import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from '../deploy/releases/compatibility.mjs';
import { designSchema } from '../build/design-schema.mjs';
import { apiRecordOf, builtManifests, checkAgainstReleased, printChecks, recordedReleases, recordOf, writeRecord } from '../deploy/releases/released-record.mjs';
import { apiReleaseId } from '../deploy/container/api-release.mjs';
import { hasRelease, isReleaseId, releaseDir, releaseIdOf, RELEASE_FILE, REMOTE_NAMES } from '../deploy/releases/release-store.mjs';
import { sourceMapsIn } from '../build/source-maps.mjs';
import { releaseOf } from '../deploy/releases/remotes-file.mjs';
import { repo } from './lib.mjs';

const usage = `npm run released -- record shell [<dist>]  |  record <${REMOTE_NAMES.join('|')}> <release>  |  record api [<release>]  |  pull <https://site>  |  check`;
const dir = path.resolve(repo, process.env.RELEASED_DIR || 'deploy/released');
const store = path.resolve(repo, process.env.RELEASES_DIR || 'releases');

function fail(message) {
  console.error(message);
  process.exit(2);
}

const shown = (file) => path.relative(process.cwd(), file) || file;

function saved(record) {
  const what = record.app === 'api' ? `reads design schema ${record.designSchema}` : `shell contract ${record.shellContract ?? '1.0, none declared'}`;
  console.log(`${record.app} ${record.release}: recorded in ${shown(writeRecord(dir, record))} (${what}); commit it`);
}

/** The API's release name when none is given: that of this tree (its version and a hash of what
 *  its image is built from), which tags its image (deploy/k8s). */
function apiRelease() {
  return apiReleaseId(repo);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'record' && args[0] === 'shell' && args.length <= 2) {
    // The shell's build folder: the embed host is built into it and deployed with it.
    const dist = path.resolve(args[1] ?? path.join(repo, 'shell/dist'));
    const manifests = { shell: path.join(dist, 'mf-manifest.json'), embed: path.join(dist, 'embed/mf-manifest.json') };
    for (const file of Object.values(manifests)) if (!fs.existsSync(file)) fail(`No manifest at ${file}: build the shell (npm run build) or name its dist folder`);
    const { version } = JSON.parse(fs.readFileSync(path.join(repo, 'shell/package.json'), 'utf8'));
    if (sourceMapsIn(dist).length) fail(`${dist} holds source maps, which the gateway would serve: build the shell with its build script (its postbuild moves them out)`);
    // Named as a remote's release is: the version and the build's content hash (the gateway's tag).
    const release = releaseIdOf(dist, version);
    for (const [app, file] of Object.entries(manifests)) saved(recordOf(app, await readManifest(file), { release, from: shown(file) }));
  } else if (command === 'record' && args[0] === 'api' && args.length <= 2) {
    saved(apiRecordOf({ release: args[1] ?? apiRelease(), from: 'api/ (this tree)', designSchema: designSchema(path.join(repo, 'api')) }));
  } else if (command === 'record' && args.length === 2) {
    const [name, release] = args;
    if (!REMOTE_NAMES.includes(name)) fail(usage);
    if (!hasRelease(store, name, release)) fail(`${store} has no release ${release} of ${name}`);
    const manifest = path.join(releaseDir(store, name, release), 'mf-manifest.json');
    saved(recordOf(name, await readManifest(manifest), { release, from: `/remotes/${name}/${release}/mf-manifest.json` }));
  } else if (command === 'pull' && args.length === 1) {
    const site = new URL(args[0]);
    const remotes = (await readManifest(new URL('/remotes.json', site).href))?.remotes ?? {};
    // The shell's build says its release id (the gateway's image tag) in /release.json.
    const releaseFile = new URL(`/${RELEASE_FILE}`, site).href;
    const shellRelease = (await readManifest(releaseFile).catch(() => null))?.release;
    if (!isReleaseId(shellRelease)) {
      console.log(`shell, embed: ${releaseFile} names no release (a shell built before it did); their records are left as they are`);
    } else {
      for (const [app, file] of [
        ['shell', '/mf-manifest.json'],
        ['embed', '/embed/mf-manifest.json'],
      ]) {
        const url = new URL(file, site).href;
        saved(recordOf(app, await readManifest(url), { release: shellRelease, from: url }));
      }
    }
    // The API says the design schema it reads in its readiness answer.
    const health = new URL('/api/healthz', site).href;
    const { designSchema: reads, release: running } = await readManifest(health);
    if (reads === undefined) console.log(`api: ${health} does not say which design schema it reads (released before it did); its record is left as it is`);
    else {
      // Its release is the image's tag, which an image built with TEAMWEAR_RELEASE says; without it
      // (an older image) the one recorded stays.
      const recorded = recordedReleases(dir).api;
      if (!isReleaseId(running)) console.log(`api: ${health} does not say which release it runs (an image built without TEAMWEAR_RELEASE); the recorded release stays`);
      saved(apiRecordOf({ release: isReleaseId(running) ? running : (recorded?.release ?? apiRelease()), from: health, designSchema: reads }));
    }
    for (const name of REMOTE_NAMES) {
      if (typeof remotes[name] !== 'string') {
        console.log(`${name}: ${site.origin}/remotes.json names no release; its record is left as it is`);
        continue;
      }
      const url = new URL(remotes[name], site).href;
      saved(recordOf(name, await readManifest(url), { release: releaseOf(name, remotes[name]) ?? url, from: url }));
    }
  } else if (command === 'check' && args.length === 0) {
    const built = builtManifests(repo);
    if (!Object.entries(built).some(([app, manifest]) => app !== 'api' && manifest)) fail('No app is built: build them first (npm run build)');
    const checks = checkAgainstReleased(built, recordedReleases(dir));
    printChecks(checks);
    const failed = checks.filter(({ problems }) => problems.length);
    if (failed.length) {
      console.error(`\n${failed.length} of ${checks.length} checks failed: release what they need first, or update the record if it is out of date (deploy/README.md, "The record of what is released").`);
      process.exit(1);
    }
  } else {
    fail(usage);
  }
} catch (error) {
  fail(error.message);
}
