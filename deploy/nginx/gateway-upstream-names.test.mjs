// The gateway looks its upstreams' names up as requests come (a resolver, variables in
// proxy_pass), as a cluster needs: it starts while a Service is missing and answers once it exists,
// and follows a Service recreated at another address. Debian's nginx with the template rendered as
// the image renders it (scripts/production-smoke.mjs), a DNS server standing in for the cluster's.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNginx, stubGatewayRoot } from '../../scripts/production-smoke.mjs';
import { startDnsServer } from './test-dns-server.mjs';

// Issue 40's ports (6400–6499).
const GATEWAY_PORT = 6430;
const API_PORT = 6431;
const REMOTE_PORT = 6432;
const DNS_PORT = 6433;
const API_NAME = 'teamwear-api-replicas.teamwear.svc.cluster.local';
const REMOTE_NAME = 'teamwear-remote-designer.teamwear.svc.cluster.local';
/** Longer than the template's resolver keeps an answer (valid=5s, in whole seconds of nginx's clock). */
const RESOLVER_VALID_MS = 7_000;

/** A server answering which one it is, on `host`:`port`. */
function startServer(name, host, port) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ server: name, url: request.url, ...(request.url === '/api/proto' ? { proto: request.headers['x-forwarded-proto'] } : {}) }));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

async function get(requestPath, headers = {}) {
  const response = await fetch(`http://127.0.0.1:${GATEWAY_PORT}${requestPath}`, { headers: { host: 'localhost', ...headers } });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json };
}

let root;
let dns;
let nginx;
const servers = [];

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-names-'));
  fs.chmodSync(root, 0o755);
  const srv = path.join(root, 'srv');
  stubGatewayRoot(srv);
  // Nothing is named yet: the cluster has neither the API's nor the remote's Service.
  dns = await startDnsServer(DNS_PORT);
  nginx = await startNginx(root, 'gateway', 'gateway.conf.template', {
    TEAMWEAR_PORT: String(GATEWAY_PORT),
    TEAMWEAR_ROOT: srv,
    TEAMWEAR_API_UPSTREAM: `${API_NAME}:${API_PORT}`,
    TEAMWEAR_MARKETING_UPSTREAM: `teamwear-remote-marketing.teamwear.svc.cluster.local:${REMOTE_PORT}`,
    TEAMWEAR_DESIGNER_UPSTREAM: `${REMOTE_NAME}:${REMOTE_PORT}`,
    TEAMWEAR_ACCOUNT_UPSTREAM: `teamwear-remote-account.teamwear.svc.cluster.local:${REMOTE_PORT}`,
    TEAMWEAR_BACKOFFICE_UPSTREAM: `teamwear-remote-backoffice.teamwear.svc.cluster.local:${REMOTE_PORT}`,
    NGINX_LOCAL_RESOLVERS: `127.0.0.1:${DNS_PORT}`,
  });
});

afterEach(async () => {
  if (nginx?.exitCode === null) {
    await new Promise((resolve) => {
      nginx.once('exit', resolve);
      nginx.kill('SIGTERM');
    });
  }
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  await dns.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

test('starts while the Services are missing, answers the API is unreachable, then reaches them once they exist', async () => {
  expect((await get('/livez')).status).toBe(200);
  const before = await get('/api/designs');
  expect(before.status).toBe(502);
  expect(before.json).toEqual({ code: expect.any(String), message: expect.stringMatching(/API/) });
  expect((await get('/remotes/designer/1.0.0/remoteEntry.js')).status).toBe(502);

  servers.push(await startServer('api', '127.0.0.1', API_PORT), await startServer('designer', '127.0.0.1', REMOTE_PORT));
  dns.records.set(API_NAME, ['127.0.0.1']);
  dns.records.set(REMOTE_NAME, ['127.0.0.1']);
  // A failed lookup is remembered for valid= (5 s, counted in whole seconds: up to 6) at most.
  await new Promise((resolve) => setTimeout(resolve, RESOLVER_VALID_MS));
  expect(await get('/api/designs')).toEqual({ status: 200, json: { server: 'api', url: '/api/designs' } });
  expect(await get('/remotes/designer/1.0.0/remoteEntry.js')).toEqual({ status: 200, json: { server: 'designer', url: '/remotes/designer/1.0.0/remoteEntry.js' } });
}, 20_000);

test('follows a Service recreated at another address', async () => {
  servers.push(await startServer('old', '127.0.0.1', API_PORT), await startServer('new', '127.0.0.4', API_PORT));
  dns.records.set(API_NAME, ['127.0.0.1']);
  expect((await get('/api/designs')).json).toEqual({ server: 'old', url: '/api/designs' });

  // The Service deleted and made again: its name has another address, the old one answers no more.
  dns.records.set(API_NAME, ['127.0.0.4']);
  await new Promise((resolve) => servers[0].close(resolve));
  servers.shift();
  await new Promise((resolve) => setTimeout(resolve, RESOLVER_VALID_MS));
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push(await get('/api/designs'));
  expect(answers).toEqual(Array(5).fill({ status: 200, json: { server: 'new', url: '/api/designs' } }));
}, 20_000);

test("tells the API the browser's scheme: https when the Ingress in front says so, else the gateway's own", async () => {
  servers.push(await startServer('api', '127.0.0.1', API_PORT));
  dns.records.set(API_NAME, ['127.0.0.1']);
  const protoOf = async (headers) => (await get('/api/proto', headers)).json.proto;
  expect(await protoOf({ 'x-forwarded-proto': 'https' })).toBe('https');
  expect(await protoOf({})).toBe('http');
  expect(await protoOf({ 'x-forwarded-proto': 'gopher' })).toBe('http');
});
