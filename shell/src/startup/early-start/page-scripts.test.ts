import { SHELL_CONTRACT } from '@teamwear/shared/federation';
import { pageScripts } from './page-scripts';

/** The shape of a remote's mf-manifest.json (@module-federation/enhanced 2), trimmed. */
function manifest(metaData: Record<string, unknown>) {
  return {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      shellContract: SHELL_CONTRACT,
      pages: [
        { path: '/', module: './Home' },
        { path: '/products', module: './Products' },
      ],
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'marketing:Home',
        name: 'Home',
        path: './Home',
        assets: {
          js: { sync: ['assets/__federation_expose_Home.ed79219ece.js'], async: ['assets/864.32acee52fe.js'] },
          css: { sync: [], async: [] },
        },
      },
    ],
  };
}

describe('pageScripts', () => {
  it('finds the remote entry and the module’s own chunks next to an "auto" manifest', () => {
    expect(pageScripts(manifest({ publicPath: 'auto' }), 'http://localhost:3001/mf-manifest.json', '/')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/assets/__federation_expose_Home.ed79219ece.js',
    ]);
  });

  it('reads a same-origin manifest under a folder, and the entry’s own folder', () => {
    const found = pageScripts(
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '/entry/' } }),
      'https://shop.example/remotes/marketing/mf-manifest.json',
      '/',
    );
    expect(found).toEqual([
      'https://shop.example/remotes/marketing/entry/remoteEntry.js',
      'https://shop.example/remotes/marketing/assets/__federation_expose_Home.ed79219ece.js',
    ]);
  });

  it('adds the remote’s strings chunk in the language asked for', () => {
    const withStrings = manifest({ publicPath: 'auto', strings: { en: 'assets/marketing-strings-en.1a.js', kh: 'assets/marketing-strings-kh.2b.js' } });
    expect(pageScripts(withStrings, 'http://localhost:3001/mf-manifest.json', '/', 'kh')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/assets/__federation_expose_Home.ed79219ece.js',
      'http://localhost:3001/assets/marketing-strings-kh.2b.js',
    ]);
    expect(pageScripts(withStrings, 'http://localhost:3001/mf-manifest.json', '/')).toHaveLength(2);
    expect(pageScripts(manifest({ publicPath: 'auto' }), 'http://localhost:3001/mf-manifest.json', '/', 'kh')).toHaveLength(2);
  });

  it('uses a fixed public path', () => {
    const found = pageScripts(manifest({ publicPath: 'https://static.example/marketing/' }), 'https://shop.example/m.json', '/');
    expect(found[0]).toBe('https://static.example/marketing/remoteEntry.js');
  });

  it('gives nothing for a public path known only at run time, a page not listed, a module not exposed, or no manifest', () => {
    expect(pageScripts(manifest({ getPublicPath: 'return "/x/"' }), 'http://localhost:3001/mf-manifest.json', '/')).toEqual([]);
    expect(pageScripts(manifest({ publicPath: 'auto' }), 'http://localhost:3001/mf-manifest.json', '/nowhere')).toEqual([]);
    expect(pageScripts(manifest({ publicPath: 'auto' }), 'http://localhost:3001/mf-manifest.json', '/products')).toEqual([]);
    expect(pageScripts(manifest({ publicPath: 'auto', pages: undefined }), 'http://localhost:3001/mf-manifest.json', '/')).toEqual([]);
    expect(pageScripts(null, 'http://localhost:3001/mf-manifest.json', '/')).toEqual([]);
    expect(pageScripts({ error: 'not found' }, 'http://localhost:3001/mf-manifest.json', '/')).toEqual([]);
  });

  it('gives nothing for a remote built for a shell contract this shell does not keep, which it will not run', () => {
    const [major = 0, minor = 0] = SHELL_CONTRACT.split('.').map(Number);
    const url = 'http://localhost:3001/mf-manifest.json';
    expect(pageScripts(manifest({ publicPath: 'auto', shellContract: `${major + 1}.0` }), url, '/')).toEqual([]);
    expect(pageScripts(manifest({ publicPath: 'auto', shellContract: `${major}.${minor + 1}` }), url, '/')).toEqual([]);
    // Built before remotes declared a contract, which is taken as 1.0: the shell keeps 2.0 or later.
    expect(pageScripts(manifest({ publicPath: 'auto', shellContract: undefined }), url, '/')).toEqual([]);
    expect(pageScripts(manifest({ publicPath: 'auto', shellContract: `${major}.0` }), url, '/')).toHaveLength(2);
  });
});
