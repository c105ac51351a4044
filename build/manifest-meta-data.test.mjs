import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_CONTRACT } from '../shared/src/federation/contract';
import { manifestMetaData, pagesOf, stringsFilesOf } from './manifest-meta-data.mjs';
import { shellContract } from './shell-contract.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const designerExposes = { './DesignEditor': '', './Preview': '' };

describe('shellContract', () => {
  it('reads the contract each app builds with from @teamwear/shared’s source', () => {
    for (const app of ['shell', 'remote-marketing', 'remote-designer', 'remote-account', 'remote-backoffice']) {
      expect(shellContract(path.join(repo, app))).toBe(SHELL_CONTRACT);
    }
  });
});

describe('@teamwear/shared’s version', () => {
  it('has the shell contract’s major as its own, so a promote’s version check refuses what the contract refuses', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(repo, 'shared/package.json'), 'utf8'));
    expect(version.split('.')[0]).toBe(SHELL_CONTRACT.split('.')[0]);
  });
});

describe('manifestMetaData', () => {
  it('writes the contract and the remote’s pages into the stats the manifest is made from', () => {
    const stats = { metaData: { name: 'designer' } };
    const written = manifestMetaData(path.join(repo, 'remote-designer'), designerExposes).additionalData({ stats });
    expect(written.metaData.shellContract).toBe(SHELL_CONTRACT);
    expect(written.metaData.pages).toContainEqual({ path: '/design/:product', module: './DesignEditor', withoutAntd: true });
    expect(written.metaData.designSchema).toBeUndefined();
  });

  it('writes the design schema of an app that saves designs (the designer)', () => {
    const stats = { metaData: { name: 'designer' } };
    const written = manifestMetaData(path.join(repo, 'remote-designer'), designerExposes, { writesDesigns: true }).additionalData({ stats });
    const source = fs.readFileSync(path.join(repo, 'packages/design/src/model/document/constants.ts'), 'utf8');
    expect(written.metaData.designSchema).toBe(Number(/export const SCHEMA_VERSION = (\d+);/.exec(source)[1]));
  });

  it('writes no pages for an app without a pages.json (the shell)', () => {
    const stats = { metaData: { name: 'shell' } };
    expect(manifestMetaData(path.join(repo, 'shell'), {}).additionalData({ stats })).toEqual({ metaData: { name: 'shell', shellContract: SHELL_CONTRACT } });
  });

  it('fails the build on a page no exposed module draws, or without a path', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify([{ path: '/design/:product', module: './Gone' }]));
    expect(() => pagesOf(dir, designerExposes)).toThrow(/\.\/Gone, which the app does not expose/);
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify([{ path: 'design', module: './Preview' }]));
    expect(() => pagesOf(dir, designerExposes)).toThrow(/has no path/);
  });

  it('finds every page of every remote exposed', () => {
    for (const app of ['remote-marketing', 'remote-designer', 'remote-account', 'remote-backoffice']) {
      const config = fs.readFileSync(path.join(repo, app, 'webpack.config.js'), 'utf8');
      const exposes = Object.fromEntries([...config.matchAll(/'(\.\/\w+)':/g)].map((m) => [m[1], '']));
      expect(pagesOf(path.join(repo, app), exposes)?.length).toBeGreaterThan(0);
    }
  });
});

describe('stringsFilesOf', () => {
  it('names the script of each language’s strings chunk of the remote', () => {
    const chunks = new Map([
      ['designer-strings-en', { files: new Set(['assets/designer-strings-en.1a.js', 'assets/designer-strings-en.1a.js.map']) }],
      ['designer-strings-kh', { files: new Set(['assets/designer-strings-kh.2b.js']) }],
    ]);
    expect(stringsFilesOf({ namedChunks: chunks }, 'designer')).toEqual({ en: 'assets/designer-strings-en.1a.js', kh: 'assets/designer-strings-kh.2b.js' });
    expect(stringsFilesOf({ namedChunks: chunks }, 'account')).toBeUndefined();
  });
});
