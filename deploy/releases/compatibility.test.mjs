import { contractMismatch } from '../../shared/src/federation/contract';
import { checkCompatibility, contractProblem, satisfies } from './compatibility.mjs';

const manifest = (shared) => ({ shared: Object.entries(shared).map(([name, [version, requiredVersion]]) => ({ name, version, requiredVersion })) });

test('caret ranges as npm reads them, exact versions, and what cannot be read', () => {
  expect(satisfies('19.3.1', '^19.0.0')).toBe(true);
  expect(satisfies('20.0.0', '^19.0.0')).toBe(false);
  expect(satisfies('19.2.9', '^19.3.0')).toBe(false);
  expect(satisfies('0.1.5', '^0.1.0')).toBe(true);
  expect(satisfies('0.2.0', '^0.1.0')).toBe(false);
  expect(satisfies('0.0.4', '^0.0.3')).toBe(false);
  expect(satisfies('1.0.0-rc.1', '^1.0.0')).toBe(true);
  expect(satisfies('2.1.2', '2.1.2')).toBe(true);
  expect(satisfies('2.1.3', '2.1.2')).toBe(false);
  expect(satisfies('2.1.3', '*')).toBe(true);
  expect(satisfies('2.1.3', '>=2 <3')).toBeNull();
  expect(satisfies('latest', '^2.0.0')).toBeNull();
});

test('a release whose shared modules the shell provides in range passes; the rest is said', () => {
  const shell = manifest({ react: ['19.3.1', '^19.3.1'], '@teamwear/shared/session': ['0.2.0', '^0.2.0'], antd: ['6.6.8', '^6.6.8'] });
  expect(checkCompatibility(shell, manifest({ react: ['19.3.0', '^19.3.0'], '@teamwear/shared/session': ['0.2.0', '^0.2.0'] }))).toEqual({ problems: [], notes: [] });

  const newer = manifest({ react: ['19.3.1', '^19.3.1'], '@teamwear/shared/session': ['0.3.0', '^0.3.0'], '@teamwear/shared/cart': ['0.3.0', '^0.3.0'], antd: ['6.6.8', false] });
  expect(checkCompatibility(shell, newer)).toEqual({
    problems: ['@teamwear/shared/session: the shell provides 0.2.0, the remote needs ^0.3.0'],
    notes: ['@teamwear/shared/cart: the shell does not provide it, so the remote loads its own copy'],
  });
});

test('a file that is not a manifest is refused, not passed', () => {
  expect(() => checkCompatibility({}, manifest({}))).toThrow('not a module federation manifest');
});

test('a release built for a shell contract the shell does not keep is refused', () => {
  const withContract = (contract) => ({ ...manifest({ react: ['19.3.1', '^19.3.1'] }), metaData: { shellContract: contract } });
  expect(checkCompatibility(withContract('1.2'), withContract('1.1')).problems).toEqual([]);
  expect(checkCompatibility(withContract('1.2'), withContract('2.0')).problems).toEqual(['shell contract: the remote was built for shell contract 2.0, the shell keeps 1.2']);
  expect(checkCompatibility(withContract('1.2'), withContract('1.3')).problems).toHaveLength(1);
  // Manifests from before contracts were declared count as 1.0, on either side.
  expect(checkCompatibility(manifest({}), withContract('1.0')).problems).toEqual([]);
  expect(checkCompatibility(withContract('2.0'), manifest({})).problems).toHaveLength(1);
});

test('promote compares contracts as the shell does', () => {
  const values = ['1.0', '1.2', '1.10', '2.0', '0.9', undefined, '1', '1.0.0', 7, null];
  for (const shell of ['1.0', '1.2', '1.10', '2.0']) {
    for (const needed of values) {
      expect([shell, needed, contractProblem(shell, needed) === null]).toEqual([shell, needed, contractMismatch(shell, needed) === null]);
    }
  }
});

test('a module the remote has no copy of (antd by component) must come from the shell', () => {
  const files = (sync) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });
  const shell = { metaData: { shellContract: '2.0' }, shared: [{ name: 'antd/es/button', version: '6.6.8', requiredVersion: '^6.6.8', assets: files([]) }] };
  const remote = (shared) => ({ metaData: { shellContract: '2.0' }, shared });
  const uses = (name, sync) => ({ name, version: '6.6.8', requiredVersion: '^6.6.8', assets: files(sync) });
  expect(checkCompatibility(shell, remote([uses('antd/es/button', [])]))).toEqual({ problems: [], notes: [] });
  expect(checkCompatibility(shell, remote([uses('antd/es/button', []), uses('antd/es/table', [])])).problems).toEqual([
    "antd/es/table: the remote has no copy of its own and the shell does not provide it, so the remote's pages that use it would fail",
  ]);
  // With a copy of its own (a chunk of its own in the manifest), it is only said.
  expect(checkCompatibility(shell, remote([uses('dayjs', ['assets/1.js'])]))).toEqual({ problems: [], notes: ['dayjs: the shell does not provide it, so the remote loads its own copy'] });
});
