import { noteLatestReleases, noteReleaseLoaded, onStaleChange, releasesAreStale } from './loaded-releases';

describe('whether the page runs a release remotes.json no longer names', () => {
  it('is behind once another release (or none) is named for a remote whose code ran, and not when it is named again', () => {
    const changes: boolean[] = [];
    onStaleChange(() => changes.push(releasesAreStale()));
    const older = '/remotes/marketing/1.0.0-aaaaaaaaaa/mf-manifest.json';
    const newer = '/remotes/marketing/1.1.0-bbbbbbbbbb/mf-manifest.json';
    // Nothing ran yet: nothing to be behind on.
    noteLatestReleases({ marketing: newer });
    expect(releasesAreStale()).toBe(false);
    noteReleaseLoaded('marketing', newer);
    noteLatestReleases({ marketing: newer, designer: '/remotes/designer/2.0.0-cccccccccc/mf-manifest.json' });
    expect(releasesAreStale()).toBe(false);
    // Rolled back while the page is open.
    noteLatestReleases({ marketing: older });
    expect(releasesAreStale()).toBe(true);
    noteLatestReleases({ marketing: older });
    // Promoted again: the page is current again.
    noteLatestReleases({ marketing: newer });
    expect(releasesAreStale()).toBe(false);
    // No longer named at all.
    noteLatestReleases({});
    expect(changes).toEqual([true, false, true]);
  });
});
