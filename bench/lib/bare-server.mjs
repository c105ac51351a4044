// The yardstick of the API figures: a bare Fastify hello-world, started by the API benchmark in a
// worker thread (its own event loop, in the benchmark's process) on the port it is given.
import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: workerData.port, host: '127.0.0.1' });
parentPort.postMessage('listening');
parentPort.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    parentPort.close();
  }
});
