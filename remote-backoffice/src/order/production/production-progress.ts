import type { ProductionStatus } from '@teamwear/shared/contracts';

/** How often the page asks how the print files are coming along while they are being made. */
export const PRODUCTION_POLL_MS = 2000;

export type ProductionView =
  /** Being made: the bar, "21 of 63" (steps not yet counted: total 0). */
  | { kind: 'making'; queued: boolean; done: number; total: number; percent: number }
  | { kind: 'ready'; finishedAt: string | null; zipBytes: number | null }
  /** The making stopped: why, and "Make the files again". */
  | { kind: 'failed'; reason: string };

/** Where the making of the print files stands, as the page shows it. */
export function productionView(status: ProductionStatus): ProductionView {
  if (status.state === 'done') return { kind: 'ready', finishedAt: status.finishedAt, zipBytes: status.zipBytes };
  if (status.state === 'failed') return { kind: 'failed', reason: status.lastError?.trim() || '' };
  const total = Math.max(status.stepsTotal, 0);
  const done = Math.min(Math.max(status.stepsDone, 0), total);
  return { kind: 'making', queued: status.state === 'queued', done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
}

/** Whether the page keeps asking: while the files are queued or being made, never after they are made or failed. */
export function keepsPolling(status: ProductionStatus | null): boolean {
  return status !== null && (status.state === 'queued' || status.state === 'running');
}
