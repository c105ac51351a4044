import { entryIntegrity, manifestIntegrity, pinEntryOf, pinnedRemoteOf, pinRemotes, requireIntegrity } from './integrity-pins';

const SHOP = 'https://shop.example/designs';
const MANIFEST = `sha384-${'A'.repeat(64)}`;
const ENTRY = `sha384-${'B'.repeat(64)}`;
const manifest = (remoteEntry: { name: string; path?: string }) => ({ metaData: { publicPath: 'auto', remoteEntry }, exposes: [] });

describe('the pins kept by manifest and entry', () => {
  afterEach(() => requireIntegrity(false));

  it('checks a release’s manifest with its pin and the entry its manifest names with the entry’s', () => {
    pinRemotes({ designer: '/remotes/designer/1.0.0-aaaaaaaaaa/mf-manifest.json' }, { designer: { manifest: MANIFEST, remoteEntry: ENTRY } }, SHOP);
    expect(manifestIntegrity('https://shop.example/remotes/designer/1.0.0-aaaaaaaaaa/mf-manifest.json', SHOP)).toEqual({ integrity: MANIFEST });
    const entry = 'https://shop.example/remotes/designer/1.0.0-aaaaaaaaaa/remoteEntry.js';
    expect(entryIntegrity(entry, SHOP)).toEqual({ integrity: undefined });
    pinEntryOf('/remotes/designer/1.0.0-aaaaaaaaaa/mf-manifest.json', manifest({ name: 'remoteEntry.js', path: '' }), SHOP);
    expect(entryIntegrity(entry, SHOP)).toEqual({ integrity: ENTRY });
    // Another file is not the entry the pinned manifest names.
    expect(entryIntegrity('https://shop.example/remotes/designer/1.0.0-aaaaaaaaaa/other.js', SHOP)).toEqual({ integrity: undefined });
  });

  it('forgets a pin that a later remotes.json no longer gives, and keeps another release’s', () => {
    const older = '/remotes/account/1.0.0-bbbbbbbbbb/mf-manifest.json';
    const newer = '/remotes/account/1.1.0-cccccccccc/mf-manifest.json';
    pinRemotes({ account: older }, { account: { manifest: MANIFEST, remoteEntry: ENTRY } }, SHOP);
    pinRemotes({ account: newer }, {}, SHOP);
    expect(manifestIntegrity(older, SHOP)).toEqual({ integrity: MANIFEST });
    expect(manifestIntegrity(newer, SHOP)).toEqual({ integrity: undefined });
    pinRemotes({ account: older }, {}, SHOP);
    expect(manifestIntegrity(older, SHOP)).toEqual({ integrity: undefined });
  });

  it('refuses an unpinned manifest or entry when pins are required', () => {
    requireIntegrity(true);
    expect(manifestIntegrity('/remotes/marketing/1.0.0-dddddddddd/mf-manifest.json', SHOP)).toHaveProperty('refusal');
    expect(entryIntegrity('/remotes/marketing/1.0.0-dddddddddd/remoteEntry.js', SHOP)).toHaveProperty('refusal');
  });
});

describe('which remote a pinned file is of', () => {
  it('names the remote and the manifest of a manifest or of the entry it names, and nothing for another file', () => {
    const manifestUrl = 'https://shop.example/remotes/marketing/2.0.0-eeeeeeeeee/mf-manifest.json';
    pinRemotes({ marketing: manifestUrl }, { marketing: { manifest: MANIFEST, remoteEntry: ENTRY } }, SHOP);
    pinEntryOf(manifestUrl, manifest({ name: 'remoteEntry.js' }), SHOP);
    expect(pinnedRemoteOf(manifestUrl, SHOP)).toEqual({ remote: 'marketing', manifest: manifestUrl });
    expect(pinnedRemoteOf('/remotes/marketing/2.0.0-eeeeeeeeee/remoteEntry.js', SHOP)).toEqual({ remote: 'marketing', manifest: manifestUrl });
    expect(pinnedRemoteOf('/remotes/marketing/2.0.0-eeeeeeeeee/other.js', SHOP)).toBeNull();
  });
});
