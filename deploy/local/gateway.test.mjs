// The local gateway in front of a fake API (a bare node:http server), spoken to through node:http:
// fetch (undici) never sends `Expect: 100-continue`, which is what curl sends for a body over 1 MiB.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { integrityOfFolder } from '../releases/release-integrity.mjs';
import { manifestUrl, promote, rollback } from '../releases/remotes-file.mjs';
import { BAD_URL_ANSWER, DOT_SEGMENT_ANSWER, GATEWAY_ERROR_ANSWERS } from './error-answers.mjs';
import { remotesFromFile, startGateway } from './gateway.mjs';
import { MAX_HEADER_SIZE, MAX_URL_LENGTH, overflowOf } from './oversized-requests.mjs';

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
    if (request.url === '/api/own-referrer-policy') {
      response.writeHead(200, { 'content-type': 'application/json', 'referrer-policy': 'no-referrer' });
      response.end('{}');
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
const HASH_ONE = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const HASH_TWO = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
let fakeApi;
let gateway;
let port;
let shellDist;

/** A shell build as the gateway reads it: index.html and the build's csp.json. */
function writeShellDist(dir, scriptHashes) {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.mkdirSync(path.join(dir, 'join'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'join', 'index.html'), '<!doctype html><title>join</title>');
  fs.writeFileSync(path.join(dir, 'join', 'join.0123456789.js'), 'console.log("join")');
  writeCspJson(dir, scriptHashes);
}

/** Rewrites csp.json with a modification time of its own (a rebuild), as the gateway notices changes by it. */
function writeCspJson(dir, scriptHashes) {
  const file = path.join(dir, 'csp.json');
  fs.writeFileSync(file, JSON.stringify({ scriptHashes }));
  const later = new Date(Date.now() + Math.random() * 1e6);
  fs.utimesSync(file, later, later);
}

/** Locally each remote is on a port of the host the browser used; the account remote is same-origin. */
const remotesForHost = (hostname) => ({
  marketing: `http://${hostname}:4101/mf-manifest.json`,
  designer: `http://${hostname}:4102/mf-manifest.json`,
  account: '/remotes/account/mf-manifest.json',
});

beforeAll(async () => {
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  writeShellDist(shellDist, [HASH_ONE]);
  fakeApi = await startFakeApi();
  gateway = await startGateway({ port: 0, host: '127.0.0.1', shellDist, apiUrl: fakeApi.url, remotes: remotesForHost });
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

  test("the shop's icon comes from the API, which draws each host's own", async () => {
    const response = await get({ port, path: '/favicon.png', headers: { host: 'shop.example:3000', accept: 'image/*' } });
    expect(response.status).toBe(200);
    expect(fakeApi.seen).toEqual([expect.objectContaining({ url: '/favicon.png' })]);
    expect(fakeApi.seen[0].headers['x-forwarded-host']).toBe('shop.example:3000');
  });

  test('/favicon.ico, which browsers ask for by themselves, comes from the API too', async () => {
    const response = await get({ port, path: '/favicon.ico', headers: { host: 'shop.example:3000', accept: 'image/*' } });
    expect(response.status).toBe(200);
    expect(fakeApi.seen).toEqual([expect.objectContaining({ url: '/favicon.ico' })]);
    expect(fakeApi.seen[0].headers['x-forwarded-host']).toBe('shop.example:3000');
  });
});

describe('request ids', () => {
  test("the API is sent a request id of the gateway's making, a new one per request", async () => {
    await get({ port, path: '/whoami' });
    await get({ port, path: '/api/designs' });
    const [first, second] = fakeApi.seen.map((seen) => seen.headers['x-request-id']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  test("a browser's own X-Request-Id is replaced: a client never chooses what the logs say", async () => {
    await get({ port, path: '/api/designs', headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(fakeApi.seen[0].headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the metrics', () => {
  test.each(['/metrics', '/metrics?x=1', '/metrics/', '/metrics/anything'])(
    '%s is a 404, never the page nor passed to the API (they are on a port of their own, which no gateway reaches)',
    async (requestPath) => {
      const response = await get({ port, path: requestPath, headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual(GATEWAY_ERROR_ANSWERS[404]);
      expect(fakeApi.seen).toEqual([]);
    },
  );
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

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(policy) {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy and the other security headers', () => {
  test.each(['/', '/me/dashboard', '/design/soccer', '/backoffice/orders', '/index.html', '/join/AbCdEfGhIjKlMnOpQrSt'])('%s: the policy of the page, for this host', async (requestPath) => {
    const response = await get({ port, path: requestPath, headers: { host: 'localhost:3000', accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = response.headers['content-security-policy'];
    expect(policy).not.toMatch(/unsafe-eval/);
    const directives = directivesOf(policy);
    expect(directives['script-src']).toEqual(["'self'", HASH_ONE, 'http://localhost:4101', 'http://localhost:4102']);
    expect(directives['connect-src']).toEqual(["'self'", 'http://localhost:4101', 'http://localhost:4102']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('another host gets the remote origins of its own remotes.json', async () => {
    const response = await get({ port, path: '/', headers: { host: '127.0.0.1:3000', accept: 'text/html' } });
    expect(directivesOf(response.headers['content-security-policy'])['script-src']).toEqual(["'self'", HASH_ONE, 'http://127.0.0.1:4101', 'http://127.0.0.1:4102']);
  });

  test('JSON answers carry nosniff and the referrer policy, not the page policy', async () => {
    for (const requestPath of ['/remotes.json', '/whoami', '/nowhere.js']) {
      const response = await get({ port, path: requestPath });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  test('an API answer keeps a referrer policy of its own', async () => {
    const response = await get({ port, path: '/api/own-referrer-policy' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  test('a rebuilt shell (a new csp.json) is served its new hashes without a restart', async () => {
    writeCspJson(shellDist, [HASH_TWO]);
    try {
      const response = await get({ port, path: '/', headers: { accept: 'text/html' } });
      expect(directivesOf(response.headers['content-security-policy'])['script-src']).toContain(HASH_TWO);
      expect(directivesOf(response.headers['content-security-policy'])['script-src']).not.toContain(HASH_ONE);
    } finally {
      writeCspJson(shellDist, [HASH_ONE]);
    }
  });

  test('a gateway without the build csp.json does not start, and says which file is missing', async () => {
    const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
    try {
      await expect(startGateway({ port: 0, host: '127.0.0.1', shellDist: emptyDist, apiUrl: fakeApi.url, remotes: () => ({}) })).rejects.toThrow(path.join(emptyDist, 'csp.json'));
    } finally {
      fs.rmSync(emptyDist, { recursive: true, force: true });
    }
  });
});

describe('remotes.json from a file (REMOTES_FILE)', () => {
  let fileGateway;
  let filePort;
  let remotesFile;

  beforeAll(async () => {
    remotesFile = path.join(shellDist, 'remotes-under-test.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { designer: 'https://static-one.example/designer/mf-manifest.json' } }));
    fileGateway = await startGateway({ port: 0, host: '127.0.0.1', shellDist, apiUrl: fakeApi.url, remotes: await remotesFromFile(remotesFile) });
    filePort = fileGateway.server.address().port;
  });

  afterAll(() => fileGateway?.close());

  test('a remote moved by editing the file is served and allowed without a restart', async () => {
    const before = await get({ port: filePort, path: '/', headers: { accept: 'text/html' } });
    expect(directivesOf(before.headers['content-security-policy'])['script-src']).toContain('https://static-one.example');

    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { designer: 'https://static-two.example/designer/mf-manifest.json' } }));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(remotesFile, later, later);

    const after = await get({ port: filePort, path: '/', headers: { accept: 'text/html' } });
    const scriptSources = directivesOf(after.headers['content-security-policy'])['script-src'];
    expect(scriptSources).toContain('https://static-two.example');
    expect(scriptSources).not.toContain('https://static-one.example');
    expect(JSON.parse((await get({ port: filePort, path: '/remotes.json' })).body)).toEqual({ remotes: { designer: 'https://static-two.example/designer/mf-manifest.json' }, integrity: {} });
  });

  test('a broken edit keeps what the file said before', async () => {
    const good = (await get({ port: filePort, path: '/remotes.json' })).body;
    fs.writeFileSync(remotesFile, '{ "remotes": ');
    const later = new Date(Date.now() + 120_000);
    fs.utimesSync(remotesFile, later, later);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const response = await get({ port: filePort, path: '/remotes.json' });
      expect(response.status).toBe(200);
      expect(response.body).toBe(good);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(remotesFile));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('what a partner’s page loads from the shop (the embedded studio)', () => {
  beforeAll(() => {
    fs.writeFileSync(path.join(shellDist, 'embed.js'), '/* loader */');
    fs.mkdirSync(path.join(shellDist, 'embed'), { recursive: true });
    fs.writeFileSync(path.join(shellDist, 'embed', 'studio-host.js'), '/* host */');
  });

  test.each(['/embed.js', '/embed/studio-host.js', '/remotes.json'])('%s is readable by any origin', async (requestPath) => {
    const response = await get({ port, path: requestPath, headers: { origin: 'http://club.example' } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  test.each(['/', '/index.html', '/api/tenant', '/embedded'])('%s is not opened to other origins', async (requestPath) => {
    const response = await get({ port, path: requestPath, headers: { origin: 'http://club.example', accept: 'text/html' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('an address or headers over the limits (nginx: large_client_header_buffers)', () => {
  /** A path of exactly `length` characters, query included. */
  const longPath = (start, length) => `${start}?q=${'a'.repeat(length - start.length - 3)}`;

  test('a page at a 20,000-character address: 414 and a page saying so, with a link home', async () => {
    const response = await get({ port, path: longPath('/design/soccer', 20_000), headers: { accept: 'text/html' } });
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>This address is too long</h1>');
    expect(response.body).toContain('has 20,000 characters; the shop accepts at most 8,192');
    expect(response.body).toContain('<a href="/">Go to the home page</a>');
    expect(response.body).toContain('<section lang="km">');
    expect(fakeApi.seen).toHaveLength(0);
  });

  test('an API call at a 20,000-character address: 414 in the API error shape, not proxied', async () => {
    const response = await get({ port, path: longPath('/api/designs', 20_000), headers: { accept: 'application/json' } });
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ code: 'BAD_REQUEST', message: "The request's address is too long (20000 characters): at most 8192 characters" });
    expect(fakeApi.seen).toHaveLength(0);
  });

  test('an address of the longest length is served', async () => {
    const response = await get({ port, path: longPath('/design/soccer', MAX_URL_LENGTH), headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });

  test('headers over the limit (too many cookies): 431 and a page saying what to do, not an empty answer', async () => {
    const response = await get({ port, path: '/design/soccer', headers: { accept: 'text/html', cookie: `c=${'b'.repeat(MAX_HEADER_SIZE)}` } });
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>This request is too large</h1>');
    expect(response.body).toContain("Clear this site's cookies");
    expect(response.body).toContain('<a href="/">Go to the home page</a>');
  });

  // Over MAX_HEADER_SIZE Node stops reading and the answer is made from the bytes it read last
  // (error.rawPacket up to error.bytesParsed), as node:http reports them.
  test.each([
    ['the address, read at once', `GET /api/designs?q=${'a'.repeat(40_000)}`, { status: 414, target: expect.stringMatching(/^\/api\/designs\?q=a+$/) }],
    ['the headers, read at once', `GET /api/designs HTTP/1.1\r\nHost: x\r\nCookie: ${'b'.repeat(40_000)}`, { status: 431, target: '/api/designs' }],
    ['a later read, without the request line', 'a'.repeat(4_000), { status: 431, target: undefined }],
  ])('what was too large: %s', (_what, read, expected) => {
    expect(overflowOf({ code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(`${read}\r\n\r\n`), bytesParsed: read.length })).toEqual(expected);
  });
});

/** A request written byte for byte on a socket of its own (node:http would not send a bad one);
 *  resolves to its status, headers (lower-case names) and body. */
function sendRaw(text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') });
    });
  });
}

describe('a request the gateway refuses itself gets { code, message }, never Fastify\'s { statusCode, error }', () => {
  const request = (line, headers = '') => `${line}\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

  test.each(['/..%2F..%2Fetc%2Fpasswd', '/assets/..%2F..%2Findex.html', '/api/..%2F..%2Fetc%2Fpasswd', '/api/designs/%2e%2e/%2e%2e/x', '/remotes/..%5C..%5Cx'])(
    '%s: 400, the path is not served or proxied',
    async (target) => {
      const response = await sendRaw(request(`GET ${target} HTTP/1.1`));
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual(DOT_SEGMENT_ANSWER);
      expect(fakeApi.seen).toHaveLength(0);
    },
  );

  test('an address that does not decode: 400 with what is wrong, and the security headers', async () => {
    const response = await sendRaw(request('GET /api/designs/%E0%A4%A HTTP/1.1'));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual(BAD_URL_ANSWER);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a Transfer-Encoding the gateway does not know: 501, as nginx answers it', async () => {
    const response = await sendRaw(request('POST /api/designs HTTP/1.1', 'Transfer-Encoding: xchunked\r\n') + '5\r\nhello\r\n0\r\n\r\n');
    expect(response.status).toBe(501);
    expect(JSON.parse(response.body)).toEqual(GATEWAY_ERROR_ANSWERS[501]);
    expect(fakeApi.seen).toHaveLength(0);
  });

  test('a path with dots that is no ".." segment is served', async () => {
    const response = await get({ port, path: '/api/designs/a..b', headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(fakeApi.seen.map((seen) => seen.url)).toEqual(['/api/designs/a..b']);
  });
});

describe("the players' page of a size collection (/join/<code>)", () => {
  test.each(['/join/AbCdEfGhIjKlMnOpQrSt', '/join/AbCdEfGhIjKlMnOpQrSt?entry=0b5a&token=t0ken'])('%s is its own page, not the shell, revalidated on each load', async (requestPath) => {
    const response = await get({ port, path: requestPath, headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>join</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('its script is served as the file, cached for a year; a missing one is a 404, not the page', async () => {
    const script = await get({ port, path: '/join/join.0123456789.js', headers: { accept: '*/*' } });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get({ port, path: '/join/join.9876543210.js', headers: { accept: 'text/html,*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  test('/join alone and other paths stay the shell’s', async () => {
    expect((await get({ port, path: '/joined', headers: { accept: 'text/html' } })).body).toContain('<title>shell</title>');
  });
});

describe('a file that is not there', () => {
  test.each(['/assets/main.0123456789.js', '/assets/gone.css', '/mf-manifest-old.json', '/favicon.gif'])('%s answers 404, not the page, even to a browser asking for HTML', async (requestPath) => {
    const response = await get({ port, path: requestPath, headers: { accept: 'text/html,*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  test.each(['/design/soccer', '/me/order?id=7', '/products/', '/backoffice/orders', '/backoffice/orders/42'])('%s is a page: index.html', async (requestPath) => {
    const response = await get({ port, path: requestPath, headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });
});

describe('the remotes’ releases (releasesDir) and a promoted remotes.json', () => {
  let releasesGateway;
  let releasesPort;
  let store;
  const pinOf = (release) => integrityOfFolder(path.join(store, 'designer', release));

  beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-releases-'));
    for (const release of ['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb']) {
      const dir = path.join(store, 'designer', release);
      fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ release, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var designer = '${release}';`);
      fs.writeFileSync(path.join(dir, 'assets', 'page.0123456789.js'), `/* ${release} */`);
    }
    promote(path.join(store, 'remotes.json'), 'designer', manifestUrl('designer', '0.1.0-aaaaaaaaaa'), { integrity: pinOf('0.1.0-aaaaaaaaaa') });
    releasesGateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      shellDist,
      apiUrl: fakeApi.url,
      remotes: await remotesFromFile(path.join(store, 'remotes.json')),
      releasesDir: store,
    });
    releasesPort = releasesGateway.server.address().port;
  });

  afterAll(async () => {
    await releasesGateway?.close();
    fs.rmSync(store, { recursive: true, force: true });
  });

  test('every release is served under /remotes/, entry files revalidated, hashed files cached', async () => {
    for (const release of ['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb']) {
      const manifest = await get({ port: releasesPort, path: `/remotes/designer/${release}/mf-manifest.json` });
      expect(manifest.status).toBe(200);
      expect(JSON.parse(manifest.body)).toMatchObject({ release });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const chunk = await get({ port: releasesPort, path: `/remotes/designer/${release}/assets/page.0123456789.js` });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    }
    const missing = await get({ port: releasesPort, path: '/remotes/designer/0.1.0-cccccccccc/assets/page.0123456789.js', headers: { accept: 'text/html,*/*' } });
    expect(missing.status).toBe(404);
  });

  test('a promotion is served from the next request, also within the millisecond of the last one', async () => {
    const file = path.join(store, 'remotes.json');
    const served = async () => JSON.parse((await get({ port: releasesPort, path: '/remotes.json' })).body).remotes.designer;
    expect(await served()).toBe(manifestUrl('designer', '0.1.0-aaaaaaaaaa'));
    promote(file, 'designer', manifestUrl('designer', '0.1.0-bbbbbbbbbb'), { integrity: pinOf('0.1.0-bbbbbbbbbb') });
    expect(await served()).toBe(manifestUrl('designer', '0.1.0-bbbbbbbbbb'));
    rollback(file, 'designer', { integrity: pinOf('0.1.0-aaaaaaaaaa') });
    expect(await served()).toBe(manifestUrl('designer', '0.1.0-aaaaaaaaaa'));
  });

  test('remotes.json is only what the shell needs: the releases and their integrity, no history', async () => {
    const file = path.join(store, 'remotes.json');
    promote(file, 'designer', manifestUrl('designer', '0.1.0-bbbbbbbbbb'), { integrity: pinOf('0.1.0-bbbbbbbbbb') });
    const served = JSON.parse((await get({ port: releasesPort, path: '/remotes.json' })).body);
    expect(served).toEqual({ remotes: { designer: manifestUrl('designer', '0.1.0-bbbbbbbbbb') }, integrity: { designer: pinOf('0.1.0-bbbbbbbbbb') } });
    expect(served.integrity.designer.remoteEntry).toBe(`sha384-${createHash('sha384').update("var designer = '0.1.0-bbbbbbbbbb';").digest('base64')}`);
    // The history is in a file of the store's folder, which the gateway does not serve, nor the
    // remotes.json there, nor anything else beside the remotes' folders.
    expect(fs.existsSync(path.join(store, 'remotes.history.json'))).toBe(true);
    for (const hidden of ['remotes.json', 'remotes.history.json']) expect((await get({ port: releasesPort, path: `/remotes/${hidden}` })).status).toBe(404);
  });

  test('a remote the file does not pin gets the integrity of the release this gateway serves', async () => {
    const file = path.join(store, 'unpinned.json');
    fs.writeFileSync(file, JSON.stringify({ remotes: { designer: manifestUrl('designer', '0.1.0-aaaaaaaaaa'), account: 'https://static.example/account/mf-manifest.json' } }));
    const gateway = await startGateway({ port: 0, host: '127.0.0.1', shellDist, apiUrl: fakeApi.url, remotes: await remotesFromFile(file), releasesDir: store });
    try {
      const served = JSON.parse((await get({ port: gateway.server.address().port, path: '/remotes.json' })).body);
      expect(served.integrity).toEqual({ designer: pinOf('0.1.0-aaaaaaaaaa') });
    } finally {
      await gateway.close();
    }
  });
});
