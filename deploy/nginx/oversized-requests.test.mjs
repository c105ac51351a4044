// nginx's answers to an address or headers over its buffers (teamwear/oversized-requests.conf) are
// the local gateway's, word for word; the production smoke (e2e/tests/smoke.spec.ts) sends them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oversizedAnswer } from '../local/oversized-requests.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const conf = fs.readFileSync(path.join(here, 'teamwear/oversized-requests.conf'), 'utf8');
const kindMap = fs.readFileSync(path.join(here, 'teamwear/oversized-request-kind.conf'), 'utf8');

/** The content type and body one internal location of the file answers. */
function locationAnswer(name) {
  const block = new RegExp(`location = /\\.teamwear-errors/${name} \\{\\n    internal;\\n    default_type "([^"]+)";[^]*?\\n    return (\\d+) '((?:[^'\\\\]|\\\\.)*)';\\n\\}`).exec(conf);
  if (!block) throw new Error(`no location for ${name} in oversized-requests.conf`);
  return { status: Number(block[2]), contentType: block[1], body: block[3].replace(/\\(.)/g, '$1') };
}

describe('nginx: an address or headers over its buffers', () => {
  test.each([
    [414, 'page', '/design/soccer'],
    [414, 'api', '/api/designs'],
    [431, 'page', '/design/soccer'],
    [431, 'api', '/api/designs'],
  ])('%d, %s: what the local gateway answers', (status, kind, target) => {
    expect(locationAnswer(`${status}-${kind}`)).toEqual({ status, ...oversizedAnswer(status, target) });
  });

  test('both statuses are sent to those locations, 494 (a header too large) as 431', () => {
    expect(conf).toContain('error_page 414 /.teamwear-errors/414-$teamwear_oversized_kind;');
    expect(conf).toContain('error_page 494 =431 /.teamwear-errors/431-$teamwear_oversized_kind;');
  });

  test.each([
    ['GET /api/designs?q=aaaa', 'api'],
    ['POST /api', 'api'],
    ['GET /api?x', 'api'],
    ['GET /api/designs HTTP/1.1', 'api'],
    ['GET /apiary', 'page'],
    ['GET /design/soccer?q=/api/', 'page'],
    ['GET /', 'page'],
  ])('the request line %j is answered as: %s', (requestLine, kind) => {
    const apiPattern = /"~(.+)"\s+api;/.exec(kindMap)?.[1];
    expect(apiPattern).toBeDefined();
    expect(new RegExp(apiPattern).test(requestLine) ? 'api' : 'page').toBe(kind);
  });
});
