// The local gateway in front of two API processes (fake ones, bare node:http servers): requests
// take them in turn; when one is gone or drops connections, what may be sent twice is answered by
// the other, and what may not is answered 502 and never sent twice.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from './gateway.mjs';

/** A stand-in API process: answers its name and the body it read, or, while `dropping`, reads the
 *  request whole and drops the connection without an answer (a process killed mid-request). */
function startFakeApi(name) {
  const api = { name, dropping: false, seen: [] };
  api.server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      api.seen.push({ method: request.method, url: request.url, body });
      if (api.dropping) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ replica: name, body }));
    });
  });
  return new Promise((resolve) =>
    api.server.listen(0, '127.0.0.1', () => {
      api.url = `http://127.0.0.1:${api.server.address().port}`;
      resolve(api);
    }),
  );
}

function send(port, method, requestPath, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: requestPath, agent: false, headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode, json: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let shellDist;
const apis = [];
let gateway;
let port;

beforeEach(async () => {
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-failover-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>Teamwear</title>');
  fs.writeFileSync(path.join(shellDist, 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  apis.splice(0, apis.length, await startFakeApi('one'), await startFakeApi('two'));
  gateway = await startGateway({ port: 0, host: '127.0.0.1', shellDist, apiUrl: apis.map((api) => api.url), remotes: () => ({}) });
  port = gateway.server.address().port;
});

afterEach(async () => {
  await gateway?.close();
  for (const api of apis) await new Promise((resolve) => (api.server.listening ? api.server.close(resolve) : resolve()));
  fs.rmSync(shellDist, { recursive: true, force: true });
});

describe('local gateway: several API processes (API_ORIGINS)', () => {
  test('takes the processes in turn', async () => {
    const answered = [];
    for (let i = 0; i < 4; i += 1) answered.push((await send(port, 'GET', '/api/designs')).json.replica);
    expect(answered.sort()).toEqual(['one', 'one', 'two', 'two']);
  });

  test('one process gone (its port refuses): every request, reads and writes, is answered by the other', async () => {
    await new Promise((resolve) => apis[0].server.close(resolve));
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await send(port, 'GET', '/api/designs'));
      answers.push(await send(port, 'POST', '/api/designs', { body: JSON.stringify({ n: i }) }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json.replica))).toEqual(new Set(['two']));
    // The body went whole to the process that answered.
    expect(answers[7].json.body).toBe(JSON.stringify({ n: 3 }));
  });

  test('one process drops connections after reading the request: reads and keyed orders go to the other, other writes are 502 and never sent twice', async () => {
    apis[0].dropping = true;
    const reads = [];
    for (let i = 0; i < 4; i += 1) reads.push(await send(port, 'GET', `/api/orders?page=${i}`));
    expect(reads.map((read) => [read.status, read.json.replica])).toEqual(Array(4).fill([200, 'two']));

    const order = JSON.stringify({ designId: 'd1', players: [] });
    const orders = [];
    for (let i = 0; i < 2; i += 1) orders.push(await send(port, 'POST', '/api/orders', { headers: { 'idempotency-key': `key-${i}-abcdefgh` }, body: order }));
    expect(orders.map((placed) => [placed.status, placed.json.replica, placed.json.body])).toEqual(Array(2).fill([200, 'two', order]));

    const writes = [
      ['/api/designs', JSON.stringify({ n: 1 })],
      ['/api/designs', JSON.stringify({ n: 2 })],
      ['/api/orders', JSON.stringify({ unkeyed: true })], // no key: not the API's to replay
    ];
    const answers = [];
    for (const [url, body] of writes) answers.push(await send(port, 'POST', url, { body }));
    const sentTo = (api, body) => api.seen.filter((seen) => seen.method === 'POST' && seen.body === body).length;
    for (const [index, [, body]] of writes.entries()) {
      // Each write reached one process once: answered by "two", or dropped by "one" and answered 502.
      expect(sentTo(apis[0], body) + sentTo(apis[1], body)).toBe(1);
      expect([answers[index].status, answers[index].status === 200 ? answers[index].json.replica : sentTo(apis[0], body)]).toEqual(
        answers[index].status === 200 ? [200, 'two'] : [502, 1],
      );
    }
    expect(answers.filter((answer) => answer.status === 502).length).toBeGreaterThanOrEqual(1);
  });
});
