import path from 'node:path';
import { SHELL_CONTRACT } from '../shared/src/federation/contract';
import { manifestWithContract, shellContract } from './shell-contract.mjs';

const repo = path.resolve(import.meta.dirname, '..');

describe('shellContract', () => {
  it('reads the contract each app builds with from @teamwear/shared’s source', () => {
    for (const app of ['shell', 'remote-marketing', 'remote-designer', 'remote-account']) {
      expect(shellContract(path.join(repo, app))).toBe(SHELL_CONTRACT);
    }
  });

  it('writes it into the stats the manifest is made from', () => {
    const stats = { metaData: { name: 'designer' } };
    expect(manifestWithContract(path.join(repo, 'remote-designer')).additionalData({ stats })).toEqual({ metaData: { name: 'designer', shellContract: SHELL_CONTRACT } });
  });
});
