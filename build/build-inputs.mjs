// Every file an app's build reads, derived from the workspace rather than listed by hand: what
// decides whether an app needs a new build (scripts/lib.mjs) and what names its sources
// (build/source-fingerprint.mjs). A file missing here is a change released as "already in the
// store" with the old build (a remote's pages.json once was).
import fs from 'node:fs';
import path from 'node:path';
import { ANTD_SCANNED_FOLDERS, RELEASED_REMOTE_RECORDS } from './host-inputs.mjs';

/** Never read by a build: installed packages, build output (source maps are kept beside the build,
 *  build/source-maps.mjs), test and editor files. */
const NOT_INPUT_FOLDERS = new Set(['node_modules', 'dist', 'source-maps', 'test-results', 'playwright-report', 'coverage', '__snapshots__']);
const NOT_INPUT_FILE = /^\.|\.tsbuildinfo$|\.log$|\.test\.[cm]?[jt]sx?$/;

/** The workspace's root: the nearest folder up from `dir` with a pnpm-workspace.yaml. */
export function workspaceRoot(dir) {
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'pnpm-workspace.yaml'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`${dir} is not inside a pnpm workspace`);
  }
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The workspace's packages by name (pnpm-workspace.yaml's `packages:` list), each its folder. */
export function workspacePackages(root) {
  const yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const folders = [...list.matchAll(/-\s*['"]?([^'"\s#]+)/g)].map((match) => path.join(root, match[1]));
  return new Map(folders.filter((folder) => fs.existsSync(path.join(folder, 'package.json'))).map((folder) => [readJson(path.join(folder, 'package.json')).name, folder]));
}

/** The workspace packages `dir`'s package.json depends on (`workspace:` ranges), transitively. */
function workspaceDependencies(dir, packages, found = new Set()) {
  const manifest = readJson(path.join(dir, 'package.json'));
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies })) {
    const folder = packages.get(name);
    if (!String(range).startsWith('workspace:') || !folder || found.has(folder)) continue;
    found.add(folder);
    workspaceDependencies(folder, packages, found);
  }
  return found;
}

/** `module` and every local module it imports (relative specifiers), transitively: the app's
 *  webpack.config.js and the build/ modules it is made of. */
function localImports(module, found = new Set()) {
  if (found.has(module) || !fs.existsSync(module)) return found;
  found.add(module);
  const pattern = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;
  for (const match of fs.readFileSync(module, 'utf8').matchAll(pattern)) localImports(path.resolve(path.dirname(module), match[1]), found);
  return found;
}

/** The files under `folder` a build may read (see NOT_INPUT_*). */
function filesIn(folder) {
  if (!fs.existsSync(folder)) return [];
  if (!fs.statSync(folder).isDirectory()) return [folder];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return NOT_INPUT_FOLDERS.has(entry.name) ? [] : filesIn(file);
    return entry.isFile() && !NOT_INPUT_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * Files outside an app that its build reads: a generator of the app's build lists them
 * (repository-relative) in <app>/generated/<generator>/build-inputs.json, e.g. the marketing
 * remote's garment pictures are drawn from the designer's catalogue.
 */
function generatedBuildInputs(root, appDir) {
  const generated = path.join(appDir, 'generated');
  if (!fs.existsSync(generated)) return [];
  return fs.readdirSync(generated).flatMap((name) => {
    const list = path.join(generated, name, 'build-inputs.json');
    return fs.existsSync(list) ? readJson(list).map((file) => path.join(root, file)) : [];
  });
}

/**
 * Every file the build of the app in `appDir` reads, absolute, sorted: the app's folder (its
 * sources, pages.json, public/, scripts/, webpack.config.js, package.json, tsconfig.json), the
 * workspace packages it depends on, the build modules its webpack.config.js imports, the
 * workspace's install files (package.json, the lockfile, pnpm-workspace.yaml and the patches it
 * names, tsconfig.base.json), what its generators list, and for a host (the shell) the other
 * apps' sources and the released remotes' records (build/host-inputs.mjs).
 * @param {string} appDir
 */
export function buildInputs(appDir) {
  const root = workspaceRoot(appDir);
  const packages = workspacePackages(root);
  const config = path.join(appDir, 'webpack.config.js');
  const workspaceFile = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const patches = [...workspaceFile.matchAll(/:\s*['"]?(patches\/[^'"\s]+)/g)].map((match) => path.join(root, match[1]));
  const isHost = fs.existsSync(config) && /\bisHost:\s*true\b/.test(fs.readFileSync(config, 'utf8'));
  const files = [
    ...filesIn(appDir),
    ...[...workspaceDependencies(appDir, packages)].flatMap(filesIn),
    ...localImports(config),
    ...['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', '.npmrc'].map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
    ...patches,
    ...generatedBuildInputs(root, appDir),
    ...(isHost ? [...ANTD_SCANNED_FOLDERS.flatMap((folder) => filesIn(path.join(root, folder, 'src'))), ...RELEASED_REMOTE_RECORDS.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file))] : []),
  ];
  return [...new Set(files)].sort();
}
