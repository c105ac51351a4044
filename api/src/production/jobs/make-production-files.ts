import { zipSync, strToU8 } from 'fflate';
import type { Order } from '@teamwear/shared/contracts';
import { migrateDesign } from '@teamwear/design';
import type { PrintAreaOverrides } from '@teamwear/design/print';
import { drawnBySide, planPrintFiles, PRINT_DPI, sidesToMeasure, type PlannedPrintFile } from '../render/print-plan';
import { DRAWING_PROCESSES } from '../render/drawing-processes';
import { measureSides, renderPrintFile } from '../render/render-print-file';
import { spreadsheetCsv } from '../../csv/spreadsheet-csv';

export interface ProductionInput {
  order: Order;
  overrides: PrintAreaOverrides;
  /** The proof in each language (made by the caller, which has the shop's links and inks). */
  proofs: () => Promise<{ name: string; pdf: Buffer }[]>;
}

export type Progress = (done: number, total: number) => Promise<void>;

/** What the print shop reads first: every file, whose it is, its side and size, and its print size.
 *  A player's name is the customer's text: the one CSV writer neutralises formulas (issue 32). */
function manifest(files: PlannedPrintFile[], order: Order): string {
  const header = ['file', 'player', 'number', 'side', 'size', 'width_cm', 'height_cm', 'from_top_cm', 'from_centre_cm', 'width_px', 'height_px', 'dpi'];
  const rows = files.map((file) => {
    const index = file.path.startsWith('players/') ? Number(file.path.slice(8, 10)) - 1 : -1;
    const player = order.players[index];
    return [file.path, player?.name ?? '', player ? player.number : '', file.side, file.size, file.widthCm, file.heightCm, file.fromTopCm, file.fromCentreCm, file.widthPx, file.heightPx, PRINT_DPI];
  });
  return spreadsheetCsv(header, rows);
}

/**
 * An order's print files as one ZIP: the proof PDFs, a PNG per player and printed side (and per
 * size for the sides that are the same for everyone, and for extra pieces), and manifest.csv.
 * The sides are measured first (one step), so that a side's files share one box; then the files
 * are drawn as many at a time as there are drawing processes, and progress is told after each.
 * PNGs are stored, not compressed again (they already are).
 */
export async function makeProductionFiles(input: ProductionInput, progress: Progress): Promise<Buffer> {
  const migrated = migrateDesign(input.order.document);
  if (!migrated.ok) throw new Error(`The order's design cannot be read: ${migrated.error.message}`);
  const { players, extras } = input.order;
  // The steps: the proofs, measuring the sides, then each file.
  // (Measuring may leave sides without ink out: the count is told again once they are known.)
  let steps = 2 + planPrintFiles(migrated.doc, players, extras, input.overrides).length;
  let done = 0;
  let told = progress(done, steps);
  /** One more step done, told in order even when files finish together. */
  const step = () => {
    const now = (done += 1);
    told = told.then(() => progress(now, steps));
    return told;
  };
  await told;
  const entries: Record<string, Uint8Array> = {};
  for (const proof of await input.proofs()) entries[proof.name] = proof.pdf;
  await step();
  const drawn = drawnBySide(await measureSides(sidesToMeasure(migrated.doc, players, extras)));
  const planned = planPrintFiles(migrated.doc, players, extras, input.overrides, drawn);
  steps = 2 + planned.length;
  await step();
  const made: Buffer[] = new Array<Buffer>(planned.length);
  let next = 0;
  const drawOne = async (): Promise<void> => {
    for (let index = next++; index < planned.length; index = next++) {
      made[index] = await renderPrintFile(planned[index] as PlannedPrintFile);
      await step();
    }
  };
  await Promise.all(Array.from({ length: Math.min(DRAWING_PROCESSES, planned.length) }, drawOne));
  planned.forEach((file, index) => {
    entries[file.path] = made[index] as Buffer;
  });
  entries['manifest.csv'] = strToU8(manifest(planned, input.order));
  return Buffer.from(zipSync(entries, { level: 0 }));
}
