import { remoteEntryUrl } from './remote-entry-url';

const manifest = (metaData: Record<string, unknown>) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData },
  exposes: [],
});

describe('remoteEntryUrl', () => {
  it('is the entry the runtime loads, which remotes.json’s entry pin is for', () => {
    const url = 'https://shop.example/remotes/designer/1.0.0-aaaaaaaaaa/mf-manifest.json';
    expect(remoteEntryUrl(manifest({ publicPath: 'auto' }), url)).toBe('https://shop.example/remotes/designer/1.0.0-aaaaaaaaaa/remoteEntry.js');
    expect(remoteEntryUrl(manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: './entry/' } }), url)).toBe(
      'https://shop.example/remotes/designer/1.0.0-aaaaaaaaaa/entry/remoteEntry.js',
    );
    expect(remoteEntryUrl(manifest({ getPublicPath: 'return "/x/"' }), url)).toBeNull();
    expect(remoteEntryUrl({ error: 'not found' }, url)).toBeNull();
  });
});
