import { useCallback } from 'react';
import { useTranslation } from '../strings';
import { PLAYER_MESSAGE_VALUES, playerMessageKey } from './domain/player-messages';

/** Shows a message of the contracts or the API about a player in the page's language. */
export function usePlayerMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = playerMessageKey(message);
      return key ? t(key, PLAYER_MESSAGE_VALUES) : message;
    },
    [t],
  );
}
