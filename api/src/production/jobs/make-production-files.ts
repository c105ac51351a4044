import { zipSync, strToU8 } from 'fflate';
import type { Order } from '@teamwear/shared/contracts';
import { migrateDesign } from '../../../../remote-designer/src/model';
import type { PrintAreaOverrides } from '@teamwear/shared/orders';
import { planPrintFiles, PRINT_DPI, type PlannedPrintFile } from '../render/print-plan';
import { renderPrintFile } from '../render/render-print-file';

export interface ProductionInput {
  order: Order;
  overrides: PrintAreaOverrides;
  /** The proof in each language (made by the caller, which has the shop's links and inks). */
  proofs: () => Promise<{ name: string; pdf: Buffer }[]>;
}

export type Progress = (done: number, total: number) => Promise<void>;

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** What the print shop reads first: every file, whose it is, its side and size, and its print size. */
function manifest(files: PlannedPrintFile[], order: Order): string {
  const header = ['file', 'player', 'number', 'side', 'size', 'width_cm', 'height_cm', 'width_px', 'height_px', 'dpi'];
  const lines = files.map((file) => {
    const index = file.path.startsWith('players/') ? Number(file.path.slice(8, 10)) - 1 : -1;
    const player = order.players[index];
    return [file.path, player?.name ?? '', player ? player.number : '', file.side, file.size, file.widthCm, file.heightCm, file.widthPx, file.heightPx, PRINT_DPI].map(csvCell).join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * An order's print files as one ZIP: the proof PDF, a PNG per player and printed side (and per size
 * for the sides that are the same for everyone, and for extra pieces), and manifest.csv. Progress
 * is told after each file. PNGs are stored, not compressed again (they already are).
 */
export async function makeProductionFiles(input: ProductionInput, progress: Progress): Promise<Buffer> {
  const migrated = migrateDesign(input.order.document);
  if (!migrated.ok) throw new Error(`The order's design cannot be read: ${migrated.error.message}`);
  const planned = planPrintFiles(migrated.doc, input.order.players, input.order.extras, input.overrides);
  const total = planned.length + 1;
  const entries: Record<string, Uint8Array> = {};
  let done = 0;
  await progress(done, total);
  for (const proof of await input.proofs()) entries[proof.name] = proof.pdf;
  done += 1;
  await progress(done, total);
  for (const file of planned) {
    entries[file.path] = await renderPrintFile(file);
    done += 1;
    await progress(done, total);
  }
  entries['manifest.csv'] = strToU8(manifest(planned, input.order));
  return Buffer.from(zipSync(entries, { level: 0 }));
}
