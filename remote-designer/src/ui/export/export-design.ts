import type { TFunction } from 'i18next';
import { showToast, whileBusy } from '@teamwear/shared/ui';
import { downloadCanvas } from '../../render/export/export';
import { exportFileName, PRINT_LONG_SIDE } from '../../render/export/plan';
import type { StudioRenderer } from '../../render/studio-renderer';

/** Export in the header: the shown views as a PNG download, at screen or print size, and a toast
 *  saying what was made (or that it failed). `title` names the file (the team, else the garment). */
export async function exportDesign(renderer: StudioRenderer | null, kind: 'screen' | 'print', title: string, t: TFunction): Promise<void> {
  if (!renderer) return;
  try {
    const views = renderer.shownViews;
    const result = await whileBusy(() => renderer.exportImage({ longSide: kind === 'print' ? PRINT_LONG_SIDE : 'screen' }));
    await downloadCanvas(result.canvas, exportFileName(title, views, Math.max(result.width, result.height)));
    showToast({ severity: 'success', summary: t('designer.export.done', { width: result.width, height: result.height }) });
  } catch {
    showToast({ severity: 'error', summary: t('designer.export.failed') });
  }
}
