// The production gateway (nginx, Debian's, with gateway.conf.template rendered as the image renders
// it) in front of two API replicas (fake ones, bare node:http servers): when one is gone, drops
// connections or answers 503, what may be sent twice is answered by the other, and a write that
// reached the failing one is answered 502 and never sent to the other. Both ways the gateway
// knows its replicas: one name with an address for each (k8s's headless Service, looked up through
// a DNS server as requests come), and two ports of one host (api-replicas.conf.template).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNginx, stubGatewayRoot } from '../../scripts/production-smoke.mjs';
import { startDnsServer } from './test-dns-server.mjs';

// Port bases 5800–5899 are issue 39's replica tests'; 6420–6429 issue 40's names.
const GATEWAY_PORT = 5820;
const CLOSED_PORT = 5829;
const DNS_PORT = 6423;
const API_NAME = 'teamwear-api-replicas.teamwear.svc.cluster.local';

/** How the gateway finds its two replicas: where each listens, and what the template is given. */
const TOPOLOGIES = {
  'one name, an address per replica (k8s)': {
    replicas: [
      ['127.0.0.1', 6421],
      ['127.0.0.2', 6421],
    ],
    values: { TEAMWEAR_API_UPSTREAM: `${API_NAME}:6421`, NGINX_LOCAL_RESOLVERS: `127.0.0.1:${DNS_PORT}` },
    also: [],
  },
  'two ports of one host (api-replicas.conf.template)': {
    replicas: [
      ['127.0.0.1', 5821],
      ['127.0.0.1', 5822],
    ],
    values: { TEAMWEAR_API_UPSTREAM: 'teamwear_api_replicas', TEAMWEAR_API_REPLICA: '127.0.0.1:5821', TEAMWEAR_API_REPLICA_NEXT: '127.0.0.1:5822', NGINX_LOCAL_RESOLVERS: '127.0.0.1' },
    also: ['api-replicas.conf.template'],
  },
};

/** A stand-in API replica: answers its name and the body it read; while `failing` is 'drop' it
 *  reads the request whole and drops the connection (a process killed mid-request), while '503'
 *  it answers 503. */
function startFakeApi(name, [host, port]) {
  const api = { name, failing: null, seen: [] };
  api.server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      api.seen.push({ method: request.method, url: request.url, body });
      if (api.failing === 'drop') return request.socket.destroy();
      response.writeHead(api.failing === '503' ? 503 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ replica: name, body }));
    });
  });
  return new Promise((resolve) => api.server.listen(port, host, () => resolve(api)));
}

function send(method, requestPath, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: GATEWAY_PORT,
        method,
        path: requestPath,
        agent: false,
        headers: { host: 'localhost', ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // nginx's own page
          }
          resolve({ status: response.statusCode, json });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The gateway (and `also`) rendered as the image renders it, in a folder of its own, in front of the topology's replicas. */
function startGateway(dir, { values, also }) {
  const root = path.join(dir, 'srv');
  stubGatewayRoot(root);
  return startNginx(
    dir,
    'gateway',
    'gateway.conf.template',
    {
      TEAMWEAR_PORT: String(GATEWAY_PORT),
      TEAMWEAR_ROOT: root,
      ...values,
      ...Object.fromEntries(['MARKETING', 'DESIGNER', 'ACCOUNT', 'BACKOFFICE'].map((name) => [`TEAMWEAR_${name}_UPSTREAM`, `127.0.0.1:${CLOSED_PORT}`])),
    },
    { also, stdio: 'ignore' },
  );
}

let dns;
beforeAll(async () => {
  dns = await startDnsServer(DNS_PORT, new Map([[API_NAME, ['127.0.0.1', '127.0.0.2']]]));
});
afterAll(() => dns.stop());

const postsOf = (api, body) => api.seen.filter((seen) => seen.method === 'POST' && seen.body === body).length;

describe.each(Object.entries(TOPOLOGIES))('nginx: two API replicas, %s', (_, topology) => {
  let dir;
  let nginx;
  const apis = [];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-retries-'));
    fs.chmodSync(dir, 0o755);
    apis.splice(0, apis.length, await startFakeApi('one', topology.replicas[0]), await startFakeApi('two', topology.replicas[1]));
    nginx = await startGateway(dir, topology);
  });

  afterEach(async () => {
    if (nginx && nginx.exitCode === null) {
      await new Promise((resolve) => {
        nginx.once('exit', resolve);
        nginx.kill('SIGTERM');
      });
    }
    for (const api of apis) await new Promise((resolve) => (api.server.listening ? api.server.close(resolve) : resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('takes both', async () => {
    const answered = new Set();
    // Round robin over two ports; the DNS answer's addresses in a random order for each request.
    for (let i = 0; i < 20; i += 1) answered.add((await send('GET', '/api/designs')).json.replica);
    expect([...answered].sort()).toEqual(['one', 'two']);
  });

  test('one gone (its port refuses): reads and writes are all answered by the other', async () => {
    await new Promise((resolve) => apis[0].server.close(resolve));
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await send('GET', '/api/designs'));
      answers.push(await send('POST', '/api/designs', { body: JSON.stringify({ n: i }) }));
    }
    expect(answers.map((answer) => [answer.status, answer.json?.replica])).toEqual(Array(6).fill([200, 'two']));
  });

  test.each([['drop'], ['503']])('one failing (%s): every GET is answered 200 by the other', async (failing) => {
    apis[0].failing = failing;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await send('GET', `/api/orders?page=${i}`));
    expect(apis[0].seen.length).toBeGreaterThanOrEqual(1);
    expect(answers.map((answer) => [answer.status, answer.json?.replica])).toEqual(Array(4).fill([200, 'two']));
  });

  test('one dropping connections: an order with its Idempotency-Key is answered by the other', async () => {
    apis[0].failing = 'drop';
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const body = JSON.stringify({ order: i });
      answers.push(await send('POST', '/api/orders', { headers: { 'idempotency-key': `key-${i}-abcdefgh` }, body }));
      expect(postsOf(apis[1], body)).toBe(1);
    }
    expect(apis[0].seen.length).toBeGreaterThanOrEqual(1);
    expect(answers.map((answer) => [answer.status, answer.json?.replica])).toEqual(Array(2).fill([200, 'two']));
  });

  test('one dropping connections: a design save it received is answered 502, never sent to the other', async () => {
    apis[0].failing = 'drop';
    const bodies = [0, 1].map((n) => JSON.stringify({ design: n }));
    const answers = [];
    for (const body of bodies) answers.push(await send('POST', '/api/designs', { body }));
    const dropped = bodies.filter((body) => postsOf(apis[0], body) === 1);
    expect(dropped.length).toBeGreaterThanOrEqual(1);
    for (const [index, body] of bodies.entries()) {
      expect(postsOf(apis[0], body) + postsOf(apis[1], body)).toBe(1);
      expect(answers[index].status).toBe(postsOf(apis[0], body) === 1 ? 502 : 200);
    }
  });
});
