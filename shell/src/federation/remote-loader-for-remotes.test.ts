import { REMOTE_UNAVAILABLE } from './fallback-registry';
import { remoteLoaderForRemotes } from './remote-loader-for-remotes';

describe('remoteLoaderForRemotes', () => {
  it('hands a remote the module another remote exposes', async () => {
    const thumbnail = { default: () => null };
    const load = remoteLoaderForRemotes(async (id) => (id === 'designer/SavedDesignThumbnail' ? thumbnail : null));
    await expect(load('designer/SavedDesignThumbnail')).resolves.toBe(thumbnail);
  });

  it('answers null instead of the "not available" panel of a remote that is down', async () => {
    const load = remoteLoaderForRemotes(async () => ({ default: () => null, [REMOTE_UNAVAILABLE]: true }));
    await expect(load('designer/SavedDesignThumbnail')).resolves.toBeNull();
  });

  it('does not load a module of a remote the shell does not know', async () => {
    const asked: string[] = [];
    const load = remoteLoaderForRemotes(async (id) => {
      asked.push(id);
      return {};
    });
    await expect(load('payments/Checkout')).resolves.toBeNull();
    await expect(load('designer/../../x')).resolves.toBeNull();
    expect(asked).toEqual([]);
  });
});
