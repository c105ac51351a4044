import { useCallback, useState } from 'react';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { confirm, showToast } from '@teamwear/shared/ui';
import { deleteDesign, duplicateDesign, renameDesign } from '../api/design-changes';
import { designFailureKey, type DesignFailure } from '../api/design-outcome';
import type { CardChange } from './card-actions';
import { displayName } from './design-display';

export type ChangeDone = 'duplicated' | 'renamed' | 'deleted';

/**
 * Duplicate, rename and delete, as the cards ask for them: which card is busy with what, the
 * rename dialog's design, the shell's confirm dialog before deleting, and a toast for every
 * outcome (the limit message among them). `onDone` reloads what the page shows.
 */
export function useCardChanges(onDone: (change: ChangeDone) => void) {
  const { t } = useTranslation();
  const [working, setWorking] = useState<Record<string, CardChange>>({});
  const [renaming, setRenaming] = useState<DesignSummary | null>(null);

  const mark = (id: string, change: CardChange | null) =>
    setWorking((current) => {
      const next = { ...current };
      if (change) next[id] = change;
      else delete next[id];
      return next;
    });

  const fail = useCallback(
    (failure: DesignFailure) => {
      const key = designFailureKey(failure);
      const message = key ? t(key) : failure.kind === 'failed' && failure.message ? failure.message : t('account.loadFailed');
      showToast({ severity: 'error', summary: message, life: 6000 });
    },
    [t],
  );

  const nameOf = (design: DesignSummary) => displayName(design.name, t('myDesigns.untitled'));

  const duplicate = async (design: DesignSummary) => {
    mark(design.id, 'duplicate');
    const outcome = await duplicateDesign(design.id);
    mark(design.id, null);
    if (!outcome.ok) return fail(outcome);
    showToast({ severity: 'success', summary: t('myDesigns.duplicated', { name: nameOf(outcome.design) }) });
    onDone('duplicated');
  };

  const remove = async (design: DesignSummary) => {
    const accepted = await confirm({
      header: t('myDesigns.deleteHeader'),
      message: t('myDesigns.deleteConfirm', { name: nameOf(design) }),
      icon: 'warning',
      acceptLabel: t('myDesigns.delete'),
      rejectLabel: t('myDesigns.cancel'),
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    mark(design.id, 'delete');
    const outcome = await deleteDesign(design.id);
    mark(design.id, null);
    if (!outcome.ok) return fail(outcome);
    showToast({ severity: 'success', summary: t('myDesigns.deleted') });
    onDone('deleted');
  };

  /** From the rename dialog: answers whether it worked, so that it closes only then. */
  const rename = async (design: DesignSummary, name: string): Promise<boolean> => {
    mark(design.id, 'rename');
    const outcome = await renameDesign(design.id, name);
    mark(design.id, null);
    if (!outcome.ok) {
      fail(outcome);
      // A design deleted meanwhile cannot be renamed by trying again: close and show the list as it is.
      if (outcome.kind === 'gone') onDone('deleted');
      return outcome.kind === 'gone';
    }
    showToast({ severity: 'success', summary: t('myDesigns.renamed', { name: nameOf(outcome.design) }) });
    onDone('renamed');
    return true;
  };

  const start = (change: CardChange, design: DesignSummary) => {
    if (change === 'duplicate') void duplicate(design);
    else if (change === 'delete') void remove(design);
    else setRenaming(design);
  };

  return { working, start, renaming, closeRename: () => setRenaming(null), rename, nameOf };
}
