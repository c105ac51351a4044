import type { ProductionStatus } from '@teamwear/shared/contracts';
import { keepsPolling, productionView } from './production-progress';

const status = (change: Partial<ProductionStatus>): ProductionStatus => ({
  orderId: '7b0b3c52-6a8e-4b8f-9d3e-4d3f5c1a2b10',
  state: 'running',
  stepsDone: 21,
  stepsTotal: 63,
  attempts: 1,
  lastError: null,
  finishedAt: null,
  zipBytes: null,
  ...change,
});

describe('the print files’ progress', () => {
  it('shows how far the making is, "21 of 63", and keeps asking while it runs', () => {
    expect(productionView(status({}))).toEqual({ kind: 'making', queued: false, done: 21, total: 63, percent: 33 });
    expect(keepsPolling(status({}))).toBe(true);
    expect(keepsPolling(status({ state: 'queued', stepsDone: 0, stepsTotal: 0 }))).toBe(true);
  });

  it('shows a queued job with its steps not yet counted as nothing done', () => {
    expect(productionView(status({ state: 'queued', stepsDone: 0, stepsTotal: 0 }))).toEqual({ kind: 'making', queued: true, done: 0, total: 0, percent: 0 });
  });

  it('stops asking once the files are made or the making failed, and says why it failed', () => {
    expect(productionView(status({ state: 'done', stepsDone: 63, finishedAt: '2026-11-28T09:00:00Z', zipBytes: 2048 }))).toEqual({ kind: 'ready', finishedAt: '2026-11-28T09:00:00Z', zipBytes: 2048 });
    expect(productionView(status({ state: 'failed', lastError: 'The picture could not be drawn' }))).toEqual({ kind: 'failed', reason: 'The picture could not be drawn' });
    expect(keepsPolling(status({ state: 'done' }))).toBe(false);
    expect(keepsPolling(status({ state: 'failed' }))).toBe(false);
    expect(keepsPolling(null)).toBe(false);
  });
});
