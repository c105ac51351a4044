// The API image's build context (deploy/container/build-context.mjs): what Containerfile.api
// copies, less .dockerignore, is what its build stage has; the production smoke builds in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputs } from '../../build/build-inputs.mjs';
import { apiReleaseId } from './api-release.mjs';
import { buildContextFiles, buildStageCopies, ignoredBy, stageBuildContext } from './build-context.mjs';

const dir = import.meta.dirname ?? __dirname;
const repo = path.resolve(dir, '../..');
const containerfile = path.join(dir, 'Containerfile.api');

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-context-'));

describe('the API image’s build context', () => {
  it('is what the build stage copies, not the final stage’s COPY --from', () => {
    const copies = buildStageCopies(fs.readFileSync(containerfile, 'utf8'));
    expect(copies.flatMap((copy) => copy.sources)).toEqual(expect.arrayContaining(['package.json', 'pnpm-lock.yaml', 'shared/', 'packages/design/', 'api/', 'remote-designer/', 'deploy/container/api-image.sh']));
    expect(copies.some((copy) => copy.sources.includes('/image/'))).toBe(false);
  });

  it('leaves out what .dockerignore names, anywhere (**/) or at the root (a bare pattern, as Docker reads it)', () => {
    const ignored = ignoredBy(fs.readFileSync(path.join(repo, '.dockerignore'), 'utf8'));
    for (const out of ['node_modules', 'api/node_modules/fastify/index.js', 'api/dist/main.js', '.data/pglite', '.git/HEAD', 'tsconfig.tsbuildinfo', 'bench/results/production.json', 'api/server.log']) expect({ out, ignored: ignored(out) }).toEqual({ out, ignored: true });
    for (const kept of ['api/src/main.ts', 'shared/src/contracts/index.ts', 'package.json', 'remote-designer/public/patterns/a.webp', 'api/distances.ts', 'api/tsconfig.tsbuildinfo']) expect({ kept, ignored: ignored(kept) }).toEqual({ kept, ignored: false });
  });

  it('holds every tsconfig the copied packages extend, and every file api-image.sh runs', () => {
    const context = temp();
    try {
      stageBuildContext({ repo, containerfile, out: context });
      expect(fs.existsSync(path.join(context, 'api/node_modules'))).toBe(false);
      expect(fs.existsSync(path.join(context, 'api/src/main.ts'))).toBe(true);
      for (const pkg of ['api', 'shared', 'packages/design', 'remote-designer']) {
        const extended = /"extends":\s*"([^"]+)"/.exec(fs.readFileSync(path.join(context, pkg, 'tsconfig.json'), 'utf8'))?.[1];
        if (extended) expect({ pkg, extended, present: fs.existsSync(path.resolve(context, pkg, extended)) }).toEqual({ pkg, extended, present: true });
      }
      expect(fs.existsSync(path.join(context, 'deploy/container/api-image.sh'))).toBe(true);
      // Every workspace package a copied package depends on is copied too (pnpm links it by name).
      for (const pkg of ['api', 'shared', 'packages/design', 'remote-designer']) {
        const manifest = JSON.parse(fs.readFileSync(path.join(context, pkg, 'package.json'), 'utf8'));
        const workspace = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([, range]) => String(range).startsWith('workspace:'));
        for (const [name] of workspace) {
          const folder = ['shared', 'packages/design', 'api', 'remote-designer'].find((candidate) => JSON.parse(fs.readFileSync(path.join(repo, candidate, 'package.json'), 'utf8')).name === name);
          expect({ pkg, name, copied: Boolean(folder) && fs.existsSync(path.join(context, folder, 'package.json')) }).toEqual({ pkg, name, copied: true });
        }
      }
    } finally {
      fs.rmSync(context, { recursive: true, force: true });
    }
  });

  it('fails on a COPY of something the repository does not have, as podman build does', () => {
    const [fake, context] = [temp(), temp()];
    try {
      fs.writeFileSync(path.join(fake, 'Containerfile'), 'FROM node AS build\nCOPY package.json missing.txt ./\nFROM node\nCOPY --from=build /x ./\n');
      fs.writeFileSync(path.join(fake, 'package.json'), '{}');
      expect(() => stageBuildContext({ repo: fake, containerfile: path.join(fake, 'Containerfile'), out: context })).toThrow('Containerfile copies missing.txt, which the repository does not have');
    } finally {
      fs.rmSync(fake, { recursive: true, force: true });
      fs.rmSync(context, { recursive: true, force: true });
    }
  });
});

