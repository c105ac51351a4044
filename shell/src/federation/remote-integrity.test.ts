import { integrityCheck, parseRemoteIntegrity } from './remote-integrity';

const MANIFEST = `sha384-${'A'.repeat(64)}`;
const ENTRY = `sha384-${'B'.repeat(63)}/`;

describe('the integrity remotes.json pins each release with', () => {
  it('reads each remote’s pin, and nothing from a remotes.json written before releases were pinned', () => {
    const json = {
      remotes: { designer: '/remotes/designer/1.0.0-abc/mf-manifest.json', account: '/remotes/account/1.0.0-def/mf-manifest.json' },
      integrity: { designer: { manifest: MANIFEST, remoteEntry: ENTRY } },
    };
    expect(parseRemoteIntegrity(json)).toEqual({ designer: { manifest: MANIFEST, remoteEntry: ENTRY } });
    expect(parseRemoteIntegrity({ remotes: json.remotes })).toEqual({});
    expect(parseRemoteIntegrity(null)).toEqual({});
    expect(parseRemoteIntegrity({ remotes: {}, integrity: 'sha384-x' })).toEqual({});
  });
  it('takes a pin it cannot read as one that refuses, never as no pin', () => {
    const pins = parseRemoteIntegrity({
      integrity: {
        designer: { manifest: MANIFEST },
        account: { manifest: 'sha256-abc', remoteEntry: ENTRY },
        marketing: { manifest: `${MANIFEST}x`, remoteEntry: ENTRY },
        backoffice: 'sha384-…',
        // Not a remote the shell loads: ignored.
        other: { manifest: MANIFEST, remoteEntry: ENTRY },
      },
    });
    expect(pins).toEqual({ designer: null, account: null, marketing: null, backoffice: null });
    expect(integrityCheck(pins.designer, 'manifest', false)).toEqual({ refusal: expect.stringMatching(/no sha384 value/) });
  });
  it('checks the manifest and the entry each with its own value', () => {
    const pin = { manifest: MANIFEST, remoteEntry: ENTRY };
    expect(integrityCheck(pin, 'manifest', true)).toEqual({ integrity: MANIFEST });
    expect(integrityCheck(pin, 'remoteEntry', false)).toEqual({ integrity: ENTRY });
  });
  it('loads an unpinned release unchecked only where pins are not required (not in a production build)', () => {
    expect(integrityCheck(undefined, 'manifest', false)).toEqual({ integrity: undefined });
    expect(integrityCheck(undefined, 'remoteEntry', true)).toEqual({ refusal: expect.stringMatching(/pins no integrity/) });
  });
});
