import { lazy, useSyncExternalStore } from 'react';
import { onStaleChange, releasesAreStale } from '../../federation/loaded-releases';
import { WithAntd } from '../antd/WithAntd';

const NewVersionNotice = lazy(async () => ({ default: (await import(/* webpackChunkName: "new-version" */ './NewVersionNotice')).NewVersionNotice }));

/** "A new version is available", when a release of a remote this page runs was replaced (or
 *  rolled back) in remotes.json since (federation/loaded-releases.ts). Its code, antd's notice, is
 *  fetched only then: most pages never show it. */
export function LazyNewVersionHost() {
  const stale = useSyncExternalStore(onStaleChange, releasesAreStale);
  return stale ? (
    <WithAntd fallback={null}>
      <NewVersionNotice />
    </WithAntd>
  ) : null;
}
