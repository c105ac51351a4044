import { contractMismatch, contractOfManifest, providePagePrefetcher, provideRemoteModuleLoader, SHELL_CONTRACT } from '@teamwear/shared/federation';
import { provideAntdBoundary } from '@teamwear/shared/ui';
import { preloadAntdRoot, WithAntd } from '../app/antd/WithAntd';
import { setManifestCheck } from './contract-check';
import { requireIntegrity } from './integrity-pins';
import { prefetchPage, prefetchRoutePage } from './prefetch-route';
import { remoteLoaderForRemotes } from './remote-loader-for-remotes';
import { currentRemoteLocations, fetchRemoteLocations, loadRemoteModule, registerRemoteLocations } from './remote-registry';

/** webpack writes the build's mode in (production unless built with --mode development). */
const INTEGRITY_REQUIRED = process.env.NODE_ENV === 'production';

/** Registers where the remotes are and starts loading the page being opened. Without
 *  remotes.json every remote page shows its fallback (and reads remotes.json again when it is
 *  loaded again); the shell still runs. */
export async function startRemotes(): Promise<void> {
  // A remote that embeds another remote's module loads it through the shell's runtime.
  provideRemoteModuleLoader(remoteLoaderForRemotes(loadRemoteModule));
  // A remote's menu (the back office's) starts the page a link leads to when it is pointed at.
  providePagePrefetcher(prefetchPage);
  // A page drawn without antd (pages.json, withoutAntd) asks for antd and the shop's theme around
  // the parts that use it (the studio's panels, under its light opening state).
  provideAntdBoundary({ Boundary: WithAntd, preload: preloadAntdRoot });
  // Before any remote is registered: a remote built for another shell contract is not run.
  setManifestCheck((manifest) => contractMismatch(SHELL_CONTRACT, contractOfManifest(manifest)));
  // A production build runs only releases remotes.json pins (its every writer pins them): one
  // without a pin could be any copy of any release. A development build loads unpinned ones.
  requireIntegrity(INTEGRITY_REQUIRED);
  try {
    registerRemoteLocations(await fetchRemoteLocations());
    prefetchRoutePage(window.location.pathname, window.location.search);
    // A tab left open learns when a release it runs is no longer the one promoted. Its code is
    // fetched when its first check is due (RELEASE_CHECK_AT_MOST_EVERY_MS), not with every page.
    setTimeout(() => {
      void import(/* webpackChunkName: "release-watch" */ './release-watch').then(({ watchReleases }) => watchReleases(currentRemoteLocations));
    }, 60_000);
  } catch (error) {
    console.error('[shell] remotes.json could not be read', error);
  }
}
