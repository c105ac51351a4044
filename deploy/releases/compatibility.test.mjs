import { checkCompatibility, satisfies } from './compatibility.mjs';

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
