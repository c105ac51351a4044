// Helpers for the root scripts. A fresh machine has only Node and npm: pnpm runs through npx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(repo, 'node_modules', '.modules.yaml');
  const lock = path.join(repo, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await mustRun('Installing dependencies', pnpm(['install', ...frozen]));
}

/**
 * Files outside an app that its build reads: a generator of the app's build lists them
 * (repository-relative) in <app>/generated/<generator>/build-inputs.json, e.g. the marketing
 * remote's garment pictures are drawn from the designer's catalogue.
 */
function generatedBuildInputs(app) {
  const generated = path.join(repo, app, 'generated');
  if (!fs.existsSync(generated)) return [];
  return fs.readdirSync(generated).flatMap((name) => {
    const list = path.join(generated, name, 'build-inputs.json');
    return fs.existsSync(list) ? JSON.parse(fs.readFileSync(list, 'utf8')).map((file) => path.join(repo, file)) : [];
  });
}

/** An app needs a build when its dist is missing or older than anything it is built from. */
export function appsNeedingBuild() {
  const sharedInputs = ['shared/src', 'shared/package.json', 'packages/design/src', 'packages/design/package.json', 'build', 'pnpm-lock.yaml'].map((p) => path.join(repo, p));
  const sharedNewest = Math.max(...sharedInputs.map(newestMtime));
  return APPS.filter((app) => {
    const manifest = path.join(repo, app, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return true;
    const built = fs.statSync(manifest).mtimeMs;
    const inputs = ['src', 'public', 'scripts', 'webpack.config.js', 'package.json'].map((p) => path.join(repo, app, p));
    return Math.max(sharedNewest, ...inputs.map(newestMtime), ...generatedBuildInputs(app).map(newestMtime)) > built;
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
