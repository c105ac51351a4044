// The API's metrics are on a port of their own (METRICS_PORT) that no gateway reaches (issue 39):
// through the production gateway (Debian's nginx with gateway.conf.template rendered as the image
// renders it, scripts/production-smoke.mjs), /metrics and any path under it are a 404 in the API's
// { code, message }, never the shell's page and never passed to the API.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { GATEWAY_ERROR_ANSWERS } from '../local/error-answers.mjs';
import { startNginx, stubGatewayRoot } from '../../scripts/production-smoke.mjs';
import { freePorts } from '../../scripts/postgres-cluster.mjs';

let root;
let nginx;
let api;
let gatewayPort;
const seen = [];

beforeAll(async () => {
  let apiPort;
  let closedPort;
  [gatewayPort, apiPort, closedPort] = await freePorts(3);
  api = http.createServer((request, response) => {
    seen.push(request.url);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('the API\n');
  });
  await new Promise((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-metrics-'));
  fs.chmodSync(root, 0o755);
  const srv = path.join(root, 'srv');
  stubGatewayRoot(srv);
  // A shell whose page would answer any page path.
  fs.writeFileSync(path.join(srv, 'shell', 'index.html'), '<!doctype html><title>shell</title>\n');
  nginx = await startNginx(
    root,
    'gateway',
    'gateway.conf.template',
    {
      TEAMWEAR_PORT: String(gatewayPort),
      TEAMWEAR_ROOT: srv,
      TEAMWEAR_API_UPSTREAM: `127.0.0.1:${apiPort}`,
      NGINX_LOCAL_RESOLVERS: '127.0.0.1',
      ...Object.fromEntries(['MARKETING', 'DESIGNER', 'ACCOUNT', 'BACKOFFICE'].map((name) => [`TEAMWEAR_${name}_UPSTREAM`, `127.0.0.1:${closedPort}`])),
    },
    { stdio: 'ignore' },
  );
});

afterAll(async () => {
  if (nginx?.exitCode === null) {
    await new Promise((resolve) => {
      nginx.once('exit', resolve);
      nginx.kill('SIGTERM');
    });
  }
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (requestPath) => fetch(`http://127.0.0.1:${gatewayPort}${requestPath}`, { headers: { host: 'localhost', accept: 'text/html' } });

test.each(['/metrics', '/metrics?x=1', '/metrics/', '/metrics/anything'])('%s: 404 in the API’s shape, not the page, not passed to the API', async (requestPath) => {
  const response = await get(requestPath);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual(GATEWAY_ERROR_ANSWERS[404]);
  expect(seen).toEqual([]);
});

test('a page path is still the shell’s page, and /api/ still reaches the API', async () => {
  expect(await (await get('/metrics-board')).text()).toContain('<title>shell</title>');
  expect(await (await get('/api/designs')).text()).toBe('the API\n');
});
