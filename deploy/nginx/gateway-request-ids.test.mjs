// The production gateway (nginx) in front of the API: every request it passes carries a request id of
// its own making, which the API logs and answers; and nothing it passes reaches the API's metrics.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const template = fs.readFileSync(path.join(here, 'gateway.conf.template'), 'utf8');

/** The gateway's locations (their first line and body, nested ones apart) that proxy to the API. */
function apiLocations() {
  const blocks = [...template.matchAll(/^ {4}location ([^{]+)\{\n([^]*?)^ {4}\}/gm)].map(([, where, body]) => ({ where: where.trim(), body }));
  return blocks.filter((block) => /^\s+proxy_pass http:\/\/\$teamwear_api;$/m.test(block.body));
}

describe('nginx: request ids and the metrics', () => {
  test('every location proxying to the API sends X-Request-Id of its own making ($request_id)', () => {
    const locations = apiLocations();
    expect(locations.map((location) => location.where)).toEqual(['= /api/orders', '^~ /api/', '= /favicon.png', '= /favicon.ico', '= /whoami']);
    for (const location of locations) expect(location.body).toMatch(/^\s+proxy_set_header X-Request-Id \$request_id;$/m);
  });

  test("the API's upstream is its own port only: the metrics' port is named nowhere, /metrics only to answer 404", () => {
    // (gateway-metrics.test.mjs asks nginx for them.)
    const named = template.split('\n').filter((line) => /metrics/i.test(line) && !line.trimStart().startsWith('#'));
    expect(named.map((line) => line.trim())).toEqual(['location = /metrics {', 'location ^~ /metrics/ {']);
    expect(template).toMatch(/^ {4}set \$teamwear_api "\$\{TEAMWEAR_API_UPSTREAM\}";$/m);
    const replicas = fs.readFileSync(path.join(here, 'api-replicas.conf.template'), 'utf8');
    expect(replicas).not.toMatch(/metrics/i);
    expect(replicas).toMatch(/^upstream teamwear_api_replicas \{\n {4}server \$\{TEAMWEAR_API_REPLICA\} [^;\n]*;\n {4}server \$\{TEAMWEAR_API_REPLICA_NEXT\} [^;\n]*;\n {4}keepalive \d+;\n\}/m);
  });
});
