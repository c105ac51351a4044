import { lazy, Suspense } from 'react';
import type { CollectionChoice } from './use-collection-choice';

// Importing the collections' words registers (loads) their namespace: the alert and its words load
// only for an order form that has shares to tell of, not on every order form's first load.
const SharesAlert = lazy(() => import('./SharesAlert').then((module) => ({ default: module.SharesAlert })));

/**
 * Players pay (issue 38), on the order form opened from the collection: what the players paid goes
 * with the order as its payments, and who has not paid is named; they are ordered all the same.
 * Its words are the collections' (their namespace), not the account's every page loads.
 */
export function SharesNotice({ choice }: { choice: CollectionChoice }) {
  if (choice.kind !== 'chosen' || !choice.shares || choice.chosen.length === 0) return null;
  // Its own Suspense: the alert and its namespace's words may still be on their way, and the form must not wait.
  return (
    <Suspense fallback={null}>
      <SharesAlert shares={choice.shares} />
    </Suspense>
  );
}
