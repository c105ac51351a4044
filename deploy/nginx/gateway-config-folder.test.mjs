// What the production gateway serves of its config folder (the ConfigMap, or the folder promote
// writes in the production smoke): remotes.json alone. Beside it lie files never meant for a
// browser: remotes.history.json (the promotion history a rollback reads), remote-origins.conf, a
// promote's lock. Read from the template: every `root` on the config folder, and what it answers.
import fs from 'node:fs';
import path from 'node:path';

const template = fs.readFileSync(path.join(import.meta.dirname, 'gateway.conf.template'), 'utf8');
const lines = template.split('\n').map((line) => line.replace(/#.*$/, '').trim());

/** The location block around line `index`: its head and its lines. */
function locationAround(index) {
  let start = index;
  while (start > 0 && !lines[start].startsWith('location ')) start--;
  const end = lines.findIndex((line, at) => at > index && line === '}');
  return { head: lines[start], body: lines.slice(start, end + 1) };
}

test('the config folder is served at one URL, /remotes.json, and only that file of it', () => {
  const roots = lines.flatMap((line, index) => (/^(root|alias)\s+\$\{TEAMWEAR_ROOT\}\/config\b/.test(line) ? [locationAround(index)] : []));
  expect(roots.map(({ head }) => head)).toEqual(['location = /remotes.json {']);
  expect(roots[0].body).toContain('try_files /remotes.json =404;');
});
