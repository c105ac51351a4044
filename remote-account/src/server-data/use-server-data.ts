import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ServerLoad, ServerRequest, ServerState } from './server-load';
import { serverLoad } from './server-load';

export type { ServerState } from './server-load';

/** A page's server answer for `request` (null: none to load): the account's one way to load,
 *  prefetch (./answers-cache), reload and refresh server data (./server-load). */
export function useServerData<T>(request: ServerRequest<T> | null): ServerState<T> & Pick<ServerLoad<T>, 'reload' | 'refresh' | 'replace'> {
  const [load] = useState(() => serverLoad<T>());
  const key = request?.key ?? null;
  // The request's `load` is a new closure each render: only its key says whether it is another answer.
  const [latest, setLatest] = useState(request);
  if ((latest?.key ?? null) !== key) setLatest(request);
  useEffect(() => {
    load.show(latest);
  }, [load, latest]);
  useEffect(() => () => load.stop(), [load]);
  const state = useSyncExternalStore(load.subscribe, load.state, load.state);
  return { ...state, reload: load.reload, refresh: load.refresh, replace: load.replace };
}
