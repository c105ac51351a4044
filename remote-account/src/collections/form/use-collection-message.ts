import { useCallback } from 'react';
import { useTranslation } from '../strings';
import { usePlayerMessage } from '../../players/use-player-message';
import { COLLECTION_MESSAGE_VALUES, collectionMessageKey } from './collection-messages';

/** Shows a message of the contracts or the API about a collection or an entry in the page's language (else as the API wrote it). */
export function useCollectionMessage(): (message: string) => string {
  const { t } = useTranslation();
  const playerMessage = usePlayerMessage();
  return useCallback(
    (message: string) => {
      const key = collectionMessageKey(message);
      return key ? t(key, COLLECTION_MESSAGE_VALUES) : playerMessage(message);
    },
    [t, playerMessage],
  );
}

/** Why a call failed, in the page's language: no answer at all is a connection problem. */
export function useCollectionFailure(): (failure: { status: number; error: { message: string } }) => string {
  const { t } = useTranslation();
  const translate = useCollectionMessage();
  return useCallback((failure) => (failure.status === 0 ? t('collections.offline') : translate(failure.error.message)), [t, translate]);
}
