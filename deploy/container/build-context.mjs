// A Containerfile's build context as the image's build stage sees it: only what its COPY lines
// take from the repository, less what .dockerignore keeps out. CI's production smoke builds the
// API's files inside such a folder (scripts/production-smoke.mjs), so a file the build needs but
// the Containerfile does not copy fails the smoke as it would fail `podman build`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The COPY lines of a Containerfile's first (build) stage that copy from the context (not
 * `--from=` another stage): each with its sources and its destination under the WORKDIR.
 * @param {string} text the Containerfile
 * @returns {{ sources: string[], destination: string }[]}
 */
export function buildStageCopies(text) {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim());
  const copies = [];
  let stages = 0;
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages += 1;
    if (stages > 1) break;
    const copy = /^COPY\s+(.*)$/i.exec(line);
    if (!copy) continue;
    const words = copy[1].split(/\s+/).filter(Boolean);
    if (words.some((word) => word.startsWith('--from'))) continue;
    const parts = words.filter((word) => !word.startsWith('--'));
    if (parts.length < 2) throw new Error(`A COPY without a source and a destination: ${line}`);
    copies.push({ sources: parts.slice(0, -1), destination: parts[parts.length - 1] });
  }
  return copies;
}

/** A .dockerignore pattern as a test of a path relative to the context (`/`-separated). */
function patternTest(pattern) {
  const body = pattern
    .replace(/^\/+|\/+$/g, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((piece) => {
      if (piece === '**/') return '(?:.*/)?';
      if (piece === '**') return '.*';
      if (piece === '*') return '[^/]*';
      if (piece === '?') return '[^/]';
      return piece.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/**
 * Whether .dockerignore keeps a path out of the context (a path under a kept-out folder is out
 * too). `!` exceptions are not used by this repository's file and are refused rather than misread.
 * @param {string} text the .dockerignore
 */
export function ignoredBy(text) {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) throw new Error('.dockerignore exceptions (!) are not supported here');
  const tests = patterns.map(patternTest);
  return (relative) => {
    const segments = relative.split('/');
    return segments.some((_, index) => tests.some((test) => test.test(segments.slice(0, index + 1).join('/'))));
  };
}

/**
 * Copies into `out` what the build stage of `containerfile` gets: each COPY's sources from `repo`
 * at its destination (relative to the WORKDIR, which `out` stands for), without ignored files.
 * A source missing from the repository fails, as `podman build` does.
 * @returns {string[]} the destinations copied
 */
export function stageBuildContext({ repo, containerfile, out }) {
  const ignored = ignoredBy(fs.existsSync(path.join(repo, '.dockerignore')) ? fs.readFileSync(path.join(repo, '.dockerignore'), 'utf8') : '');
  const copied = [];
  for (const { sources, destination } of buildStageCopies(fs.readFileSync(containerfile, 'utf8'))) {
    for (const source of sources) {
      const from = path.join(repo, source);
      if (!fs.existsSync(from)) throw new Error(`${path.relative(repo, containerfile)} copies ${source}, which the repository does not have`);
      // `COPY a b c ./` puts each file in the folder; `COPY dir/ dir/` the folder's contents.
      const to = destination.endsWith('/') && !fs.statSync(from).isDirectory() ? path.join(out, destination, path.basename(source)) : path.join(out, destination);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.cpSync(from, to, { recursive: true, filter: (file) => !ignored(path.relative(repo, file).split(path.sep).join('/')) || file === repo });
      copied.push(path.relative(out, to) || '.');
    }
  }
  return copied;
}

/** A .gitignore as a test of a path relative to the repository: a pattern with no slash but at its
 *  end matches at any depth, as git reads it. Generated files (the designer's pattern tiles) are
 *  gitignored: built inside the image, they are not what the image is made from. */
function gitIgnoredBy(text) {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => (/\/./.test(line.replace(/\/+$/, '').replace(/^\//, '')) || line.startsWith('/') ? line : `**/${line}`));
  return ignoredBy(patterns.join('\n'));
}

/**
 * The files a Containerfile's build stage is made from: what its COPY lines take from the
 * repository, less what .dockerignore and .gitignore keep out, with the Containerfile itself;
 * repository-relative, sorted. (A build context staged by stageBuildContext also holds the
 * gitignored files present in this tree, generated ones the image's build makes again.)
 */
export function buildContextFiles({ repo, containerfile }) {
  const readIf = (file) => (fs.existsSync(path.join(repo, file)) ? fs.readFileSync(path.join(repo, file), 'utf8') : '');
  const [docker, git] = [ignoredBy(readIf('.dockerignore')), gitIgnoredBy(readIf('.gitignore'))];
  const out = (relative) => docker(relative) || git(relative);
  const files = new Set([path.relative(repo, containerfile).split(path.sep).join('/')]);
  const walk = (relative) => {
    if (out(relative)) return;
    const full = path.join(repo, relative);
    if (fs.statSync(full).isDirectory()) for (const entry of fs.readdirSync(full)) walk(`${relative}/${entry}`);
    else if (fs.statSync(full).isFile()) files.add(relative);
  };
  for (const { sources } of buildStageCopies(fs.readFileSync(containerfile, 'utf8'))) {
    for (const source of sources) {
      const relative = source.replace(/\/+$/, '');
      if (!fs.existsSync(path.join(repo, relative))) throw new Error(`${path.relative(repo, containerfile)} copies ${source}, which the repository does not have`);
      walk(relative);
    }
  }
  return [...files].sort();
}

/** Ten hex digits of the files an image is built from (buildContextFiles): the same sources give
 *  the same digits, in any folder. */
export function buildContextHash({ repo, containerfile }) {
  const hash = createHash('sha256');
  for (const file of buildContextFiles({ repo, containerfile })) hash.update(file).update('\0').update(fs.readFileSync(path.join(repo, file))).update('\0');
  return hash.digest('hex').slice(0, 10);
}
