// `node scripts/reproducible-build.mjs [<app>...]`: builds apps (remote-backoffice unless named) a
// second time, in another folder, as an image's build stage does (the gateway's build context,
// deploy/container/build-context.mjs; a pnpm install from the store; the apps' build scripts), and
// checks that each gets the release id of its build in this tree (dist/release.json). A release id
// must name the sources, not the folder they were built in: the gateway's image is built in /src
// and tagged with the id `npm run released -- record shell` computed here. CI runs it after the
// apps are built (scripts/test.mjs); run alone, it first builds an app here if it is out of date.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stageBuildContext } from '../deploy/container/build-context.mjs';
import { RELEASE_FILE } from '../deploy/releases/release-store.mjs';
import { appsNeedingBuild, pnpm, repo } from './lib.mjs';

const readRelease = (appDir) => JSON.parse(fs.readFileSync(path.join(appDir, 'dist', RELEASE_FILE), 'utf8')).release;

/** What differs between two builds, a line each (at most ten): a file only in one, or the first
 *  bytes where a file differs, with some of what is around them. */
function differences(one, two) {
  const filesOf = (dir) => new Set(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(dir, file)).isFile() && file !== RELEASE_FILE));
  const [a, b] = [filesOf(one), filesOf(two)];
  const lines = [...a].filter((file) => !b.has(file)).map((file) => `only here: ${file}`);
  lines.push(...[...b].filter((file) => !a.has(file)).map((file) => `only there: ${file}`));
  for (const file of [...a].filter((name) => b.has(name)).sort()) {
    const [x, y] = [fs.readFileSync(path.join(one, file), 'latin1'), fs.readFileSync(path.join(two, file), 'latin1')];
    if (x === y) continue;
    let at = 0;
    while (x[at] === y[at]) at += 1;
    lines.push(`${file} at ${at}: here …${x.slice(Math.max(0, at - 60), at + 60)}… there …${y.slice(Math.max(0, at - 60), at + 60)}…`);
  }
  return lines.slice(0, 10);
}

/**
 * Several apps share one staged folder and one install, and are built there two at a time (as
 * `npm run build` builds them here): CI's shell and remote-backoffice cost the shell's build alone.
 * @param {{ apps?: string[], buildHere?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ app: string, here: string, elsewhere: string | null, folder: string, seconds: number }[]>}
 *   `elsewhere` is null for an app whose build there failed (the others are still compared).
 */
export async function reproducibleBuildChecks({ apps = ['remote-backoffice'], buildHere = false, log = console.log } = {}) {
  for (const app of apps) {
    if (!appsNeedingBuild().includes(app)) continue;
    if (!buildHere) throw new Error(`${app} is not built from this tree's sources: build it first (npm run build)`);
    if ((await pnpm(['--filter', `./${app}`, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) throw new Error(`building ${app} failed`);
  }
  const startedAt = Date.now();
  // Another name and another depth than this checkout: a path that leaked into the build shows.
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-reproducible-')), 'elsewhere', 'src');
  try {
    stageBuildContext({ repo, containerfile: path.join(repo, 'deploy/container/Containerfile.gateway'), out: folder });
    const names = apps.map((app) => JSON.parse(fs.readFileSync(path.join(folder, app, 'package.json'), 'utf8')).name);
    // Never a build of this tree's (dist is not in the context; made sure): a failed build has no release.json.
    for (const app of apps) fs.rmSync(path.join(folder, app, 'dist'), { recursive: true, force: true });
    const quiet = { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] };
    if ((await pnpm(['install', '--frozen-lockfile', '--prefer-offline', ...names.flatMap((name) => ['--filter', `${name}...`])], quiet)) !== 0) throw new Error(`pnpm install in ${folder} failed`);
    // A failed build is told by its missing or stale release.json, app by app: no early exit.
    await pnpm(['--workspace-concurrency=2', '--no-bail', ...names.flatMap((name) => ['--filter', name]), 'run', 'build'], quiet);
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    return apps.map((app) => {
      const here = readRelease(path.join(repo, app));
      let elsewhere = null;
      try {
        elsewhere = readRelease(path.join(folder, app));
      } catch {
        log(`${app}: building it in ${folder} failed`);
        return { app, here, elsewhere, folder, seconds };
      }
      log(`${app}: ${here} built here, ${elsewhere} built in ${folder} (${apps.join(' and ')} in ${seconds} s)`);
      if (here !== elsewhere) for (const line of differences(path.join(repo, app, 'dist'), path.join(folder, app, 'dist'))) log(`  ${line}`);
      return { app, here, elsewhere, folder, seconds };
    });
  } finally {
    fs.rmSync(path.dirname(path.dirname(folder)), { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  // Run alone, it builds the apps here too when their build is out of date.
  const checks = await reproducibleBuildChecks({ apps: process.argv.length > 2 ? process.argv.slice(2) : undefined, buildHere: true });
  for (const { app, here, elsewhere } of checks.filter((check) => check.here !== check.elsewhere)) {
    console.error(`${app} is not reproducible: the same sources give ${here} here and ${elsewhere ?? 'no build'} in another folder`);
  }
  if (checks.some((check) => check.here !== check.elsewhere)) process.exit(1);
}