// Every image whose build stage installs the workspace with pnpm: the install reads the patches
// pnpm-workspace.yaml names (filtered or not, it fails without them), and the packages it builds
// extend the base tsconfig. The gateway's build missed both until it was staged and built here.
describe.each(['Containerfile.api', 'Containerfile.gateway'])('%s’s build context', (name) => {
  it('holds the patches the workspace names and the tsconfig every copied package extends', () => {
    const context = temp();
    try {
      stageBuildContext({ repo, containerfile: path.join(dir, name), out: context });
      const workspace = fs.readFileSync(path.join(context, 'pnpm-workspace.yaml'), 'utf8');
      const patches = [...workspace.matchAll(/:\s*(patches\/\S+)/g)].map((match) => match[1]);
      expect(patches.length).toBeGreaterThan(0);
      for (const patch of patches) expect({ patch, present: fs.existsSync(path.join(context, patch)) }).toEqual({ patch, present: true });
      const packages = fs.readdirSync(context).filter((entry) => fs.existsSync(path.join(context, entry, 'tsconfig.json')));
      expect(packages.length).toBeGreaterThan(0);
      for (const pkg of packages) {
        const extended = /"extends":\s*"([^"]+)"/.exec(fs.readFileSync(path.join(context, pkg, 'tsconfig.json'), 'utf8'))?.[1];
        if (extended) expect({ pkg, extended, present: fs.existsSync(path.resolve(context, pkg, extended)) }).toEqual({ pkg, extended, present: true });
      }
    } finally {
      fs.rmSync(context, { recursive: true, force: true });
    }
  });
});

// The API's image is tagged with a release id made of what it is built from
// (deploy/container/api-release.mjs), as a remote's is of its build: never a bare version, which a
// new image would reuse and a node that has it would not pull again.
describe('the API’s release id', () => {
  const copyOf = (files, root) => {
    for (const file of [...files, '.gitignore', '.dockerignore']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repo, file), path.join(root, file));
    }
    return root;
  };

  it('names the sources, in any folder; a generated or installed file is not one of them; an API source is', () => {
    const files = buildContextFiles({ repo, containerfile });
    expect(files).toEqual(expect.arrayContaining(['deploy/container/Containerfile.api', 'api/src/main.ts', 'pnpm-lock.yaml', 'shared/package.json', 'remote-designer/scripts/patterns/generate.mjs']));
    expect(files.filter((file) => /(^|\/)(node_modules|dist|source-maps)\//.test(file) || file.startsWith('remote-designer/public/patterns/'))).toEqual([]);
    const [one, two] = [temp(), temp()];
    try {
      const [a, b] = [copyOf(files, one), copyOf(files, path.join(two, 'another', 'checkout'))];
      const id = apiReleaseId(repo);
      expect(id).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
      expect(apiReleaseId(a)).toBe(id);
      expect(apiReleaseId(b)).toBe(id);
      fs.mkdirSync(path.join(b, 'remote-designer/public/patterns'), { recursive: true });
      fs.writeFileSync(path.join(b, 'remote-designer/public/patterns/tile.webp'), 'generated by the image’s build');
      fs.mkdirSync(path.join(b, 'api/node_modules'), { recursive: true });
      fs.writeFileSync(path.join(b, 'api/node_modules/installed.js'), '');
      expect(apiReleaseId(b)).toBe(id);
      fs.appendFileSync(path.join(b, 'api/src/main.ts'), '\n// changed\n');
      expect(apiReleaseId(b)).not.toBe(id);
    } finally {
      fs.rmSync(one, { recursive: true, force: true });
      fs.rmSync(two, { recursive: true, force: true });
    }
  });
});

// The gateway's image builds the shell in its build stage and is tagged with the id of the shell
// built here: a file the shell's build reads that the image's context lacks (deploy/released, the
// antd components released remotes take from the shell) builds another shell under that tag.
test('the gateway image’s build context holds every file the shell’s build reads', () => {
  const context = new Set(buildContextFiles({ repo, containerfile: path.join(dir, 'Containerfile.gateway') }));
  const inputs = buildInputs(path.join(repo, 'shell')).map((file) => path.relative(repo, file).split(path.sep).join('/'));
  expect(inputs.length).toBeGreaterThan(100);
  expect(inputs.filter((file) => !context.has(file))).toEqual([]);
});
