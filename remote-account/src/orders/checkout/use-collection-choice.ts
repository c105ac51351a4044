import { useMemo } from 'react';
import type { Collection, Player } from '@teamwear/shared/contracts';
import { useSearchParams } from '@teamwear/shared/router';
import { useServerData } from '../../server-data/use-server-data';
import { fetchCollection } from '../api/order-api';
import { collectionPreselection, type CollectionPreselection } from './collection-preselection';

/** The order form's size collection (`?collection=<id>`), as far as it is known. */
export type CollectionChoice =
  /** The form was not opened from a collection. */
  | { kind: 'none' }
  | { kind: 'loading' }
  /** No such collection of the customer's (a mistyped or another customer's link). */
  | { kind: 'unknown' }
  | { kind: 'failed'; offline: boolean }
  | CollectionPreselection;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The players of the size collection the order form was opened from, for the form to tick
 * (collection-preselection.ts). Read fresh each time: after a follow-up order its entries are ordered.
 */
export function useCollectionChoice(designId: string, roster: readonly Player[]): { choice: CollectionChoice; reload: () => void } {
  const [params] = useSearchParams();
  const id = params.get('collection');
  const wellFormed = id !== null && UUID.test(id);
  const answer = useServerData(wellFormed ? { key: `checkout collection ${id}`, load: (signal) => fetchCollection(id, signal) } : null);
  const collection: Collection | null = answer.kind === 'ready' && !answer.refreshing ? answer.data : null;
  // One choice per answer: the form ticks its players once, when it comes.
  const chosen = useMemo(() => (collection ? collectionPreselection(collection, designId, roster) : null), [collection, designId, roster]);
  let choice: CollectionChoice;
  if (id === null || id === '') choice = { kind: 'none' };
  // The API answers 404 alike for a collection that does not exist and for another customer's.
  else if (!wellFormed || (answer.kind === 'failed' && (answer.status === 404 || answer.status === 400))) choice = { kind: 'unknown' };
  else if (answer.kind === 'failed') choice = { kind: 'failed', offline: answer.status === 0 };
  else choice = chosen ?? { kind: 'loading' };
  return { choice, reload: answer.reload };
}
