// The gateway passes each remote's releases to that remote's own server: a remote the gateway
// does not route would answer /remotes/<name>/ with the catch-all 404, and the shell would show its
// pages as "not available right now" in production only (the local gateway serves the release
// store whole). Read from the template and the image that renders it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../releases/release-store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const template = fs.readFileSync(path.join(here, 'gateway.conf.template'), 'utf8');
const containerfile = fs.readFileSync(path.join(here, '../container/Containerfile.gateway'), 'utf8');

/** A block of the template, `<head> { … }`, without its comments. */
function block(head) {
  const start = template.indexOf(`${head} {`);
  if (start === -1) return null;
  // Its end: the first line that is a closing brace alone (`${…}` has braces too).
  const lines = template.slice(start).split('\n');
  return lines
    .slice(0, lines.findIndex((line) => line.trim() === '}') + 1)
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
}

describe.each(REMOTE_NAMES)('the gateway and the %s remote', (name) => {
  const variable = `TEAMWEAR_${name.toUpperCase()}_UPSTREAM`;

  test('/remotes/<name>/ goes to its upstream, not to the catch-all 404 of /remotes/', () => {
    const location = block(`location ^~ /remotes/${name}/`);
    expect(location).toContain(`proxy_pass http://$teamwear_remote_${name};`);
    expect(location).toContain('include teamwear/remote-proxy.conf;');
    // Looked up as requests come (the template's resolver), not once at start.
    expect(template).toContain(`    set $teamwear_remote_${name} "\${${variable}}";\n`);
  });

  test('the image gives its upstream a default, so the rendered configuration names a server', () => {
    // The nginx image replaces only the variables it has: one without a value stays "${…}" in the
    // configuration, and nginx refuses to start.
    expect(containerfile).toMatch(new RegExp(`\\b${variable}=127\\.0\\.0\\.1:\\d+`));
  });
});

test('every upstream the template names is one the image sets', () => {
  const used = new Set([...template.matchAll(/\$\{(TEAMWEAR_\w+)\}/g)].map(([, variable]) => variable));
  const set = new Set([...containerfile.matchAll(/\b(TEAMWEAR_\w+)=/g)].map(([, variable]) => variable));
  expect([...used].filter((variable) => !set.has(variable))).toEqual([]);
});
