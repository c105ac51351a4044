// Helpers for the root scripts. A fresh machine has only Node and npm: pnpm runs through npx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs } from '../build/build-inputs.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['remote-marketing', 'remote-designer', 'remote-account', 'remote-backoffice', 'shell'];

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

export function pnpm(args, options) {
  return run('npx', ['--yes', 'pnpm@10', ...args], options);
}

export async function mustRun(label, promise) {
  const code = await promise;
  if (code !== 0) {
    console.error(`\n${label} failed (exit code ${code}).`);
    process.exit(code);
  }
}

/** The newest change among `files` and their folders (a folder changes when a file in it is removed). */
/** The newest of the files and of their folders (a folder's time moves when a file in it is
 *  removed), except the workspace's and the app's own folder, whose time also moves with what is
 *  not an input: the build's own source-maps/ and dist/, a test run's folders at the root. */
function newestMtime(files, outerFolders) {
  const folders = files.map((file) => path.dirname(file)).filter((folder) => !outerFolders.includes(folder));
  const paths = new Set([...files, ...folders]);
  return Math.max(0, ...[...paths].map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(repo, 'node_modules', '.modules.yaml');
  const lock = path.join(repo, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await mustRun('Installing dependencies', pnpm(['install', ...frozen]));
}

/** An app needs a build when its dist is missing or older than any file its build reads
 *  (build/build-inputs.mjs). `root` is the workspace's (tests use a copy). */
export function appsNeedingBuild(root = repo) {
  return APPS.filter((app) => {
    const manifest = path.join(root, app, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return true;
    return newestMtime(buildInputs(path.join(root, app)), [path.resolve(root), path.resolve(root, app)]) > fs.statSync(manifest).mtimeMs;
  });
}

/**
 * Builds the apps that need it, two at a time (this machine has two cores). A failed build exits
 * the process, unless `exitOnFailure` is false: then it throws, so that `npm test` can report it
 * as its stage's failure and still stop what it started (a PostgreSQL cluster) and print the rest.
 */
export async function buildApps({ force = false, exitOnFailure = true } = {}) {
  const apps = force ? APPS : appsNeedingBuild();
  if (apps.length === 0) {
    console.log('Apps are up to date; nothing to build.');
    return;
  }
  console.log(`Building ${apps.join(', ')} …`);
  const filters = apps.flatMap((app) => ['--filter', `./${app}`]);
  const build = pnpm(['--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (exitOnFailure) return mustRun('Building the apps', build);
  const code = await build;
  if (code !== 0) throw new Error(`building ${apps.join(', ')} failed (exit code ${code})`);
}
