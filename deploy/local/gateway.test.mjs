// The local gateway in front of a fake API (a bare node:http server), spoken to through node:http:
// fetch (undici) never sends `Expect: 100-continue`, which is what curl sends for a body over 1 MiB.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from './gateway.mjs';

/** A stand-in for the API: answers how many bytes of body it read and the headers it was sent;
 *  on /api/reset it drops the connection instead. */
function startFakeApi() {
  const seen = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url, headers: request.headers });
    if (request.url === '/api/reset') {
      request.socket.destroy();
      return;
    }
    let received = 0;
    request.on('data', (chunk) => (received += chunk.length));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ received, headers: request.headers }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, url: `http://127.0.0.1:${server.address().port}` })));
}

/** A POST through node:http that, like curl, holds its body back until the server says 100
 *  Continue, and stops there if a final answer comes first. */
function sendWithExpectContinue({ port, path: requestPath, body }) {
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: requestPath,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (!continued) request.destroy();
        resolve({ status: response.statusCode, continued, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', reject);
  });
}

/** A GET on a connection of its own (`Connection: close`): with Node's default keep-alive the
 *  proxy would drop a header named in `Connection: keep-alive` anyway, where curl names none. */
function get({ port, path: requestPath, headers = {} }) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'GET', path: requestPath, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

const MIB = 1024 * 1024;
let fakeApi;
let gateway;
let port;
let shellDist;

beforeAll(async () => {
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  fakeApi = await startFakeApi();
  gateway = await startGateway({ port: 0, host: '127.0.0.1', shellDist, apiUrl: fakeApi.url, remotes: () => ({}) });
  port = gateway.server.address().port;
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => fakeApi?.server.close(resolve));
  fs.rmSync(shellDist, { recursive: true, force: true });
});

beforeEach(() => {
  fakeApi.seen.length = 0;
});

describe('Expect: 100-continue through the gateway', () => {
  test('a body the API accepts is asked for, and arrives whole, without the expect header', async () => {
    const response = await sendWithExpectContinue({ port, path: '/api/contact', body: Buffer.alloc(MIB - 10, 'a') });
    expect(response).toMatchObject({ status: 200, continued: true });
    const answer = JSON.parse(response.body);
    expect(answer.received).toBe(MIB - 10);
    expect(answer.headers.expect).toBeUndefined();
  });

  test.each([1.5, 20])('a body of %d MiB, over the API limit, gets its 413 before it is sent', async (mebibytes) => {
    const response = await sendWithExpectContinue({ port, path: '/api/contact', body: Buffer.alloc(mebibytes * MIB, 'a') });
    expect(response).toMatchObject({ status: 413, continued: false });
    expect(JSON.parse(response.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    expect(fakeApi.seen).toHaveLength(0);
  });

  test('an API that drops the connection gets a 502 in the API error shape', async () => {
    const response = await sendWithExpectContinue({ port, path: '/api/reset', body: Buffer.alloc(64 * 1024, 'a') });
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body)).toEqual({ code: 'BAD_GATEWAY', message: expect.any(String) });
  });
});

describe('hop-by-hop request headers', () => {
  test.each([
    ['keep-alive', 'timeout=5'],
    ['upgrade', 'websocket'],
    ['proxy-authorization', 'Basic Zm9vOmJhcg=='],
    ['te', 'trailers'],
  ])('%s is not passed on, and does not break the request', async (name, value) => {
    const response = await get({ port, path: '/whoami', headers: { [name]: value } });
    expect(response.status).toBe(200);
    expect(fakeApi.seen).toHaveLength(1);
    expect(fakeApi.seen[0].headers[name]).toBeUndefined();
  });

  test('the API is told which host the browser asked for', async () => {
    await get({ port, path: '/whoami', headers: { host: 'shop.example:3000' } });
    expect(fakeApi.seen[0].headers['x-forwarded-host']).toBe('shop.example:3000');
  });
});

describe('Host header', () => {
  test.each(['localhost:3000@attacker.example', 'localhost:3000/x', 'local host', 'localhost:99999', 'localhost:', 'shop.example:80:81', 'a..b', '-shop.example'])(
    '%j is refused with 400 before anything is proxied',
    async (host) => {
      for (const requestPath of ['/api/contact', '/whoami', '/', '/remotes.json', '/me/dashboard']) {
        const response = await get({ port, path: requestPath, headers: { host, accept: 'text/html' } });
        expect({ requestPath, status: response.status }).toEqual({ requestPath, status: 400 });
        expect(JSON.parse(response.body)).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('Host') });
      }
      expect(fakeApi.seen).toHaveLength(0);
    },
  );

  test.each(['localhost', 'localhost:3000', '127.0.0.1:3000', 'shop.example.com', 'Shop-1.Example.com.', '[::1]:3000'])('%j is served', async (host) => {
    const response = await get({ port, path: '/whoami', headers: { host } });
    expect(response.status).toBe(200);
    expect(fakeApi.seen).toHaveLength(1);
  });
});
