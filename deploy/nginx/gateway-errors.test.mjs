// nginx's answers for the statuses it makes itself (teamwear/gateway-errors.conf, not-found.conf) are
// the local gateway's { code, message }, word for word; the production smoke (e2e/tests/smoke.spec.ts)
// sends such requests to nginx itself.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_ERROR_ANSWERS } from '../local/error-answers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => fs.readFileSync(path.join(here, file), 'utf8');
const conf = read('teamwear/gateway-errors.conf');

/** The status, content type and body one internal location of the file answers. */
function locationAnswer(name) {
  const block = new RegExp(`location = /\\.teamwear-errors/${name} \\{\\n    internal;\\n    default_type "([^"]+)";[^]*?\\n    return (\\d+) '((?:[^'\\\\]|\\\\.)*)';\\n\\}`).exec(conf);
  if (!block) throw new Error(`no location for ${name} in gateway-errors.conf`);
  return { status: Number(block[2]), contentType: block[1], body: JSON.parse(block[3].replace(/\\(.)/g, '$1')) };
}

describe('nginx: the answers it makes itself', () => {
  test.each(Object.keys(GATEWAY_ERROR_ANSWERS).filter((name) => name !== '404'))('%s: the local gateway’s { code, message }', (name) => {
    expect(locationAnswer(name)).toEqual({ status: Number(name.split('-')[0]), contentType: 'application/json; charset=utf-8', body: GATEWAY_ERROR_ANSWERS[name] });
  });

  test('every such status is sent to its location; 502 and 504 to the API’s words under /api/', () => {
    const pages = [...conf.matchAll(/^error_page (\d+) (\S+);$/gm)].map(([, status, uri]) => [status, uri]);
    expect(Object.fromEntries(pages)).toEqual({
      400: '/.teamwear-errors/400',
      403: '/.teamwear-errors/403',
      405: '/.teamwear-errors/405',
      411: '/.teamwear-errors/411',
      413: '/.teamwear-errors/413',
      500: '/.teamwear-errors/500',
      501: '/.teamwear-errors/501',
      502: '/.teamwear-errors/502-$teamwear_oversized_kind',
      503: '/.teamwear-errors/503',
      504: '/.teamwear-errors/504-$teamwear_oversized_kind',
      505: '/.teamwear-errors/505',
    });
  });

  test('a missing file: 404 in the same shape', () => {
    const notFound = read('teamwear/not-found.conf');
    expect(notFound).toContain('default_type "application/json; charset=utf-8";');
    expect(JSON.parse(/return 404 '([^']*)';/.exec(notFound)?.[1] ?? '')).toEqual(GATEWAY_ERROR_ANSWERS[404]);
  });

  // An error_page in a location replaces all of the server's there (nginx does not merge them).
  test.each(['gateway.conf.template', 'remote.conf.template'])('%s takes them in its server, and no location has error pages of its own', (template) => {
    const text = read(template);
    expect(text).toContain('    include teamwear/gateway-errors.conf;\n');
    expect(text).toContain('include teamwear/oversized-request-kind.conf;\n');
    expect(text).not.toMatch(/^ {8,}error_page/m);
  });
});
