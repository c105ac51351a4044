import { useCallback } from 'react';
import type { ApiErrorBody } from '@teamwear/shared/api';
import type { Player } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { confirm, showToast } from '@teamwear/shared/ui';
import { deletePlayer, deletePlayers } from '../api/player-api';
import { useFailureText } from '../use-failure-text';

/** Deleting one player or the ticked ones, each after the shell's confirmation; `onDeleted` gets the ids that are gone. */
export function useDeletePlayers(onDeleted: (ids: string[]) => void) {
  const { t } = useTranslation();
  const failureText = useFailureText();

  const ask = useCallback(
    (message: string) =>
      confirm({
        header: t('players.delete.header'),
        message,
        icon: 'warning',
        acceptLabel: t('players.delete.accept'),
        rejectLabel: t('players.delete.reject'),
        defaultFocus: 'reject',
      }),
    [t],
  );

  const failed = useCallback(
    (failure: { status: number; error: ApiErrorBody }) => showToast({ severity: 'error', summary: t('players.delete.failed'), detail: failureText(failure) }),
    [failureText, t],
  );

  const deleteOne = useCallback(
    async (player: Player) => {
      if (!(await ask(t('players.delete.one', { name: player.name })))) return;
      const result = await deletePlayer(player.id);
      // Already gone (deleted on another device): the roster is as the user wanted.
      if (result.ok || result.status === 404) {
        showToast({ severity: 'success', summary: t('players.toast.done'), detail: t('players.delete.deletedOne', { name: player.name }) });
        onDeleted([player.id]);
      } else failed(result);
    },
    [ask, failed, onDeleted, t],
  );

  const deleteMany = useCallback(
    async (ids: string[]) => {
      if (ids.length === 0 || !(await ask(t('players.delete.many', { count: ids.length })))) return;
      const result = await deletePlayers(ids);
      if (result.ok) {
        showToast({ severity: 'success', summary: t('players.toast.done'), detail: t('players.delete.deletedMany', { count: result.data }) });
        onDeleted(ids);
      } else failed(result);
    },
    [ask, failed, onDeleted, t],
  );

  return { deleteOne, deleteMany };
}
