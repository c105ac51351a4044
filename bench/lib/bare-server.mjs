// The yardstick of the API figures: a bare Fastify hello-world on the port it is given. The API
// benchmark starts it as the product's API is started (deploy/local/serve-all.mjs, detached): its own
// process in its own session, so that the two servers it compares run alike, outside the process
// that generates the load (Linux's autogroup schedules each session as a group). It used to be a
// worker thread of the benchmark; side by side on a loaded machine the two answered within the noise
// of each other.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
