import { contractMismatch, contractOfManifest, SHELL_CONTRACT } from './contract';

describe('contractMismatch', () => {
  it('runs a remote built for the same contract, or an older minor of its major', () => {
    expect(contractMismatch('1.0', '1.0')).toBeNull();
    expect(contractMismatch('1.3', '1.0')).toBeNull();
    expect(contractMismatch('1.3', '1.3')).toBeNull();
    expect(contractMismatch('12.10', '12.9')).toBeNull();
  });

  it('refuses a remote that needs a newer minor than the shell keeps', () => {
    expect(contractMismatch('1.2', '1.3')).toBe('the remote was built for shell contract 1.3, this shell keeps 1.2');
    // Compared as numbers, not as text.
    expect(contractMismatch('1.9', '1.10')).not.toBeNull();
  });

  it('refuses a remote built for another major, older or newer', () => {
    expect(contractMismatch('2.0', '1.4')).toBe('the remote was built for shell contract 1.4, this shell keeps 2.0');
    expect(contractMismatch('1.4', '2.0')).not.toBeNull();
  });

  it('takes a manifest without a contract as built for 1.0', () => {
    expect(contractMismatch('1.2', undefined)).toBeNull();
    expect(contractMismatch('2.0', undefined)).not.toBeNull();
  });

  it('refuses a contract it cannot read rather than guess', () => {
    expect(contractMismatch('1.0', 1)).toMatch(/not <major>\.<minor>/);
    expect(contractMismatch('1.0', '1.0.0')).toMatch(/not <major>\.<minor>/);
    expect(contractMismatch('1.0', null)).toMatch(/not <major>\.<minor>/);
    expect(contractMismatch('one', '1.0')).toMatch(/the shell's contract/);
  });

  it('declares a contract the comparison reads', () => {
    expect(contractMismatch(SHELL_CONTRACT, SHELL_CONTRACT)).toBeNull();
  });
});

describe('contractOfManifest', () => {
  it('reads metaData.shellContract, undefined when absent', () => {
    expect(contractOfManifest({ metaData: { name: 'designer', shellContract: '2.1' } })).toBe('2.1');
    expect(contractOfManifest({ metaData: { name: 'designer' } })).toBeUndefined();
    expect(contractOfManifest(null)).toBeUndefined();
  });
});
