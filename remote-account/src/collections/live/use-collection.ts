import { useEffect, useRef } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { useServerData } from '../../server-data/use-server-data';
import { fetchCollection } from '../api/collection-api';
import { pollWhileVisible } from './poll-while-visible';

export type CollectionLoad =
  | { kind: 'loading' }
  /** No id, an id that is not one, or a collection that is not this customer's (the API says 404 for both). */
  | { kind: 'notFound' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; collection: Collection };

/** One collection of the manager, read again by itself while the page is visible (a player joined). */
export function useCollection(id: string | null): { load: CollectionLoad; reload: () => void; replace: (collection: Collection) => void } {
  const answer = useServerData(id ? { key: `collection ${id}`, load: (signal) => fetchCollection(id, signal) } : null);
  const refresh = useRef(answer.refresh);
  useEffect(() => {
    refresh.current = answer.refresh;
  }, [answer.refresh]);
  useEffect(() => (id ? pollWhileVisible(() => refresh.current()) : undefined), [id]);

  let load: CollectionLoad;
  if (!id || (answer.kind === 'failed' && (answer.status === 404 || answer.status === 400))) load = { kind: 'notFound' };
  else if (answer.kind === 'failed') load = answer.data ? { kind: 'ready', collection: answer.data } : { kind: 'failed', offline: answer.status === 0 };
  else if (answer.kind === 'loading') load = { kind: 'loading' };
  else load = { kind: 'ready', collection: answer.data };
  return { load, reload: answer.reload, replace: answer.replace };
}
