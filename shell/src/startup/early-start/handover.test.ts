import { handOver, takeEarlyDetails, takeEarlyManifest, takeEarlyRemotes } from './handover';

describe('the early requests handed to the shell', () => {
  it('gives each once, so that a retry asks the server afresh', async () => {
    const manifest = Promise.resolve(null);
    handOver({
      remotes: Promise.resolve({ remotes: {} }),
      manifests: new Map([['http://localhost:3001/mf-manifest.json', manifest]]),
    });
    await expect(takeEarlyRemotes()).resolves.toEqual({ remotes: {} });
    expect(takeEarlyRemotes()).toBeNull();
    expect(takeEarlyManifest('http://localhost:3001/mf-manifest.json', 'http://localhost:3000/')).toBe(manifest);
    expect(takeEarlyManifest('http://localhost:3001/mf-manifest.json', 'http://localhost:3000/')).toBeNull();
  });

  it('gives the details answer once', () => {
    const details = Promise.resolve(null);
    handOver({ remotes: null, manifests: new Map(), details });
    expect(takeEarlyDetails()).toBe(details);
    expect(takeEarlyDetails()).toBeNull();
  });

  it('finds a manifest named relative to the page', () => {
    const manifest = Promise.resolve(null);
    handOver({ remotes: null, manifests: new Map([['https://shop.example/remotes/marketing/mf-manifest.json', manifest]]) });
    expect(takeEarlyManifest('/remotes/marketing/mf-manifest.json', 'https://shop.example/products')).toBe(manifest);
  });
});
