import { useCallback } from 'react';
import type { ApiErrorBody } from '@teamwear/shared/api';
import { useTranslation } from '../strings';
import { usePlayerMessage } from './use-player-message';

/**
 * Why a call about players failed, in the page's language: no answer at all (status 0) is a
 * connection problem, said so; an answer's message is the API's, translated when it is a player message.
 */
export function useFailureText(): (failure: { status: number; error: ApiErrorBody }) => string {
  const { t } = useTranslation();
  const translate = usePlayerMessage();
  return useCallback((failure) => (failure.status === 0 ? t('players.offline') : translate(failure.error.message)), [t, translate]);
}
