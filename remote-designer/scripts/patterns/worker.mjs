// A drawing worker: renders the patterns the main thread hands it, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { renderPattern } from './lib/render.mjs';

parentPort.on('message', async (job) => {
  try {
    const started = performance.now();
    await renderPattern(job.id, { ...workerData, tileFile: job.tileFile, thumbFile: job.thumbFile });
    parentPort.postMessage({ id: job.id, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error.stack ?? String(error) });
  }
});
